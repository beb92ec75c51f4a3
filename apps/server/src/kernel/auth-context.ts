import { type ApiTokenScope, apiTokenPrefix } from '@baylytics/contract/api-tokens';
import type { Access, PersonalTokenUse } from '@baylytics/contract/endpoint';
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
  /** The session signed in; null when the caller is a personal API token. */
  sessionId: string | null;
  impersonatorId: number | null;
  /** The personal API token the call came with, acting as its owner within its scope; null for a session. */
  apiToken: { id: number; scope: ApiTokenScope } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The route changes what only the account holder may change: refused while an administrator acts as the user. */
    refusedWhileImpersonating?: boolean;
    /** Open to personal API tokens, and with which scope (the contract's `personalToken`). */
    personalToken?: PersonalTokenUse;
  }
}

export interface CallerResolvers {
  /** The session of a session token, or null when it has ended or never was. */
  session: (token: string) => Promise<AuthContext | null>;
  /** The owner a personal API token acts as; refuses (401) unknown, expired and revoked tokens. */
  personalToken: (token: string) => Promise<AuthContext>;
}

/**
 * Every route under /api must say who may call it; a route without an access rule stops the
 * server at start-up. Each request then resolves its session and is checked against the rule.
 * The session is the bearer token's, else the browser's session cookie's (see browser-session.ts), which only
 * counts with its CSRF token; `sessionSeconds` is how long a restored browser session is kept. A bearer token with
 * the personal token prefix is a seller's API token: it acts as its owner only on the operations the contract opens
 * to personal tokens, and a read-only one only on those that change nothing.
 */
export function enforceAccess(app: FastifyInstance, resolve: CallerResolvers, sessionSeconds: number): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    // The API document says the same: `security: []` for public calls, the session and the roles otherwise.
    route.schema = { ...route.schema, ...accessDocumentation(access, route.config?.personalToken) };
  });

  // What one user was answered must not be kept by the browser's or a proxy's cache for the next.
  app.addHook('onSend', async (request, reply) => {
    if (request.auth) reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    const isPublic = access === undefined || access === 'public';
    const bearer = bearerToken(request);
    if (bearer?.startsWith(apiTokenPrefix)) {
      // A public call needs nobody; the token signs nobody in there.
      request.auth = null;
      if (isPublic) return;
      const caller = await resolve.personalToken(bearer);
      const use = request.routeOptions.config.personalToken;
      if (use === undefined) throw new AppError('notOpenToApiTokens');
      if (use === 'write' && caller.apiToken?.scope !== 'readWrite') throw new AppError('apiTokenReadOnly');
      request.auth = caller;
      checkRoles(caller, access);
      return;
    }
    const cookie = cookieSessionToken(request);
    // A cookie without its CSRF token may have come from another site's page: it signs nobody in.
    if (cookie !== null && !hasCsrfToken(request, cookie)) {
      request.auth = null;
      if (isPublic) return;
      throw new AppError('crossSiteRequestRefused');
    }
    const token = bearer ?? cookie;
    // The browser's cookie carries sessions only: a personal token there signs nobody in.
    const isSession = token !== null && !token.startsWith(apiTokenPrefix);
    request.auth = isSession ? await resolve.session(token) : null;
    // The cookie's session has ended: this call is refused, the next one finds the own session back or none.
    if (cookie !== null && !request.auth) forgetEndedBrowserSession(request, reply, sessionSeconds);
    if (isPublic) return;
    if (!request.auth) throw new AppError('sessionExpired');
    if (request.auth.impersonatorId !== null && request.routeOptions.config.refusedWhileImpersonating)
      throw new AppError('notWhileImpersonating');
    checkRoles(request.auth, access);
  });
}

function checkRoles(caller: AuthContext, access: Access | undefined): void {
  if (access === undefined || access === 'public' || access === 'signedIn') return;
  const { user } = caller;
  if (!canUseRoleRoutes(user.status) || !hasAnyRole(user.roles, access)) throw new AppError('noPermission');
}

/**
 * An operation's access in the OpenAPI document: its `security`, the `x-access` (and `x-roles`) extension, and
 * for operations open to personal API tokens the `personalToken` scheme and `x-personal-token` (`read` or `write`).
 */
export function accessDocumentation(access: Access, personalToken?: PersonalTokenUse) {
  if (access === 'public') return { security: [], 'x-access': 'public' };
  // The bearer session token, the browser's session cookie (with its CSRF token in the header), or a personal token.
  const security: Record<string, string[]>[] = [
    { session: [] },
    { sessionCookie: [] },
    ...(personalToken ? [{ personalToken: [] }] : []),
  ];
  const tokenUse = personalToken ? { 'x-personal-token': personalToken } : {};
  if (access === 'signedIn') return { security, 'x-access': 'signedIn', ...tokenUse };
  return { security, 'x-access': 'roles', 'x-roles': [...access], ...tokenUse };
}
