import type { Access } from '@baylytics/contract/endpoint';
import { hasAnyRole, type Role } from '@baylytics/contract/roles';
import { canUseRoleRoutes, type UserStatus } from '@baylytics/contract/user-status';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  status: UserStatus;
  language: 'de' | 'en';
  roles: Role[];
}

export interface AuthContext {
  user: AuthUser;
  sessionId: string;
  impersonatorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The route changes what only the account holder may change: refused while an administrator acts as the user. */
    refusedWhileImpersonating?: boolean;
  }
}

export type SessionResolver = (token: string) => Promise<AuthContext | null>;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Every route under /api must say who may call it; a route without an access rule stops the
 * server at start-up. Each request then resolves its session and is checked against the rule.
 */
export function enforceAccess(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    // The API document says the same: `security: []` for public calls, the session and the roles otherwise.
    route.schema = { ...route.schema, ...accessDocumentation(access) };
  });

  // What one user was answered must not be kept by the browser's or a proxy's cache for the next.
  app.addHook('onSend', async (request, reply) => {
    if (request.auth) reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    const token = bearerToken(request);
    request.auth = token ? await resolveSession(token) : null;
    if (access === undefined || access === 'public') return;
    if (!request.auth) throw new AppError('sessionExpired');
    if (request.auth.impersonatorId !== null && request.routeOptions.config.refusedWhileImpersonating)
      throw new AppError('notWhileImpersonating');
    if (access === 'signedIn') return;
    const { user } = request.auth;
    if (!canUseRoleRoutes(user.status) || !hasAnyRole(user.roles, access)) throw new AppError('noPermission');
  });
}

/** An operation's access in the OpenAPI document: its `security` and the `x-access` (and `x-roles`) extension. */
export function accessDocumentation(access: Access) {
  if (access === 'public') return { security: [], 'x-access': 'public' };
  if (access === 'signedIn') return { security: [{ session: [] }], 'x-access': 'signedIn' };
  return { security: [{ session: [] }], 'x-access': 'roles', 'x-roles': [...access] };
}
