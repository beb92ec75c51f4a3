import { createHash } from 'node:crypto';
import { type ApiToken, apiTokenLimit, apiTokenPrefix } from '@baylytics/contract/api-tokens';
import type { RankedItemGroup } from '@baylytics/contract/my-ranking';
import { organicSearchLimit } from '@baylytics/contract/search-organic';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { trackedKeywords } from '../src/db/schema/ranking.ts';
import { apiTokens } from '../src/db/schema/users-and-auth.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const tokensUrl = '/api/bayuser/api-tokens';
type Created = ApiToken & { secret: string };

let keyword = '';
let liveItems: number[] = [];
const live = (index: number) => liveItems[index] ?? 0;

beforeAll(async () => {
  [keyword = ''] = await t.ebay.client.autocomplete(77, 'k');
  if (!keyword) throw new Error('the demo market suggests nothing for k');
  const found = await t.ebay.client.searchItems({ siteId: 77, q: keyword, limit: 20 });
  liveItems = [...new Set(found.items.map((item) => Number(item.legacyItemId)))].sort((a, b) => a - b);
  expect(liveItems.length).toBeGreaterThan(2);
});

async function createToken(
  session: string,
  scope: 'read' | 'readWrite' = 'read',
  expiresInDays = 30,
): Promise<Created> {
  const answer = await t.post<Created>(
    tokensUrl,
    { name: `Export ${scope}`, scope, expiresInDays },
    {
      token: session,
    },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const track = (token: string, itemNumber: number, keywords: string[]) =>
  t.post<{ added: number }>(
    '/api/ebayranking/add-keywords',
    { itemNumber, countryId: 1, keywords },
    { token },
  );
const trackedCount = async (userId: number) =>
  (await t.db.select().from(trackedKeywords).where(eq(trackedKeywords.userId, userId))).length;

describe('personal API tokens', () => {
  it('shows the secret once, stores only its hash, and reads the owner’s data as the browser does', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    expect((await track(owner.token, live(0), ['api mine'])).status).toBe(200);

    const created = await createToken(owner.token);
    expect(created.secret.startsWith(apiTokenPrefix)).toBe(true);
    expect(created.secret.length).toBeGreaterThan(40);
    expect(created.hint).toBe(`${created.secret.slice(0, apiTokenPrefix.length + 4)}…`);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const listed = await t.get<ApiToken[]>(tokensUrl, { token: owner.token });
    expect(listed.body.data).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
    expect(listed.body.data[0]).toMatchObject({ name: 'Export read', scope: 'read', lastUsedAt: null });

    const byToken = await t.get<RankedItemGroup[]>('/api/ebayranking', { token: created.secret });
    const bySession = await t.get<RankedItemGroup[]>('/api/ebayranking', { token: owner.token });
    expect(byToken.status).toBe(200);
    expect(byToken.body).toEqual(bySession.body);
    expect(byToken.body.total).toBe(1);
  });

  it('records the last use at most once a minute', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const created = await createToken(owner.token);
    const lastUsed = async () =>
      (await t.get<ApiToken[]>(tokensUrl, { token: owner.token })).body.data[0]?.lastUsedAt ?? null;

    await t.get('/api/ebayranking', { token: created.secret });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    t.clock.advance(30_000);
    await t.get('/api/ebayranking', { token: created.secret });
    expect(await lastUsed()).toBe(first);
    t.clock.advance(31_000);
    await t.get('/api/ebayranking', { token: created.secret });
    expect(Date.parse((await lastUsed()) ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
  });

  it('lets a read-only token read but change nothing, and a read-write token change what the contract opens', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const readOnly = await createToken(owner.token, 'read');
    const readWrite = await createToken(owner.token, 'readWrite');

    const refused = await track(readOnly.secret, live(1), ['api scope']);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('apiTokenReadOnly');
    expect(await trackedCount(owner.id)).toBe(0);

    const added = await track(readWrite.secret, live(1), ['api scope']);
    expect(added.status).toBe(200);
    expect(added.body.data.added).toBe(1);
    expect(await trackedCount(owner.id)).toBe(1);
  });

  it('refuses an expired token with 401 apiTokenExpired', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const created = await createToken(owner.token, 'read', 7);
    expect((await t.get('/api/ebayranking', { token: created.secret })).status).toBe(200);
    t.clock.advance(7 * dayMs + 1000);
    const answer = await t.get('/api/ebayranking', { token: created.secret });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('apiTokenExpired');
  });

  it('refuses a revoked token at once; another user cannot revoke it', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const other = await t.signedInUser({ plan: 'Gold' });
    const created = await createToken(owner.token);

    const foreign = await t.request('DELETE', `${tokensUrl}/${created.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect((await t.get('/api/ebayranking', { token: created.secret })).status).toBe(200);

    expect((await t.request('DELETE', `${tokensUrl}/${created.id}`, { token: owner.token })).status).toBe(
      200,
    );
    const answer = await t.get('/api/ebayranking', { token: created.secret });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('apiTokenRevoked');
    const listed = await t.get<ApiToken[]>(tokensUrl, { token: owner.token });
    expect(listed.body.data[0]?.revokedAt).not.toBeNull();

    const unknown = await t.get('/api/ebayranking', { token: `${apiTokenPrefix}made-up-secret` });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('apiTokenUnknown');
  });

  it("refuses another user's data and changes none of it", async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const other = await t.signedInUser({ plan: 'Gold' });
    await track(other.token, live(2), ['api theirs']);
    const [theirs] = await t.db.select().from(trackedKeywords).where(eq(trackedKeywords.userId, other.id));
    const token = (await createToken(owner.token, 'readWrite')).secret;

    const deleted = await t.request('DELETE', `/api/ebayranking/keyword/${theirs?.id}`, { token });
    expect(deleted.status).toBe(404);
    const premium = await t.request('PUT', '/api/ebayranking/update-premium-keywords', {
      token,
      body: { keyword: theirs?.id, isPremium: true },
    });
    expect(premium.status).toBe(404);
    expect((await t.get(`/api/ebayranking/${theirs?.id}/single-chart`, { token })).status).toBe(404);
    expect((await t.get<unknown[]>('/api/ebayranking', { token })).body.total).toBe(0);
    const [unchanged] = await t.db
      .select()
      .from(trackedKeywords)
      .where(eq(trackedKeywords.id, theirs?.id ?? 0));
    expect(unchanged).toMatchObject({ userId: other.id, isPremium: false });
  });

  it('shares the rate limit of the owner’s browser', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const token = (await createToken(owner.token)).secret;
    const search = (caller: string) =>
      t.get(
        `/api/ebayranking/search-organic?countryId=1&keyword=${encodeURIComponent(keyword)}&itemNumber=${live(0)}`,
        { token: caller },
      );
    const half = organicSearchLimit.searches / 2;
    for (let i = 0; i < half; i++) expect((await search(owner.token)).status).toBe(200);
    for (let i = 0; i < organicSearchLimit.searches - half; i++)
      expect((await search(token)).status).toBe(200);
    const limited = await search(token);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('tooManyLiveSearches');
    expect((await search(owner.token)).status).toBe(429);
  });

  it('cannot manage tokens, change the password or e-mail, pay, or delete the account', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const created = await createToken(owner.token, 'readWrite');
    const token = created.secret;
    const attempts = [
      await t.get(tokensUrl, { token }),
      await t.post(tokensUrl, { name: 'More', scope: 'readWrite', expiresInDays: 365 }, { token }),
      await t.request('DELETE', `${tokensUrl}/${created.id}`, { token }),
      await t.request('PATCH', '/api/bayuser/change-password', {
        token,
        body: { oldPassword: owner.password, newPassword: 'N3w-Passw0rd!' },
      }),
      await t.post('/api/bayuser/verify-email-owner', { password: owner.password }, { token }),
      await t.post(
        '/api/bayuser/request-to-change-email',
        { email: 'new@test.baylytics.de', otp: '123456' },
        {
          token,
        },
      ),
      await t.post('/api/paypal', { planId: 1 }, { token }),
      await t.request('PUT', '/api/bayuser/cancel-agreement/1', {
        token,
        body: { reason: 'other', text: 'x' },
      }),
      await t.post('/api/bayuser/delete-account', { password: owner.password }, { token }),
      await t.post('/api/auth/bayuser/logout', {}, { token }),
    ];
    expect(attempts.map((a) => `${a.status} ${a.body.message}`)).toEqual(
      attempts.map(() => '403 notOpenToApiTokens'),
    );
    expect(await t.signIn(owner.email, owner.password)).toBeTruthy();
    expect((await t.get(tokensUrl, { token: owner.token })).body.data).toHaveLength(1);
  });

  it('refuses bad input and more than the limit with a translated error, creating nothing', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const bad = [
      { name: '', scope: 'read', expiresInDays: 30 },
      { name: 'x', scope: 'admin', expiresInDays: 30 },
      { name: 'x', scope: 'read', expiresInDays: 5 },
      { name: 'x'.repeat(81), scope: 'read', expiresInDays: 30 },
    ];
    for (const body of bad) {
      const answer = await t.post(tokensUrl, body, { token: owner.token });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('validationFailed');
    }
    for (let i = 0; i < apiTokenLimit; i++) await createToken(owner.token);
    const over = await t.post(
      tokensUrl,
      { name: 'One more', scope: 'read', expiresInDays: 30 },
      {
        token: owner.token,
      },
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('apiTokenLimitReached');
    const rows = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.id));
    expect(rows).toHaveLength(apiTokenLimit);
  });

  it('goes with the account, and the data download lists the tokens without their hashes', async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const created = await createToken(owner.token);
    const download = await t.app.inject({
      url: '/api/bayuser/my-data',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.statusCode).toBe(200);
    const listed = JSON.parse(
      strFromU8(unzipSync(download.rawPayload)['api-tokens.json'] ?? new Uint8Array()),
    );
    expect(listed).toEqual([expect.objectContaining({ id: created.id, name: 'Export read', scope: 'read' })]);
    expect(listed[0]).not.toHaveProperty('token_hash');

    const deleted = await t.post(
      '/api/bayuser/delete-account',
      { password: owner.password },
      { token: owner.token },
    );
    expect(deleted.status).toBe(200);
    const left = await t.db.execute(
      sql`select count(*)::int as n from api_tokens where user_id = ${owner.id}`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
    const answer = await t.get('/api/ebayranking', { token: created.secret });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('apiTokenUnknown');
  });
});
