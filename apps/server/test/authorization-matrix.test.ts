import type { ApiTokenScope } from '@baylytics/contract/api-tokens';
import type { Endpoint } from '@baylytics/contract/endpoint';
import type { ErrorCode } from '@baylytics/contract/errors';
import { type ParentPlanName, parentPlans, trialRole } from '@baylytics/contract/plans';
import { hasAnyRole, type Role } from '@baylytics/contract/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints, operationName } from './support/contract-endpoints.ts';
import { type UserInput, useTestApp } from './support/test-app.ts';

const t = useTestApp();

/**
 * Every operation of the contract, called by every kind of caller. What each may do comes from the operation's
 * declared access alone; a route whose declaration is missing or wrong fails here. The impersonating caller is an
 * administrator acting as a Gold user in the session impersonation opens: it may do exactly what that user may,
 * except what only the account holder may change (refused with 409), and none of the administrator's own calls.
 * A personal API token acts as its user on the operations open to personal tokens only (403 elsewhere), and a
 * read-only one on none that change data.
 */
interface Principal {
  name: string;
  input: UserInput | null;
  /** The roles the contract says this caller holds (beyond `User`). */
  contractRoles: readonly Role[];
  /** Signed in through an administrator's impersonation of the user rather than by the user. */
  isImpersonated?: boolean;
  /** Calls with a personal API token of this scope, created by the user, instead of a session. */
  personalTokenScope?: ApiTokenScope;
  /** Opens the impersonation again after a call ended it. */
  reopen?: () => Promise<string>;
  token?: string;
  roles?: Role[];
}

const planPrincipals: Principal[] = (Object.keys(parentPlans) as ParentPlanName[]).map((plan) => ({
  name: `${plan} plan`,
  input: { plan },
  contractRoles: parentPlans[plan],
}));

const principals: Principal[] = [
  { name: 'anonymous', input: null, contractRoles: [] },
  { name: 'no plan', input: {}, contractRoles: [] },
  ...planPrincipals,
  { name: 'Silver trial', input: { plan: 'Silver', trialDaysLeft: 9 }, contractRoles: [trialRole] },
  { name: 'assistant', input: { grantedRoles: ['Assistant'] }, contractRoles: ['Assistant'] },
  { name: 'administrator', input: { grantedRoles: ['Administrator'] }, contractRoles: ['Administrator'] },
  {
    name: 'administrator acting as a Gold user',
    input: { plan: 'Gold' },
    contractRoles: parentPlans.Gold,
    isImpersonated: true,
  },
  {
    name: "a Gold user's read-only personal token",
    input: { plan: 'Gold' },
    contractRoles: parentPlans.Gold,
    personalTokenScope: 'read',
  },
  {
    name: "a Gold user's read-write personal token",
    input: { plan: 'Gold' },
    contractRoles: parentPlans.Gold,
    personalTokenScope: 'readWrite',
  },
];

const endpoints = await contractEndpoints();
// Signing out and the way back from an impersonation end the caller's session: they go last, so every other
// operation is tried signed in.
const isSignOut = (e: Endpoint) =>
  e.path === '/auth/bayuser/logout' || e.path === '/auth/impersonate-user/end';
const ordered = [...endpoints.filter((e) => !isSignOut(e)), ...endpoints.filter(isSignOut)];
const sampleUrl = (e: Endpoint) => `/api${e.path.replace(/:\w+/g, '1')}`;

type Refusal = { status: 401 | 403 | 409; message: ErrorCode };
type Expected = 'allowed' | Refusal;
const refused = (status: Refusal['status'], message: ErrorCode): Refusal => ({ status, message });
function expectedFor(endpoint: Endpoint, principal: Principal): Expected {
  if (endpoint.access === 'public') return 'allowed';
  if (!principal.token) return refused(401, 'sessionExpired');
  if (principal.personalTokenScope) {
    if (!endpoint.personalToken) return refused(403, 'notOpenToApiTokens');
    if (endpoint.personalToken === 'write' && principal.personalTokenScope === 'read')
      return refused(403, 'apiTokenReadOnly');
  }
  if (principal.isImpersonated && endpoint.refusedWhileImpersonating)
    return refused(409, 'notWhileImpersonating');
  if (endpoint.access === 'signedIn') return 'allowed';
  return hasAnyRole(principal.roles ?? [], endpoint.access) ? 'allowed' : refused(403, 'noPermission');
}

async function signIn(userId: number): Promise<string> {
  const loginToken = await t.app.authService.issueLoginToken(userId);
  return (await t.post<string>('/api/auth/verify-login-token', { loginToken })).body.data;
}

