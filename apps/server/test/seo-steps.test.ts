import type { SeoStep } from '@baylytics/contract/seo-steps';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/features/crawler/days.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

let owner: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  owner = await t.signedInUser({ grantedRoles: ['EbayRankingBronze'] });
  other = await t.signedInUser({ grantedRoles: ['EbayRankingGold'] });
  // The owner imported item 1001 and tracks a keyword for 3003 (someone else's listing); 2002 is the other's.
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into ranking_accounts (user_id, seller_name) values (${owner.id}, 'steps-a'), (${other.id}, 'steps-b') returning id`,
  );
  const [accountA, accountB] = rows.map((row) => row.id);
  await t.db.execute(sql`
    insert into listings (account_id, item_number, site_id, title)
    values (${accountA}, 1001, 77, 'Eigenes Angebot'), (${accountB}, 2002, 77, 'Fremdes Angebot')`);
  const keyword = await t.db.execute<{ id: number }>(
    sql`insert into keywords (site_id, keyword, source) values (77, 'schraube', 'seed') returning id`,
  );
  await t.db.execute(sql`
    insert into tracked_keywords (user_id, item_number, site_id, keyword, keyword_id)
    values (${owner.id}, 3003, 77, 'schraube', ${keyword.rows[0]?.id})`);
});

const create = (token: string, body: Record<string, unknown>) =>
  t.post<SeoStep>('/api/seostep', body, { token });
const listOf = (token: string, itemNumber: number) =>
  t.get<SeoStep[]>(`/api/seostep?itemNumber=${itemNumber}`, { token });

describe('SEO steps', () => {
  it('adds a step to an imported item, dated today by default, and lists the newest day first', async () => {
    const first = await create(owner.token, { itemNumber: 1001, flag: 'T', description: 'Titel gekürzt' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      itemNumber: 1001,
      date: dayOf(t.clock.now()),
      flag: 'T',
      description: 'Titel gekürzt',
    });
    await create(owner.token, {
      itemNumber: 1001,
      flag: 'P',
      description: 'Preis gesenkt',
      createdDate: '2026-01-05',
    });
    const steps = (await listOf(owner.token, 1001)).body.data;
    expect(steps.map((s) => s.flag)).toEqual(['T', 'P']);
    expect(steps[1]?.date).toBe('2026-01-05');
  });

  it('adds a step to an item the caller only tracks keywords for', async () => {
    expect((await create(owner.token, { itemNumber: 3003, flag: 'B', description: 'Bilder' })).status).toBe(
      200,
    );
    expect((await listOf(owner.token, 3003)).body.data).toHaveLength(1);
  });

  it('requires flag and description', async () => {
    const answer = await create(owner.token, { itemNumber: 1001, flag: ' ', description: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('validationFailed');
  });

  it("refuses another user's items and steps with 404", async () => {
    expect((await create(owner.token, { itemNumber: 2002, flag: 'X', description: 'fremd' })).status).toBe(
      404,
    );
    expect((await listOf(other.token, 1001)).status).toBe(404);
    const [step] = (await listOf(owner.token, 1001)).body.data;
    const foreignDelete = await t.request('DELETE', `/api/seostep/${step?.id}`, { token: other.token });
    expect(foreignDelete.body).toMatchObject({ statusCode: 404, message: 'notFound' });
    expect((await listOf(owner.token, 1001)).body.data).toHaveLength(2);
  });

  it("deletes one of the caller's steps; deleting it again is notFound", async () => {
    const [step] = (await listOf(owner.token, 1001)).body.data;
    expect((await t.request('DELETE', `/api/seostep/${step?.id}`, { token: owner.token })).status).toBe(200);
    expect((await listOf(owner.token, 1001)).body.data.map((s) => s.flag)).toEqual(['P']);
    expect((await t.request('DELETE', `/api/seostep/${step?.id}`, { token: owner.token })).status).toBe(404);
  });

  it('refuses a user without a ranking plan', async () => {
    const plain = await t.signedInUser();
    expect((await listOf(plain.token, 1001)).status).toBe(403);
  });
});
