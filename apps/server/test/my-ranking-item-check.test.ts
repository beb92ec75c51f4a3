import type { Limitation } from '@baylytics/contract/my-ranking';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackedKeywords } from '../src/db/schema/ranking.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const auth = (token: string) => ({ token });

describe('My Ranking checks the item number before it stores anything', () => {
  it('refuses an item number that is not a live eBay listing, stores nothing and uses no keyword slot', async () => {
    const bronze = await t.signedInUser({ plan: 'Bronze' });
    const typo = await t.post(
      '/api/ebayranking/add-keywords',
      { itemNumber: 12345, countryId: 1, keywords: ['x'] },
      auth(bronze.token),
    );
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe('validationFailed');
    const unknown = await t.post(
      '/api/ebayranking/add-keywords',
      { itemNumber: 999_999_999_998, countryId: 1, keywords: ['x', 'y'] },
      auth(bronze.token),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('itemNotFoundOnEbay');
    const stored = await t.db
      .select()
      .from(trackedKeywords)
      .where(sql`${trackedKeywords.userId} = ${bronze.id}`);
    expect(stored).toEqual([]);
    const usage = await t.get<Limitation>(
      '/api/ebayranking/keyword-and-premium-limitation',
      auth(bronze.token),
    );
    expect(usage.body.data.totalKeywords).toBe(0);
  });
});
