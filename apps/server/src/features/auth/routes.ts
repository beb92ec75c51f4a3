import { currentUser, heartbeat, login, logout, verifyLoginToken } from '@baylytics/contract/auth';
import type { FastifyRequest } from 'fastify';
import { type Api, requireAuth } from '../../kernel/api.ts';
import { clearBrowserSession, issueBrowserSession, ownSessionToken } from '../../kernel/browser-session.ts';
import type { RequestOrigin } from './repository.ts';
import type { AuthService } from './service.ts';

export function originOf(request: FastifyRequest): RequestOrigin {
  const os = request.headers['x-client-os'];
  return {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    clientOs: typeof os === 'string' ? os.slice(0, 100) : null,
  };
}

export function authRoutes(api: Api, auth: AuthService, pingDatabase: () => Promise<void>): void {
  api.handle(login, async ({ body, request, reply }) => {
    const token = await auth.login(body.email, body.password, originOf(request));
    issueBrowserSession(request, reply, token, auth.sessionSeconds);
    return token;
  });

  api.handle(verifyLoginToken, async ({ body, request, reply }) => {
    const token = await auth.loginWithToken(body.loginToken, originOf(request));
    issueBrowserSession(request, reply, token, auth.sessionSeconds);
    return token;
  });

  api.handle(logout, async ({ auth: caller, request, reply }) => {
    const { sessionId } = requireAuth(caller);
    if (sessionId !== null) await auth.logout(sessionId);
    // Signing out while acting as a user ends the administrator's own session kept aside in this browser too.
    const own = ownSessionToken(request);
    const ownSession = own === null ? null : await auth.resolveSession(own);
    if (ownSession?.sessionId) await auth.logout(ownSession.sessionId);
    clearBrowserSession(request, reply);
    return null;
  });

  api.handle(currentUser, async ({ auth: caller }) => {
    const { user, impersonatorId } = requireAuth(caller);
    return {
      shopwareId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      avatar: user.avatar,
      status: user.status,
      roles: user.roles,
      language: user.language,
      isImpersonated: impersonatorId !== null,
    };
  });

  api.handle(heartbeat, async () => {
    await pingDatabase();
    return { status: 'ok' as const, time: new Date().toISOString() };
  });
}
