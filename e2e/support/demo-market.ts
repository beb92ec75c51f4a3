import { expect } from '@playwright/test';
import pg from 'pg';
import { e2eDatabasePort } from './e2e-env.ts';

/** Runs one query against the browser tests' database. */
export async function queryDatabase<Row extends object>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client(`postgres://postgres:baylytics-local@127.0.0.1:${e2eDatabasePort}/postgres`);
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * An item the demo market's searches showed yesterday on eBay Germany, as high as any, that is still live: one
 * a demo account tracks (the demo sellers' listings run until cancelled; another seller's auction or 30-day
 * listing found yesterday may have ended). The backfill crawls the past days at start; it may still be
 * running, so this waits for it.
 */
export async function itemFoundYesterday(): Promise<{ itemNumber: string; keyword: string }> {
  let found: { item: string; keyword: string } | undefined;
  await expect
    .poll(
      async () => {
        [found] = await queryDatabase<{ item: string; keyword: string }>(
          `select x.item::text as item, k.keyword
           from search_snapshots s join keywords k on k.id = s.keyword_id
           cross join lateral unnest(s.item_numbers) with ordinality as x(item, place)
           where s.crawled_at >= current_date - 1 and s.crawled_at < current_date and k.site_id = 77
             and x.item in (select item_number from tracked_keywords)
           order by x.place, k.keyword limit 1`,
        );
        return found !== undefined;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  return { itemNumber: found?.item ?? '', keyword: found?.keyword ?? '' };
}
