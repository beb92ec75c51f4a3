import { csrfCookie, csrfHeader } from '@baylytics/contract/browser-session';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { userKeywordLists } from '../src/db/schema/analytics.ts';
import { issueBrowserSession, sessionCookie } from '../src/kernel/browser-session.ts';
import {
  appHeader,
  attributesOf,
  browserCalls,
  browserSessionOf,
  cookieOf,
  pageHeaders,
} from './support/browser-calls.ts';
import { type TestUser, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const { call } = browserCalls(t);
const thirtyDays = 30 * 24 * 60 * 60;

async function signInFromApp(user: TestUser) {
  return call('POST', '/api/auth/bayuser', {
    headers: appHeader,
    body: { email: user.email, password: user.password },
  });
}

const keywordListsOf = (userId: number) =>
  t.db.select().from(userKeywordLists).where(eq(userKeywordLists.userId, userId));

describe('the browser session cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the whole site and as long-lived as the session; its CSRF cookie is readable', async () => {
    const user = await t.createUser();
    const answer = await signInFromApp(user);
    expect(answer.status).toBe(200);
    // The answer keeps its shape: the session token, as API clients use it.
    expect(cookieOf(answer.setCookies, sessionCookie)).toBe(`${sessionCookie}=${answer.body.data}`);
    const session = attributesOf(answer.setCookies, sessionCookie);
    expect(session).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'path=/', `max-age=${thirtyDays}`]),
    );
    const csrf = attributesOf(answer.setCookies, csrfCookie);
    expect(csrf).toEqual(expect.arrayContaining(['samesite=strict', 'path=/', `max-age=${thirtyDays}`]));
    expect(csrf).not.toContain('httponly');
    // Served over plain HTTP here: a Secure cookie would never come back.
    expect([...session, ...csrf]).not.toContain('secure');
    const { csrfToken } = browserSessionOf(answer.setCookies);
    expect(csrfToken).not.toContain(answer.body.data);
    const me = await call('GET', '/api/auth/me', {
      headers: pageHeaders(browserSessionOf(answer.setCookies)),
    });
    expect(me.status).toBe(200);
    expect(me.body.data.shopwareId).toBe(user.id);
  });

  it('is Secure when the app is served over HTTPS (behind a proxy, by its X-Forwarded-Proto)', async () => {
    const app = Fastify({ trustProxy: true });
    app.post('/api/sign-in', async (request, reply) => {
      issueBrowserSession(request, reply, 'a-session-token-of-the-test', 60);
      return null;
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/sign-in',
      headers: { ...appHeader, 'x-forwarded-proto': 'https' },
    });
    const setCookies = [answer.headers['set-cookie'] ?? []].flat();
    expect(attributesOf(setCookies, sessionCookie)).toContain('secure');
    expect(attributesOf(setCookies, csrfCookie)).toContain('secure');
    await app.close();
  });

  it('is set by the token-login link as well', async () => {
    const user = await t.createUser();
    const loginToken = await t.app.authService.issueLoginToken(user.id);
    const answer = await call('POST', '/api/auth/verify-login-token', {
      headers: appHeader,
      body: { loginToken },
    });
    expect(answer.status).toBe(200);
    const me = await call('GET', '/api/auth/me', {
      headers: pageHeaders(browserSessionOf(answer.setCookies)),
    });
    expect(me.body.data.shopwareId).toBe(user.id);
  });

  it('is never set for an API client: its bearer token works as before, without any CSRF token', async () => {
    const user = await t.createUser();
    const curl = await call('POST', '/api/auth/bayuser', {
      body: { email: user.email, password: user.password },
    });
    expect(curl.status).toBe(200);
    expect(curl.setCookies).toEqual([]);
    const bearer = { authorization: `Bearer ${curl.body.data}` };
    expect((await call('GET', '/api/auth/me', { headers: bearer })).body.data.shopwareId).toBe(user.id);
    const list = await call('POST', '/api/userkeywords', {
      headers: bearer,
      body: { name: 'Bearer list', keywords: ['hose reel'] },
    });
    expect(list.status).toBe(200);
    expect(await keywordListsOf(user.id)).toHaveLength(1);
    // A sign-in sent with a bearer token gets no cookie either.
    const withBearer = await call('POST', '/api/auth/bayuser', {
      headers: { ...appHeader, ...bearer },
      body: { email: user.email, password: user.password },
    });
    expect(withBearer.setCookies).toEqual([]);
  });
});

