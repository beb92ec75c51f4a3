import { eq } from 'drizzle-orm';
import { engineRuns } from '../db/schema.ts';
import { startBackfill } from '../features/crawler/backfill.ts';
import { discoverKeywords } from '../features/crawler/keyword-discovery.ts';
import type { EngineDeps } from '../jobs/engine-deps.ts';

/**
 * Keywords the demo's keyword database starts with, sized so the 60-day backfill fits 5 minutes on 2 cores:
 * measured ~20 searches/s in-process against the stand-in, so 60 × 100 = 6,000 searches ≈ 5 minutes.
 */
export const demoKeywordCount = 100;

/**
 * The demo market's first start, once (the `engine_runs` row 'demo-market' marks it): grow the keyword
 * database from the stand-in's suggestions and titles, then backfill 60 days of history through the crawler.
 * Runs as a job, so the product is usable meanwhile.
 */
export async function seedDemoMarket(deps: EngineDeps): Promise<void> {
  const claimed = await deps.db
    .insert(engineRuns)
    .values({ name: 'demo-market', status: 'running', total: demoKeywordCount, startedAt: deps.clock() })
    .onConflictDoNothing()
    .returning({ name: engineRuns.name });
  if (claimed.length === 0) return;
  const { added } = await discoverKeywords(deps, { siteId: 77, seeds: 12, maxNew: demoKeywordCount });
  deps.log(`demo market: ${added} keywords discovered; starting the 60-day history backfill`);
  await startBackfill(deps);
  await deps.db
    .update(engineRuns)
    .set({ status: 'done', done: added, finishedAt: deps.clock() })
    .where(eq(engineRuns.name, 'demo-market'));
}
