import type { Marketplace } from '../app/marketplace.ts';
import { startBackfill } from '../features/crawler/backfill.ts';
import { createEngineRunRepository } from '../features/crawler/engine-run-repository.ts';
import { discoverKeywords } from '../features/crawler/keyword-discovery.ts';
import { createKeywordRepository } from '../features/crawler/keyword-repository.ts';
import { startVariantHistory } from '../features/research/variants/variant-history.ts';
import type { EngineDeps } from '../kernel/engine-deps.ts';
import { seedDemoAlertRules } from './demo-alerts.ts';
import { connectDemoSellers, seedSellerPhrases, trackDemoKeywords } from './demo-connections.ts';
import { queueDemoDiscovery } from './demo-discovery.ts';

/**
 * Keywords the demo's keyword database starts with, sized so the 60-day backfill fits 5 minutes on 2 cores:
 * measured ~20 searches/s in-process against the stand-in, so 60 × 100 = 6,000 searches ≈ 5 minutes.
 */
export const demoKeywordCount = 100;
/** Of them search phrases that fit each demo seller's items (its titles' words typed into the search box). */
const demoPhrasesPerSeller = 10;
const demoRunName = 'demo-market';
/** Keywords whose first results give the listings the variant tool observes from the demo's first start. */
const demoVariantKeywords = 60;

export interface DemoMarketOptions {
  /** The app's eBay client and cipher, and the eBay stand-in: the demo accounts connect through them. */
  ebay: Marketplace;
  /** Past days the history backfill covers (DEMO_HISTORY_DAYS). */
  historyDays: number;
  /** Keywords discovery grows the database to in the background afterwards (DEMO_KEYWORDS; 0: none). */
  keywords?: number;
}

/**
 * The demo market's first start (the `engine_runs` row 'demo-market' marks it done): grow the keyword
 * database from the stand-in's suggestions and titles; connect the demo accounts with a ranking plan to
 * their stand-in sellers and queue their listing imports; track keywords on their items; then backfill the
 * history through the crawler, which so covers the tracked keywords too, and the variant tool's sales history
 * of the listings with variations those keywords find; last, queue the keyword discovery that grows the
 * database to `keywords` in the background from the words of the demo sellers' titles. Runs as a job, so the product is
 * usable meanwhile. Every step is idempotent, so a start interrupted half-way finishes on the next one, and a
 * start that gave up (marked failed, see `markDemoMarketFailed`) is taken up again by the next.
 */
export async function seedDemoMarket(deps: EngineDeps, options: DemoMarketOptions): Promise<void> {
  const runs = createEngineRunRepository(deps.db);
  await runs.startOnce({ name: demoRunName, total: demoKeywordCount, startedAt: deps.clock() });
  await runs.resumeFailed(demoRunName, deps.clock());
  if ((await runs.status(demoRunName)) === 'done') return;

  const connection = { engine: deps, ebay: options.ebay };
  const sellers = await connectDemoSellers(connection);
  const phrases = await seedSellerPhrases(connection, sellers, demoPhrasesPerSeller);
  const held = await createKeywordRepository(deps.db).countOnSite(77);
  const missing = demoKeywordCount - held;
  const { added } =
    missing > 0 ? await discoverKeywords(deps, { siteId: 77, seeds: 12, maxNew: missing }) : { added: 0 };
  deps.log(`demo market: ${phrases} keywords from the demo sellers' titles, ${added} discovered`);
  await trackDemoKeywords(connection, sellers);

  deps.log(`demo market: starting the ${options.historyDays}-day history backfill`);
  await startBackfill(deps, options.historyDays);
  // After the backfill is under way, so no search of now is evaluated for them before it has filled the day before.
  const rules = await seedDemoAlertRules(
    deps.db,
    sellers.map((seller) => seller.userId),
    deps.clock,
  );
  deps.log(`demo market: ${rules} alert rules for the demo users`);
  const keywords = await createKeywordRepository(deps.db).topKeywords(77, demoVariantKeywords);
  await startVariantHistory(deps, { keywords, siteId: 77, days: options.historyDays });
  await queueDemoDiscovery(connection, sellers, options.keywords ?? 0);
  await runs.finish(demoRunName, held + added, deps.clock());
}

/**
 * The first start gave up after its last attempt: the run is marked failed with its reason, which the log, the
 * first-start check and the next start read (the next start tries again).
 */
export async function markDemoMarketFailed(deps: EngineDeps, reason: string): Promise<void> {
  await createEngineRunRepository(deps.db).fail(demoRunName, reason, deps.clock());
  deps.log(`demo market: first start failed: ${reason}`);
}
