import { describe, expect, it } from 'vitest';
import { minuteMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const newPassword = 'Neues-Passw0rt!';

const forgot = (email: string) => t.post('/api/auth/forgot-password', { email });
const confirmForgot = (email: string, otp: string, password = newPassword) =>
  t.request('PUT', '/api/auth/confirm-forgot-password', { body: { email, password, otp } });
const login = (email: string, password: string) => t.post<string>('/api/auth/bayuser', { email, password });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('forgotten password', () => {
  it('answers alike for known and unknown addresses, and mails a code only to the known one', async () => {
    const user = await t.createUser({ language: 'en' });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-at-all@test.baylytics.de');
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = t.lastMail(user.email, 'forgotPasswordOtp');
    expect(mail.data.otp).toMatch(/^\d{6}$/);
    expect(mail.data.minutes).toBe(10);
    expect(mail.language).toBe('en');
    expect(t.mails.some((m) => m.to === 'nobody-at-all@test.baylytics.de')).toBe(false);
  });

  it('sets the new password with the code, once, and ends every session', async () => {
    const user = await t.signedInUser();
    await forgot(user.email);
    const otp = String(t.lastMail(user.email, 'forgotPasswordOtp').data.otp);
    expect((await confirmForgot(user.email, otp)).status).toBe(200);
    expect((await t.get('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, newPassword)).status).toBe(200);
    const reused = await confirmForgot(user.email, otp, 'Noch-ein-Passw0rt');
    expect(reused.body.message).toBe('invalidOrExpiredOtp');
  });

  it('refuses a code after 10 minutes', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    const otp = String(t.lastMail(user.email, 'forgotPasswordOtp').data.otp);
    t.clock.advance(10 * minuteMs + 1_000);
    expect((await confirmForgot(user.email, otp)).body.message).toBe('invalidOrExpiredOtp');
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('stops guessing at five tries: then even the right code is refused', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    const otp = String(t.lastMail(user.email, 'forgotPasswordOtp').data.otp);
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await confirmForgot(user.email, wrongCode(otp))).body.message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('invalidOrExpiredOtp'));
    expect(answers[4]).toBe('tooManyOtpAttempts');
    const right = await confirmForgot(user.email, otp);
    expect(right.status).toBe(429);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('sends at most five codes an hour to one account', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 7; i += 1) await forgot(user.email);
    expect(t.mails.filter((m) => m.to === user.email && m.kind === 'forgotPasswordOtp')).toHaveLength(5);
  });

  it('makes an older code useless once a newer one is sent', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    const first = String(t.lastMail(user.email, 'forgotPasswordOtp').data.otp);
    await forgot(user.email);
    const second = String(t.lastMail(user.email, 'forgotPasswordOtp').data.otp);
    if (first !== second)
      expect((await confirmForgot(user.email, first)).body.message).toBe('invalidOrExpiredOtp');
    expect((await confirmForgot(user.email, second)).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const user = await t.signedInUser();
    const answer = await t.request('PATCH', '/api/bayuser/change-password', {
      token: user.token,
      body: { oldPassword: 'not-mine', newPassword },
    });
    expect(answer.body.message).toBe('wrongPassword');
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('changes it and signs the account out everywhere', async () => {
    const user = await t.signedInUser();
    const otherSession = await t.signIn(user.email, user.password);
    const answer = await t.request('PATCH', '/api/bayuser/change-password', {
      token: user.token,
      body: { oldPassword: user.password, newPassword },
    });
    expect(answer.status).toBe(200);
    expect((await t.get('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await t.get('/api/auth/me', { token: otherSession })).status).toBe(401);
    expect((await login(user.email, newPassword)).status).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  async function startChange() {
    const user = await t.signedInUser();
    const step1 = await t.post(
      '/api/bayuser/verify-email-owner',
      { password: user.password },
      { token: user.token },
    );
    expect(step1.status).toBe(200);
    const currentCode = String(t.lastMail(user.email, 'changeEmailOtpCurrent').data.otp);
    return { user, currentCode };
  }

  it('moves the account to the new address in three proven steps and tells the old address', async () => {
    const { user, currentCode } = await startChange();
    const newEmail = `moved-${Date.now()}@test.baylytics.de`;
    const step2 = await t.post(
      '/api/bayuser/request-to-change-email',
      { email: newEmail, otp: currentCode },
      { token: user.token },
    );
    expect(step2.status).toBe(200);
    const newCode = String(t.lastMail(newEmail, 'changeEmailOtpNew').data.otp);
    const step3 = await t.request<{ email: string }>('PUT', '/api/bayuser/confirm-to-change-email', {
      token: user.token,
      body: { otp: newCode },
    });
    expect(step3.body.data.email).toBe(newEmail);
    expect(t.lastMail(user.email, 'emailChangedNotice').data.newEmail).toBe(newEmail);
    expect((await login(newEmail, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
  });

  it('refuses a wrong password at step 1 and a wrong code at step 2', async () => {
    const user = await t.signedInUser();
    const wrong = await t.post(
      '/api/bayuser/verify-email-owner',
      { password: 'nope' },
      { token: user.token },
    );
    expect(wrong.body.message).toBe('wrongPassword');
    const { user: other, currentCode } = await startChange();
    const badCode = await t.post(
      '/api/bayuser/request-to-change-email',
      { email: `x-${Date.now()}@test.baylytics.de`, otp: wrongCode(currentCode) },
      { token: other.token },
    );
    expect(badCode.body.message).toBe('invalidOrExpiredOtp');
  });

  it('refuses an address another account has', async () => {
    const taken = await t.createUser();
    const { user, currentCode } = await startChange();
    const answer = await t.post(
      '/api/bayuser/request-to-change-email',
      { email: taken.email, otp: currentCode },
      { token: user.token },
    );
    expect(answer.body.message).toBe('emailAlreadyRegistered');
  });

  it("does not accept another user's code", async () => {
    const { currentCode } = await startChange();
    const { user: other } = await startChange();
    const answer = await t.post(
      '/api/bayuser/request-to-change-email',
      { email: `y-${Date.now()}@test.baylytics.de`, otp: currentCode },
      { token: other.token },
    );
    expect(answer.body.message).toBe('invalidOrExpiredOtp');
  });
});

describe('own sign-in history', () => {
  it('lists only the caller’s sign-ins, newest first, paged', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await t.signIn(other.email, other.password);
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push(await t.signIn(user.email, user.password));
    const page = await t.get<{ createdTime: string; method: string }[]>(
      '/api/bayuser/logined-logs?pageSize=2',
      {
        token: tokens[2],
      },
    );
    expect(page.body.total).toBe(3);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data.every((row) => row.method === 'password')).toBe(true);
    const [newest, older] = page.body.data;
    expect(Date.parse(newest?.createdTime ?? '')).toBeGreaterThanOrEqual(
      Date.parse(older?.createdTime ?? ''),
    );
  });
});
