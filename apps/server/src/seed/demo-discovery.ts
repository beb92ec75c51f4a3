import { discoverKeywordsJob, discoveryJobSpec } from '../features/crawler/discover-keywords-job.ts';
import { createGrowthRepository } from '../features/crawler/growth-repository.ts';
import { wordsOf } from '../features/crawler/title-phrases.ts';
import { type DemoConnectionDeps, type DemoSeller, firstPageOf } from './demo-connections.ts';

/** The demo keyword database is German (site 77, where the demo sellers list). */
const demoSiteId = 77;

/**
 * Queues the keyword discovery that grows the demo's keyword database to `target` keywords in the background:
 * it starts from every word of the demo sellers' titles (so Keyword Pro finds keywords for each of them) and
 * goes on breadth first from what the search box suggests, batch by batch in a queue of its own at low
 * priority, so the first start's other jobs are picked first. Nothing is queued when the database holds `target` keywords already.
 */
export async function queueDemoDiscovery(
  deps: DemoConnectionDeps,
  sellers: readonly DemoSeller[],
  target: number,
): Promise<void> {
  const { db, jobs, log } = deps.engine;
  const missing = target - (await createGrowthRepository(db).countOnSite(demoSiteId));
  if (missing <= 0) return;
  const words = new Set<string>();
  for (const seller of sellers)
    for (const { title } of await firstPageOf(deps, seller))
      for (const word of wordsOf(title)) if (word.length > 2 && /\p{L}/u.test(word)) words.add(word);
  await jobs.add(
    discoverKeywordsJob,
    { siteId: demoSiteId, newKeywords: missing, seedWords: [...words].sort() },
    { ...discoveryJobSpec(demoSiteId), jobKey: 'demo-keyword-discovery' },
  );
  log(`demo market: keyword discovery queued for ${missing} more keywords from ${words.size} title words`);
}
