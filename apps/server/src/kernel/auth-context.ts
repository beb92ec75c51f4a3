import type { Access } from '@baylytics/contract/endpoint';
import { hasAnyRole, type Role } from '@baylytics/contract/roles';
import { canUseRoleRoutes, type UserStatus } from '@baylytics/contract/user-status';
import type { FastifyInstance } from 'fastify';
import {
  bearerToken,
  cookieSessionToken,
  forgetEndedBrowserSession,
  hasCsrfToken,
} from './browser-session.ts';
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

/**
 * Every route under /api must say who may call it; a route without an access rule stops the
 * server at start-up. Each request then resolves its session and is checked against the rule.
 * The session is the bearer token's, else the browser's session cookie's (see browser-session.ts), which only
 * counts with its CSRF token; `sessionSeconds` is how long a restored browser session is kept.
 */
export function enforceAccess(
  app: FastifyInstance,
  resolveSession: SessionResolver,
  sessionSeconds: number,
): void {
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

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    const isPublic = access === undefined || access === 'public';
    const cookie = cookieSessionToken(request);
    // A cookie without its CSRF token may have come from another site's page: it signs nobody in.
    if (cookie !== null && !hasCsrfToken(request, cookie)) {
      request.auth = null;
      if (isPublic) return;
      throw new AppError('crossSiteRequestRefused');
    }
    const token = bearerToken(request) ?? cookie;
    request.auth = token ? await resolveSession(token) : null;
    // The cookie's session has ended: this call is refused, the next one finds the own session back or none.
    if (cookie !== null && !request.auth) forgetEndedBrowserSession(request, reply, sessionSeconds);
    if (isPublic) return;
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
  // Either the bearer token or the browser's session cookie (with its CSRF token in the header).
  const security: Record<string, string[]>[] = [{ session: [] }, { sessionCookie: [] }];
  if (access === 'signedIn') return { security, 'x-access': 'signedIn' };
  return { security, 'x-access': 'roles', 'x-roles': [...access] };
}
