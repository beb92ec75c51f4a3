import type { SessionUser } from '@baylytics/contract/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs, sessions } from '../src/db/schema/users-and-auth.ts';
import { dayMs, minuteMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

const login = (email: string, password: string, ip?: string) =>
  t.post<string>('/api/auth/bayuser', { email, password }, ip ? { ip } : {});

describe('sign-in with e-mail and password', () => {
  it('answers a session token that opens /api/auth/me with the user and roles', async () => {
    const user = await t.createUser({ plan: 'Gold', language: 'en' });
    const answer = await login(user.email, user.password);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatch(/^[\w-]{43}$/);

    const me = await t.get<SessionUser>('/api/auth/me', { token: answer.body.data });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      shopwareId: user.id,
      email: user.email,
      language: 'en',
      roles: ['User', 'EbayRankingGold'],
      isImpersonated: false,
    });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await t.createUser();
    const wrongPassword = await login(user.email, 'not-the-password');
    const unknownEmail = await login('nobody-here@test.baylytics.de', user.password);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ statusCode: 401, data: null, message: 'invalidUsernameOrPassword' });
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('ignores the case of the e-mail address', async () => {
    const user = await t.createUser({ email: 'Mixed.Case@Test.Baylytics.de' });
    expect((await login('MIXED.CASE@TEST.BAYLYTICS.DE', user.password)).status).toBe(200);
    expect((await login('mixed.case@test.baylytics.de', user.password)).status).toBe(200);
  });

  it('refuses an account whose e-mail is not confirmed, without opening a session', async () => {
    const user = await t.createUser({ status: 'false' });
    const answer = await login(user.email, user.password);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('accountNotActivated');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('answers a malformed request with the fields at fault', async () => {
    const answer = await login('not-an-email', '');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      data: null,
      message: 'validationFailed',
      errors: [
        { field: 'email', message: 'invalid_format', params: { format: 'email' } },
        { field: 'password', message: 'too_small', params: { minimum: 1 } },
      ],
    });
  });

  it('writes one login log row per sign-in with address, session and method', async () => {
    const user = await t.createUser();
    await t.signIn(user.email, user.password);
    await t.signIn(user.email, user.password);
    const logs = await t.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    const userSessions = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(logs).toHaveLength(2);
    expect(logs.map((l) => l.sessionId).sort()).toEqual(userSessions.map((s) => s.id).sort());
    for (const log of logs) expect(log).toMatchObject({ ipAddress: '127.0.0.1', method: 'password' });
  });
});

describe('sign-in rate limit', () => {
  it('after five wrong passwords slows the address down, with Retry-After, and lets the owner in elsewhere', async () => {
    const user = await t.createUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(user.email, `wrong-${attempt}`, '198.51.100.20')).status).toBe(401);
    }
    const blocked = await t.post(
      '/api/auth/bayuser',
      { email: user.email, password: user.password },
      {
        ip: '198.51.100.20',
      },
    );
    expect(blocked.body).toEqual({ statusCode: 429, data: null, message: 'tooManyLoginAttempts' });
    const retryAfter = await retryAfterOf(user.email, user.password, '198.51.100.20');
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The owner, from any other address, is not held up by someone guessing elsewhere.
    expect((await login(user.email, user.password, '203.0.113.50')).status).toBe(200);

    // A minute later the guessing address may try again.
    t.clock.advance(61_000);
    expect((await login(user.email, user.password, '198.51.100.20')).status).toBe(200);
  });

  it('doubles the wait with each further failure', async () => {
    const user = await t.createUser();
    const ip = '198.51.100.21';
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(user.email, 'wrong', ip);
    const waits: number[] = [];
    for (let round = 1; round <= 4; round += 1) {
      const wait = await retryAfterOf(user.email, 'wrong', ip);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await login(user.email, 'wrong', ip)).status).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
  });

  it('counts per e-mail: another account from the same address still signs in', async () => {
    const victim = await t.createUser();
    const other = await t.createUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(victim.email, 'wrong', '198.51.100.1');
    expect((await login(other.email, other.password, '198.51.100.1')).status).toBe(200);
  });

  it('slows an address down after twenty failures across different e-mails', async () => {
    const user = await t.createUser();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await login(`guess-${attempt}@test.baylytics.de`, 'wrong', '203.0.113.7');
    }
    expect((await login(user.email, user.password, '203.0.113.7')).status).toBe(429);
    expect(await retryAfterOf(user.email, user.password, '203.0.113.7')).toBeGreaterThan(0);
    expect((await login(user.email, user.password, '203.0.113.8')).status).toBe(200);
  });
});

/** The Retry-After seconds of a refused sign-in (fails the test when it was not refused with one). */
async function retryAfterOf(email: string, password: string, ip: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/bayuser',
    payload: { email, password },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(429);
  return Number(response.headers['retry-after']);
}

describe('sign-in with a one-time login token', () => {
  it('signs in once; the second use is refused', async () => {
    const user = await t.createUser();
    const loginToken = await t.app.authService.issueLoginToken(user.id);

    const first = await t.post<string>('/api/auth/verify-login-token', { loginToken });
    expect(first.status).toBe(200);
    const me = await t.get<SessionUser>('/api/auth/me', { token: first.body.data });
    expect(me.body.data.shopwareId).toBe(user.id);
    const [log] = await t.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(log?.method).toBe('token');

    const second = await t.post('/api/auth/verify-login-token', { loginToken });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('invalidLoginToken');
  });

  it('refuses a token after its 15 minutes', async () => {
    const user = await t.createUser();
    const loginToken = await t.app.authService.issueLoginToken(user.id);
    t.clock.advance(15 * minuteMs + 1000);
    const answer = await t.post('/api/auth/verify-login-token', { loginToken });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('invalidLoginToken');
  });

  it('refuses a token that was never issued', async () => {
    const answer = await t.post('/api/auth/verify-login-token', { loginToken: 'made-up-token' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('invalidLoginToken');
  });
});

describe('sessions', () => {
  it('sign-out revokes the token used, not the other sessions of the user', async () => {
    const user = await t.createUser();
    const first = await t.signIn(user.email, user.password);
    const second = await t.signIn(user.email, user.password);

    expect((await t.post('/api/auth/bayuser/logout', undefined, { token: first })).status).toBe(200);

    const revoked = await t.get('/api/auth/me', { token: first });
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('sessionExpired');
    expect((await t.get('/api/auth/me', { token: second })).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const answer = await t.get('/api/auth/me', { token: 'x'.repeat(43) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('sessionExpired');
  });

  it('ends a session after 30 days', async () => {
    const { token } = await t.signedInUser();
    t.clock.advance(29 * dayMs);
    expect((await t.get('/api/auth/me', { token })).status).toBe(200);
    t.clock.advance(2 * dayMs);
    const answer = await t.get('/api/auth/me', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('sessionExpired');
  });
});

describe('heartbeat', () => {
  it('answers ok without a session, having reached the database', async () => {
    const answer = await t.get<{ status: string }>('/api/heartbeat');
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('ok');
  });
});