beforeAll(async () => {
  // An administrator of its own opens the impersonation, so the administrator caller's sign-out touches nothing.
  const impersonator = await t.createUser({ grantedRoles: ['Administrator'] });
  const impersonatorToken = await signIn(impersonator.id);
  for (const principal of principals) {
    if (!principal.input) continue;
    const user = await t.createUser(principal.input);
    if (principal.isImpersonated) {
      principal.reopen = async () =>
        (
          await t.get<{ session: string }>(`/api/auth/impersonate-user?shopwareId=${user.id}`, {
            token: impersonatorToken,
          })
        ).body.data.session;
      principal.token = await principal.reopen();
    } else principal.token = await signIn(user.id);
    const me = await t.get<{ roles: Role[] }>('/api/auth/me', { token: principal.token });
    principal.roles = me.body.data.roles;
    if (principal.personalTokenScope) {
      const body = { name: 'Matrix', scope: principal.personalTokenScope, expiresInDays: 30 };
      const created = await t.post<{ secret: string }>('/api/bayuser/api-tokens', body, {
        token: principal.token,
      });
      principal.token = created.body.data.secret;
    }
  }
}, 120_000);

describe('the authorisation matrix', () => {
  it('gives every caller the roles the contract names for it', () => {
    for (const principal of principals.filter((p) => p.token))
      expect(principal.roles, principal.name).toEqual(
        expect.arrayContaining(['User', ...principal.contractRoles]),
      );
    const noPlan = principals.find((p) => p.name === 'no plan');
    expect(noPlan?.roles).toEqual(['User']);
    const impersonated = principals.find((p) => p.isImpersonated);
    expect(impersonated?.roles).not.toContain('Administrator');
  });

  it('answers every operation for every caller as its declared access says', async () => {
    const wrong: string[] = [];
    const counts = { calls: 0, allowed: 0, refused401: 0, refused403: 0, refused409: 0 };
    // Refusals that answer neither 401 nor 403 by status alone, or that a let-in call must not give.
    const refusalMessages = new Set(['notWhileImpersonating', 'notOpenToApiTokens', 'apiTokenReadOnly']);
    for (const principal of principals) {
      for (const endpoint of ordered) {
        const answer = await t.request(endpoint.method, sampleUrl(endpoint), {
          ...(principal.token && { token: principal.token }),
        });
        const expected = expectedFor(endpoint, principal);
        counts.calls += 1;
        if (expected === 'allowed') counts.allowed += 1;
        else counts[`refused${expected.status}`] += 1;
        const isRight =
          expected === 'allowed'
            ? answer.status !== 401 &&
              answer.status !== 403 &&
              !refusalMessages.has(answer.body.message ?? '') &&
              answer.status < 500
            : answer.status === expected.status && answer.body.message === expected.message;
        if (!isRight)
          wrong.push(
            `${principal.name}: ${operationName(endpoint)} → ${answer.status} ${answer.body.message} (${JSON.stringify(expected)})`,
          );
        if (principal.reopen && isSignOut(endpoint)) principal.token = await principal.reopen();
      }
    }
    console.info(
      `authorisation matrix: ${endpoints.length} operations × ${principals.length} callers = ${counts.calls} calls; ` +
        `${counts.allowed} let in, ${counts.refused401} refused 401, ${counts.refused403} refused 403, ` +
        `${counts.refused409} refused 409 while impersonating`,
    );
    expect(wrong).toEqual([]);
    expect(counts.calls).toBe(endpoints.length * principals.length);
  }, 900_000);
});

describe('the API document', () => {
  it('declares every operation’s access as the contract does', async () => {
    const document = (await t.get('/api/docs/json')).body as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(document.components.securitySchemes)).toEqual([
      'session',
      'sessionCookie',
      'personalToken',
    ]);
    for (const endpoint of endpoints) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      const name = operationName(endpoint);
      expect(operation, name).toBeDefined();
      if (endpoint.access === 'public') {
        expect(operation?.security, name).toEqual([]);
        expect(operation?.['x-access'], name).toBe('public');
      } else {
        const personal = endpoint.personalToken ? [{ personalToken: [] }] : [];
        expect(operation?.security, name).toEqual([{ session: [] }, { sessionCookie: [] }, ...personal]);
        expect(operation?.['x-personal-token'], name).toBe(endpoint.personalToken);
        if (endpoint.access === 'signedIn') expect(operation?.['x-access'], name).toBe('signedIn');
        else expect(operation?.['x-roles'], name).toEqual([...endpoint.access]);
      }
    }
  });
});
