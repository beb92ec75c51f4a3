import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { seoSteps, starColorTexts, userKeywordLists } from '../src/db/schema/analytics.ts';
import { agreements, invoices } from '../src/db/schema/billing.ts';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { loginLogs, loginTokens, sessions, users } from '../src/db/schema/users-and-auth.ts';
import { hashSecretToken, newSecretToken } from '../src/features/auth/public.ts';
import { paypalFlow, waitFor } from './support/paypal-flow.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const { buyer, planOf, book, paypal, settleWebhooks } = paypalFlow(t);

async function download(token: string) {
  const response = await fetch(`${t.baseUrl}/api/bayuser/my-data`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

/** A user with something in most tables: keyword list, note, star colour text, eBay connection. */
async function userWithData(tag: string) {
  const user = await buyer();
  await t.db
    .insert(userKeywordLists)
    .values({ userId: user.id, name: `=${tag} list`, keywords: [`${tag} shoe`] });
  await t.db.insert(seoSteps).values({
    userId: user.id,
    itemNumber: 123456789012,
    day: '2026-11-01',
    flag: 'title',
    description: `+${tag} note`,
  });
  await t.db.insert(starColorTexts).values({ userId: user.id, starColor: 2, text: `@${tag} colour` });
  await t.createEbayToken(user.id, { username: `${tag}-seller` });
  return user;
}

describe('the data download', () => {
  it("holds the caller's data as JSON and CSV, no secrets and nothing of another user", async () => {
    const caller = await userWithData('mine');
    const other = await userWithData('theirs');
    const { response, bytes } = await download(caller.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="my-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = unzipSync(bytes);
    for (const name of [
      'profile',
      'address',
      'keyword-lists',
      'seo-notes',
      'star-colours',
      'ebay-connections',
    ]) {
      expect(Object.keys(files)).toEqual(expect.arrayContaining([`${name}.json`, `${name}.csv`]));
    }
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(JSON.parse(text('profile.json'))).toEqual([
      expect.objectContaining({ id: caller.id, email: caller.email }),
    ]);
    expect(JSON.parse(text('keyword-lists.json'))).toEqual([
      expect.objectContaining({ name: '=mine list', keywords: ['mine shoe'] }),
    ]);
    expect(JSON.parse(text('ebay-connections.json'))).toEqual([
      expect.objectContaining({ username: 'mine-seller' }),
    ]);
    // The CSV cells a spreadsheet would run as a formula start with a quote; fields are separated by ';'.
    expect(text('keyword-lists.csv')).toContain(";'=mine list;");
    expect(text('seo-notes.csv')).toContain("'+mine note");
    expect(text('star-colours.csv')).toContain("'@mine colour");
    // UTF-8 with the byte order mark (the decoder drops it from the text), so Excel reads the umlauts.
    expect([...(files['profile.csv'] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text('profile.csv').split('\r\n')[0]).toBe(
      'id;email;first_name;last_name;phone;avatar;status;language;referer;created_at',
    );
    const everything = Object.keys(files).map(text).join('\n');
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain('theirs');
    expect(everything).not.toContain(caller.token);
    for (const secret of [
      'password_hash',
      'token_hash',
      'access_token_sealed',
      'refresh_token_sealed',
      '$argon2',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('answers only a signed-in caller', async () => {
    const answer = await t.get('/api/bayuser/my-data');
    expect(answer.status).toBe(401);
  });
});

describe('deleting the account', () => {
  const deleteAccount = (token: string, password: string) =>
    t.post('/api/bayuser/delete-account', { password }, { token });

  it('changes nothing on a wrong password', async () => {
    const user = await userWithData('kept');
    const answer = await deleteAccount(user.token, 'not-the-password');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('wrongPassword');
    expect((await t.get('/api/auth/me', { token: user.token })).status).toBe(200);
    expect(
      await t.db.select().from(userKeywordLists).where(eq(userKeywordLists.userId, user.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id))).toHaveLength(1);
  });

  it('removes sessions, eBay grants and personal data, keeps invoices with their orders for the operator only', async () => {
    const user = await userWithData('gone');
    const other = await userWithData('stays');
    const plan = await planOf(user.token, 'Silver', 3, 'OHNE-TEST');
    const subscriptionId = await book(user.token, plan.id);
    await t.get(`/api/paypal/complete?token=${subscriptionId}`, { token: user.token });
    const issued = await waitFor(
      () => t.db.select().from(invoices).where(eq(invoices.userId, user.id)),
      (rows) => rows.length > 0,
    );
    expect(issued).toHaveLength(1);

    const answer = await deleteAccount(user.token, user.password);
    expect(answer.status).toBe(200);

    expect((await t.get('/api/auth/me', { token: user.token })).status).toBe(401);
    const signIn = await t.post('/api/auth/bayuser', { email: user.email, password: user.password });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(signIn.body.data).toBeFalsy();
    // Not even a sign-in link written for the old row opens a session.
    const loginToken = newSecretToken();
    await t.db.insert(loginTokens).values({
      userId: user.id,
      tokenHash: hashSecretToken(loginToken),
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    });
    expect((await t.post('/api/auth/verify-login-token', { loginToken })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: '', passwordHash: '' });
    expect(row?.email).toBe(`deleted-${user.id}@deleted.invalid`);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const left = await t.db.execute<{ name: string; n: number }>(sql`
      select 'sessions' as name, count(*)::int as n from sessions where user_id = ${user.id}
      union all select 'login_logs', count(*)::int from login_logs where user_id = ${user.id}
      union all select 'ebay_tokens', count(*)::int from ebay_tokens where user_id = ${user.id}
      union all select 'user_addresses', count(*)::int from user_addresses where user_id = ${user.id}
      union all select 'user_keyword_lists', count(*)::int from user_keyword_lists where user_id = ${user.id}
      union all select 'seo_steps', count(*)::int from seo_steps where user_id = ${user.id}
      union all select 'star_color_texts', count(*)::int from star_color_texts where user_id = ${user.id}
      union all select 'user_roles', count(*)::int from user_roles where user_id = ${user.id}`);
    expect(left.rows.filter((r) => r.n > 0)).toEqual([]);

    // The invoice and its order stay, the order ended; the subscription at PayPal is cancelled.
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, user.id))).toEqual(issued);
    const [order] = await t.db.select().from(agreements).where(eq(agreements.userId, user.id));
    expect(order?.status).toBe('cancelled');

    // The other user is untouched.
    expect((await t.get('/api/auth/me', { token: other.token })).status).toBe(200);
    expect(await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, other.id))).toHaveLength(1);
    expect(
      await t.db.select().from(userKeywordLists).where(eq(userKeywordLists.userId, other.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, other.id))).not.toHaveLength(0);

    // The address can register again.
    const again = await t.post('/api/bayuser', {
      email: user.email,
      password: user.password,
      firstName: 'New',
      lastName: 'Start',
      phone: '0301234',
      language: 'en',
    });
    expect(again.status).toBe(200);
  });

  it("succeeds while PayPal's notices of the cancelled subscriptions arrive, and the notices are taken too", async () => {
    // Deleting cancels the subscription at PayPal, whose notice of it arrives while the deletion still writes.
    const booked: { user: Awaited<ReturnType<typeof buyer>>; subscriptionId: string }[] = [];
    for (let n = 0; n < 6; n += 1) {
      const user = await buyer();
      const plan = await planOf(user.token, 'Silver', 3, 'OHNE-TEST');
      const subscriptionId = await book(user.token, plan.id);
      await t.get(`/api/paypal/complete?token=${subscriptionId}`, { token: user.token });
      await waitFor(
        () => t.db.select().from(invoices).where(eq(invoices.userId, user.id)),
        (rows) => rows.length > 0,
      );
      booked.push({ user, subscriptionId });
    }
    const answers = await Promise.all(booked.map(({ user }) => deleteAccount(user.token, user.password)));
    expect(answers.map((answer) => answer.status)).toEqual(booked.map(() => 200));

    for (const { user } of booked) {
      const [order] = await t.db.select().from(agreements).where(eq(agreements.userId, user.id));
      expect(order?.status).toBe('cancelled');
    }
    // Each of PayPal's notices of the cancelled subscriptions was taken (at once, or when sent again).
    const { deliveries } = await settleWebhooks();
    const { events } = (await paypal('GET', '/v1/notifications/webhooks-events')).body as {
      events: { id: string; event_type: string; resource: { id?: string } }[];
    };
    const cancelled = events
      .filter((e) => e.event_type === 'BILLING.SUBSCRIPTION.CANCELLED')
      .filter((e) => booked.some(({ subscriptionId }) => subscriptionId === e.resource.id));
    expect(cancelled).toHaveLength(booked.length);
    for (const event of cancelled) {
      expect(deliveries.some((d) => d.eventId === event.id && d.isDelivered)).toBe(true);
    }
  });

  it('answers only a signed-in caller', async () => {
    expect((await t.post('/api/bayuser/delete-account', { password: 'x' })).status).toBe(401);
  });
});

describe('the sign-in log retention', () => {
  it('deletes entries older than the configured days and keeps the newer ones', async () => {
    const { pruneLoginLogsJob } = await import('../src/features/account/prune-login-logs-job.ts');
    const user = await t.signedInUser();
    const now = t.clock.now();
    const day = 24 * 60 * 60 * 1000;
    const sessionId = '00000000-0000-4000-8000-000000000001';
    await t.db.insert(loginLogs).values([
      { userId: user.id, sessionId, method: 'password', createdTime: new Date(now.getTime() - 181 * day) },
      { userId: user.id, sessionId, method: 'password', createdTime: new Date(now.getTime() - 179 * day) },
    ]);
    const deps = { db: t.db, clock: t.clock.now, loginLogRetentionDays: 180, log: () => {} };
    await pruneLoginLogsJob.handler({}, deps as never, { attempts: 1, maxAttempts: 1 });
    const kept = await t.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(kept.map((r) => Math.round((now.getTime() - r.createdTime.getTime()) / day)).sort()).toEqual([
      0, 179,
    ]);
  });
});
