import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshListingScores } from '../src/features/crawler/derive-day.ts';
import { createAccountCheckRepository } from '../src/features/ranking/account-check/repository.ts';
import { createListingRepository } from '../src/features/ranking/listing-repository.ts';
import { trackKeywords } from '../src/features/ranking/tracked-keywords.ts';
import { caller, insertAccount, list, today, useAccountCheckData } from './support/account-check-data.ts';

// Every writer of what the account check shows raises the user's number in `account_check_versions`. Writers of
// one user at the same moment (the import storing a page and its reviews, a keyword tracked, the daily derivation,
// the user's own edits, of one listing or of every match of a search) must all succeed, none ended by PostgreSQL as a deadlock (40P01), and a page read while
// they ran shows all of their writes afterwards.
const t = useAccountCheckData();

const rounds = 20;
const items = Array.from({ length: 30 }, (_, index) => 5001 + index);

interface Failure {
  writer: string;
  code: string | undefined;
  message: string;
}

/** The PostgreSQL error code of a failed write, also when it is the cause of a wrapped error. */
function codeOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

describe('writers of one user at the same time', () => {
  it('all succeed without a deadlock, and the page read meanwhile shows every write afterwards', async () => {
    const seller = await caller(['EbayRankingGold']);
    const accountId = await insertAccount(seller.id, 'seller-c');
    const { rows: runs } = await t.db.execute<{ id: number }>(
      sql`insert into listing_imports (account_id, status) values (${accountId}, 'running') returning id`,
    );
    const run = { importId: runs[0]?.id ?? 0, accountId };
    const listings = createListingRepository(t.db);
    // The statement the star colour's route runs (its error code shows here; the route answers 500).
    const colours = createAccountCheckRepository(t.db);
    const failures: Failure[] = [];
    const attempt = async (writer: string, write: () => Promise<unknown>) => {
      try {
        await write();
      } catch (error) {
        failures.push({ writer, code: codeOf(error), message: String(error) });
      }
    };
    const pageQuery = 'pageSize=200&orderBy=itemNumber&direction=asc';
    const pageOf = (round: number) =>
      items.map((item) => ({
        accountId,
        itemNumber: item,
        siteId: 77,
        title: `Artikel ${item} Runde ${round}`,
        lastImportId: run.importId,
        updatedAt: new Date(),
      }));
    await listings.storePage(run, 1, pageOf(0), items.length);
    expect((await list(pageQuery, seller)).body.total).toBe(items.length);

    for (let round = 1; round <= rounds; round++) {
      // The day's scores the derivation copies onto the listings this round.
      await t.db.execute(sql`
        insert into item_daily_scores (item_number, day, bay_score, organic_bay_score, promoted_bay_score, position_score)
        select item, ${today}::date, ${round} + item % 7, ${round}, null, ${round}
        from unnest(${`{${items.join(',')}}`}::bigint[]) as item
        on conflict (item_number, day) do update set bay_score = excluded.bay_score,
          organic_bay_score = excluded.organic_bay_score, position_score = excluded.position_score`);
      const tracked = items[round % items.length] ?? 0;
      const edited = items[(round * 7) % items.length] ?? 0;
      await Promise.all([
        attempt('import page', () => listings.storePage(run, round + 1, pageOf(round), items.length)),
        attempt('import reviews', () =>
          listings.saveReviews(
            accountId,
            items.map((item) => ({
              itemNumber: item,
              averageReview: 4.5,
              totalReviews: round,
              reviewSummary: null,
            })),
          ),
        ),
        attempt('keyword tracked', () =>
          trackKeywords(t.db, { id: seller.id, roles: ['EbayRankingGold'] }, tracked, 77, [
            `werkzeug ${round}`,
          ]),
        ),
        attempt('derivation', () => refreshListingScores(t.db, today)),
        attempt('star colour', () => colours.setItemStarColor([accountId], edited, (round % 4) + 1)),
        attempt('optimized on every match', () =>
          colours.setOptimizedWhere([accountId], {}, round % 2 === 0),
        ),
        attempt('page read', async () => {
          const answer = await list(pageQuery, seller);
          if (answer.status !== 200) throw new Error(`page read: ${answer.status}`);
        }),
      ]);
    }

    expect(failures).toEqual([]);
    const page = await list(pageQuery, seller);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(items.length);
    const tracked = new Set(Array.from({ length: rounds }, (_, index) => items[(index + 1) % items.length]));
    expect(
      page.body.data.map((row) => [
        row.itemNumber,
        row.title,
        row.totalReviews,
        row.todayBayScore,
        row.existInTracking,
      ]),
    ).toEqual(
      items.map((item) => [
        item,
        `Artikel ${item} Runde ${rounds}`,
        rounds,
        rounds + (item % 7),
        tracked.has(item),
      ]),
    );
    // Each round set one item's colour; the last round that set an item's colour decides it.
    const lastColour = new Map<number, number>();
    for (let round = 1; round <= rounds; round++)
      lastColour.set(items[(round * 7) % items.length] ?? 0, (round % 4) + 1);
    expect(page.body.data.map((row) => [row.itemNumber, row.starColor])).toEqual(
      items.map((item) => [item, lastColour.get(item) ?? 0]),
    );
    // The last round marked every listing of the search (all of them) as optimized or not.
    expect(new Set(page.body.data.map((row) => row.isOptimized))).toEqual(new Set([rounds % 2 === 0]));
    // A deadlock is found after PostgreSQL's deadlock_timeout (1 s): rounds that deadlock take that long.
  }, 180_000);
});
