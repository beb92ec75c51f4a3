import type { Endpoint } from '@baylytics/contract/endpoint';
import { hasAnyRole, type Role, roles } from '@baylytics/contract/roles';
import type { UserStatus } from '@baylytics/contract/user-status';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AuthContext, enforceAccess } from '../src/kernel/auth-context.ts';
import { installErrorHandler } from '../src/kernel/error-handler.ts';
import { AppError } from '../src/kernel/errors.ts';
import { contractEndpoints } from './support/contract-endpoints.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const endpoints = await contractEndpoints();
const nameOf = (e: Endpoint) => `${e.method} /api${e.path}`;
const sampleUrl = (e: Endpoint) => `/api${e.path.replace(/:\w+/g, '1')}`;
const call = (e: Endpoint, token?: string) => t.request(e.method, sampleUrl(e), token ? { token } : {});

/** A session for a user who holds `User` and the given role, with the given account status. */
async function sessionOf(role: Role | null, status: UserStatus = 'true') {
  const user = await t.createUser({ status, grantedRoles: role ? [role] : [] });
  // Password sign-in refuses unconfirmed accounts; a support login token opens a session for any.
  const loginToken = await t.app.authService.issueLoginToken(user.id);
  const answer = await t.post<string>('/api/auth/verify-login-token', { loginToken });
  return answer.body.data;
}

describe('the contract covers the API', () => {
  it('declares endpoints, with a known access rule each', () => {
    expect(endpoints.length).toBeGreaterThan(10);
    for (const e of endpoints) {
      const isKnown =
        e.access === 'public' || e.access === 'signedIn' || (Array.isArray(e.access) && e.access.length > 0);
      expect(isKnown, nameOf(e)).toBe(true);
    }
  });

  it('every route the server answers under /api is a contract endpoint, and the reverse', () => {
    const documented = Object.entries((t.app.swagger() as { paths: Record<string, object> }).paths).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
    );
    expect(documented.sort()).toEqual(endpoints.map(nameOf).sort());
  });
});

describe.each(endpoints.filter((e) => e.access !== 'public').map((e) => [nameOf(e), e] as const))(
  '%s (signed-in only)',
  (_name, endpoint) => {
    it('refuses an anonymous caller with 401', async () => {
      const answer = await call(endpoint);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ statusCode: 401, data: null, message: 'sessionExpired' });
    });

    it('refuses a made-up token with 401', async () => {
      expect((await call(endpoint, 'not-a-session-token')).status).toBe(401);
    });

    if (endpoint.access === 'signedIn') {
      it('lets in any signed-in user', async () => {
        const answer = await call(endpoint, await sessionOf(null));
        expect([401, 403]).not.toContain(answer.status);
      });
    }
  },
);

describe.each(endpoints.filter((e) => e.access === 'public').map((e) => [nameOf(e), e] as const))(
  '%s (public)',
  (_name, endpoint) => {
    it('lets in an anonymous caller and ignores a made-up token', async () => {
      expect([401, 403]).not.toContain((await call(endpoint)).status);
      expect([401, 403]).not.toContain((await call(endpoint, 'not-a-session-token')).status);
    });
  },
);

for (const endpoint of endpoints) {
  const access = endpoint.access;
  if (!Array.isArray(access)) continue;
  describe(`${nameOf(endpoint)} (roles ${access.join(', ')})`, () => {
    it.each(roles.map((role) => [role, hasAnyRole(['User', role], access)] as const))(
      'a user holding %s: allowed = %s',
      async (role, isAllowed) => {
        const answer = await call(endpoint, await sessionOf(role));
        if (isAllowed) expect([401, 403]).not.toContain(answer.status);
        else expect(answer.body).toEqual({ statusCode: 403, data: null, message: 'noPermission' });
      },
    );

    it('refuses a user whose e-mail is not confirmed, even holding the role', async () => {
      const answer = await call(endpoint, await sessionOf(access[0] ?? 'Administrator', 'false'));
      expect(answer.body).toEqual({ statusCode: 403, data: null, message: 'noPermission' });
    });
  });
}

describe('the access guard', () => {
  const contextFor = (held: Role[], status: UserStatus): AuthContext => ({
    user: {
      id: 1,
      email: 'a@b.de',
      firstName: 'A',
      lastName: 'B',
      avatar: null,
      status,
      language: 'de',
      roles: held,
    },
    sessionId: 'session',
    impersonatorId: null,
    apiToken: null,
  });
  const sessions: Record<string, AuthContext> = {
    admin: contextFor(['Administrator', 'User'], 'true'),
    verifiedAdmin: contextFor(['Administrator', 'User'], 'email_verified'),
    unconfirmedAdmin: contextFor(['Administrator', 'User'], 'false'),
    bronze: contextFor(['User', 'EbayRankingBronze'], 'true'),
  };

  const personalToken = async (): Promise<AuthContext> => {
    throw new AppError('apiTokenUnknown');
  };

  async function guardedApp() {
    const app = Fastify();
    installErrorHandler(app);
    await app.register(
      async (scope) => {
        enforceAccess(scope, { session: async (token) => sessions[token] ?? null, personalToken }, 3600);
        scope.get('/admin-only', { config: { access: ['Administrator'] } }, async () => ({
          statusCode: 200,
          data: 'ok',
        }));
      },
      { prefix: '/api' },
    );
    return app;
  }

  it.each([
    ['admin', 200, undefined],
    ['verifiedAdmin', 200, undefined],
    ['unconfirmedAdmin', 403, 'noPermission'],
    ['bronze', 403, 'noPermission'],
    ['unknown', 401, 'sessionExpired'],
  ])('answers a role-list route for %s with %i', async (token, status, message) => {
    const app = await guardedApp();
    const answer = await app.inject({
      url: '/api/admin-only',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toBe(message);
    await app.close();
  });

  it('answers an anonymous caller with 401', async () => {
    const app = await guardedApp();
    expect((await app.inject({ url: '/api/admin-only' })).statusCode).toBe(401);
    await app.close();
  });

  it('stops the server when a route declares no access rule', async () => {
    const app = Fastify();
    const registering = app.register(
      async (scope) => {
        enforceAccess(scope, { session: async () => null, personalToken }, 3600);
        scope.get('/forgotten', async () => 'open to all?');
      },
      { prefix: '/api' },
    );
    await expect(registering.ready()).rejects.toThrow('Route GET /api/forgotten declares no access rule');
    await app.close();
  });
});
