import { csrfCookie } from '@baylytics/contract/browser-session';
import { describe, expect, it } from 'vitest';
import { ownSessionCookie, sessionCookie } from '../src/kernel/browser-session.ts';
import {
  appHeader,
  type BrowserSession,
  browserCalls,
  browserSessionOf,
  cookieOf,
  pageHeaders,
} from './support/browser-calls.ts';
import { minuteMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const { call } = browserCalls(t);

/** An administrator signed in from the browser app, and a user to act as. */
async function adminInBrowser() {
  const admin = await t.createUser({ grantedRoles: ['Administrator'] });
  const user = await t.createUser({ plan: 'Gold' });
  const signIn = await call('POST', '/api/auth/bayuser', {
    headers: appHeader,
    body: { email: admin.email, password: admin.password },
  });
  return { admin, user, session: browserSessionOf(signIn.setCookies) };
}

async function actAs(session: BrowserSession, userId: number) {
  const started = await call('GET', `/api/auth/impersonate-user?shopwareId=${userId}`, {
    headers: pageHeaders(session),
  });
  expect(started.status).toBe(200);
  return {
    asUser: browserSessionOf(started.setCookies),
    kept: cookieOf(started.setCookies, ownSessionCookie),
  };
}

async function whoIs(session: BrowserSession) {
  const me = await call('GET', '/api/auth/me', { headers: pageHeaders(session) });
  return me.body.data as { shopwareId: number; isImpersonated: boolean };
}

describe('acting as a user in the browser', () => {
  it("puts the user's session in the cookie and gives the administrator's own back on the way back", async () => {
    const { admin, user, session } = await adminInBrowser();
    const { asUser, kept } = await actAs(session, user.id);
    expect(kept).toBe(session.cookie.replace(sessionCookie, ownSessionCookie));
    expect(asUser.csrfToken).not.toBe(session.csrfToken);
    expect(await whoIs(asUser)).toMatchObject({ shopwareId: user.id, isImpersonated: true });
    // The administrator's CSRF token does not sign calls of the session as the user.
    const mixed = await call('GET', '/api/auth/me', {
      headers: pageHeaders({ ...asUser, csrfToken: session.csrfToken }),
    });
    expect(mixed.status).toBe(403);

    const back = await call('POST', '/api/auth/impersonate-user/end', { headers: pageHeaders(asUser, kept) });
    expect(back.status).toBe(200);
    expect(browserSessionOf(back.setCookies)).toEqual(session);
    expect(cookieOf(back.setCookies, ownSessionCookie)).toBe(`${ownSessionCookie}=`);
    expect(await whoIs(session)).toMatchObject({ shopwareId: admin.id, isImpersonated: false });
    // The session as the user is over.
    expect((await call('GET', '/api/auth/me', { headers: pageHeaders(asUser) })).status).toBe(401);
  });

  it("gives the administrator's own session back when the session as the user runs out", async () => {
    const { admin, user, session } = await adminInBrowser();
    const { asUser, kept } = await actAs(session, user.id);
    t.clock.advance(24 * 60 * minuteMs);
    const expired = await call('GET', '/api/auth/me', { headers: pageHeaders(asUser, kept) });
    expect(expired.status).toBe(401);
    const restored = browserSessionOf(expired.setCookies);
    expect(restored).toEqual(session);
    expect(await whoIs(restored)).toMatchObject({ shopwareId: admin.id, isImpersonated: false });
  });

  it('signing out while acting as a user ends both sessions and clears every cookie', async () => {
    const { user, session } = await adminInBrowser();
    const { asUser, kept } = await actAs(session, user.id);
    const out = await call('POST', '/api/auth/bayuser/logout', { headers: pageHeaders(asUser, kept) });
    expect(out.status).toBe(200);
    for (const name of [sessionCookie, csrfCookie, ownSessionCookie])
      expect(cookieOf(out.setCookies, name)).toBe(`${name}=`);
    expect((await call('GET', '/api/auth/me', { headers: pageHeaders(session) })).status).toBe(401);
  });

  it('sets no cookie when the administrator calls with a bearer token', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const user = await t.createUser({ plan: 'Gold' });
    const started = await call('GET', `/api/auth/impersonate-user?shopwareId=${user.id}`, {
      headers: { ...appHeader, authorization: `Bearer ${admin.token}` },
    });
    expect(started.status).toBe(200);
    expect(started.setCookies).toEqual([]);
  });
});

describe('confirming the e-mail address in the browser', () => {
  it('signs the new user in with the cookie', async () => {
    const email = `cookie-${Date.now()}@test.baylytics.de`;
    const registration = {
      firstName: 'Rita',
      lastName: 'Keks',
      phone: '+49 30 555',
      email,
      password: 'Sicher-Passw0rt',
    };
    expect((await t.post('/api/bayuser', registration)).status).toBe(200);
    const link = new URL(String(t.lastMail(email, 'verifyEmail').data.link));
    const verified = await call('PUT', `/api/auth/verify-email/${link.searchParams.get('token')}`, {
      headers: appHeader,
    });
    expect(verified.status).toBe(200);
    expect((await whoIs(browserSessionOf(verified.setCookies))).shopwareId).toBeGreaterThan(0);
  });
});