describe('a call signed in by the cookie', () => {
  it('is refused with 403 crossSiteRequestRefused without the CSRF token or with a wrong one, and changes nothing', async () => {
    const user = await t.createUser();
    const session = browserSessionOf((await signInFromApp(user)).setCookies);
    const other = browserSessionOf((await signInFromApp(await t.createUser())).setCookies);
    const forgedHeaders: Record<string, string>[] = [
      { cookie: session.cookie },
      { cookie: session.cookie, [csrfHeader]: 'x'.repeat(43) },
      { cookie: session.cookie, [csrfHeader]: other.csrfToken },
      { cookie: session.cookie, [csrfHeader]: '' },
    ];
    for (const headers of forgedHeaders) {
      const attempts = [
        await call('POST', '/api/userkeywords', { headers, body: { name: 'Forged', keywords: ['x'] } }),
        await call('POST', '/api/bayuser/delete-account', { headers, body: { password: user.password } }),
        await call('POST', '/api/auth/bayuser/logout', { headers }),
        await call('GET', '/api/auth/me', { headers }),
      ];
      for (const answer of attempts) {
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('crossSiteRequestRefused');
      }
    }
    expect(await keywordListsOf(user.id)).toEqual([]);
    expect((await call('GET', '/api/auth/me', { headers: pageHeaders(session) })).status).toBe(200);

    const fromPage = await call('POST', '/api/userkeywords', {
      headers: pageHeaders(session),
      body: { name: 'Mine', keywords: ['hose reel'] },
    });
    expect(fromPage.status).toBe(200);
    expect(await keywordListsOf(user.id)).toHaveLength(1);
  });

  it('without its CSRF token still reaches public calls, as an anonymous caller', async () => {
    const user = await t.createUser();
    const session = browserSessionOf((await signInFromApp(user)).setCookies);
    const again = await call('POST', '/api/auth/bayuser', {
      headers: { ...appHeader, cookie: session.cookie },
      body: { email: user.email, password: user.password },
    });
    expect(again.status).toBe(200);
    expect(cookieOf(again.setCookies, sessionCookie)).not.toBe(session.cookie);
  });

  it('whose session was revoked is refused, and the browser is told to forget the cookies', async () => {
    const user = await t.createUser();
    const answer = await signInFromApp(user);
    const session = browserSessionOf(answer.setCookies);
    const resolved = await t.app.authService.resolveSession(answer.body.data);
    await t.app.authService.logout(resolved?.sessionId ?? '');
    const refused = await call('GET', '/api/auth/me', { headers: pageHeaders(session) });
    expect(refused.status).toBe(401);
    expect(cookieOf(refused.setCookies, sessionCookie)).toBe(`${sessionCookie}=`);
    expect(cookieOf(refused.setCookies, csrfCookie)).toBe(`${csrfCookie}=`);
  });
});

describe('signing out and deleting the account', () => {
  it('sign-out ends the session and clears both cookies', async () => {
    const user = await t.createUser();
    const session = browserSessionOf((await signInFromApp(user)).setCookies);
    const out = await call('POST', '/api/auth/bayuser/logout', { headers: pageHeaders(session) });
    expect(out.status).toBe(200);
    expect(cookieOf(out.setCookies, sessionCookie)).toBe(`${sessionCookie}=`);
    expect(cookieOf(out.setCookies, csrfCookie)).toBe(`${csrfCookie}=`);
    expect(attributesOf(out.setCookies, sessionCookie)).toContain('max-age=0');
    expect((await call('GET', '/api/auth/me', { headers: pageHeaders(session) })).status).toBe(401);
  });

  it('account deletion clears the cookies', async () => {
    const user = await t.createUser();
    const session = browserSessionOf((await signInFromApp(user)).setCookies);
    const deleted = await call('POST', '/api/bayuser/delete-account', {
      headers: pageHeaders(session),
      body: { password: user.password },
    });
    expect(deleted.status).toBe(200);
    expect(cookieOf(deleted.setCookies, sessionCookie)).toBe(`${sessionCookie}=`);
    expect((await call('GET', '/api/auth/me', { headers: pageHeaders(session) })).status).toBe(401);
  });
});
