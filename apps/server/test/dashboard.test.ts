import type { ChangelogEntry } from '@baylytics/contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { changelog } from '../src/db/schema/common.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('GET /api/changelog', () => {
  let token: string;

  beforeAll(async () => {
    // Nine entries, "entry 1" the newest; inserted oldest last so the order is not the insertion order.
    const now = Date.now();
    await t.db.insert(changelog).values(
      Array.from({ length: 9 }, (_, i) => ({
        color: 'text-info',
        header: `Eintrag ${i + 1}`,
        headerEn: `entry ${i + 1}`,
        content: 'Inhalt',
        contentEn: 'content',
        createdDate: new Date(now - (i + 1) * dayMs),
      })).reverse(),
    );
    ({ token } = await t.signedInUser());
  });

  it('answers the first page newest first, with the total of all entries', async () => {
    const answer = await t.get<ChangelogEntry[]>('/api/changelog?pageSize=7', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(9);
    expect(answer.body.data.map((e) => e.headerEn)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `entry ${n}`));
  });

  it('answers the rest on page 2', async () => {
    const answer = await t.get<ChangelogEntry[]>('/api/changelog?pageSize=7&pageIndex=2', { token });
    expect(answer.body.total).toBe(9);
    expect(answer.body.data.map((e) => e.headerEn)).toEqual(['entry 8', 'entry 9']);
  });

  it('pages by 7 by default and carries both languages and an ISO date', async () => {
    const answer = await t.get<ChangelogEntry[]>('/api/changelog', { token });
    expect(answer.body.data).toHaveLength(7);
    expect(answer.body.data[0]).toMatchObject({
      header: 'Eintrag 1',
      headerEn: 'entry 1',
      color: 'text-info',
    });
    expect(new Date(answer.body.data[0]?.createdDate ?? '').toISOString()).toBe(
      answer.body.data[0]?.createdDate,
    );
  });

  it('rejects a page size of 0', async () => {
    const answer = await t.get('/api/changelog?pageSize=0', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('validationFailed');
  });

  it('needs a session', async () => {
    const answer = await t.get('/api/changelog');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('sessionExpired');
  });
});
