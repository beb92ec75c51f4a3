import { type CrawlDeps, crawlKeyword } from './crawl-keyword.ts';
import { createGrowthRepository } from './growth-repository.ts';

/** Searches that run at once (as the history backfill runs them). */
const parallelSearches = 4;
/** Searches waiting before discovery waits for them: its suggestions stay ahead, its memory stays small. */
const mostWaiting = 200;

/**
 * The searches of keywords discovery adds, each as its daily search of today (the slot is claimed first, so the
 * scheduler does not search it again today): they run in the background while discovery asks the search box
 * for more, so the searches' CPU and the suggestion client's throttle overlap instead of taking turns.
 */
export function createTodaySearches(deps: CrawlDeps, dailySlot: Date) {
  const growth = createGrowthRepository(deps.db);
  const slotAt = dailySlot.toISOString();
  const waiting: number[] = [];
  const workers = new Set<Promise<void>>();
  let active = 0;
  let failure: { error: unknown } | null = null;

  const work = async () => {
    try {
      for (let keywordId = waiting.shift(); keywordId !== undefined; keywordId = waiting.shift()) {
        if (failure) return;
        await crawlKeyword(deps, { keywordId, slotAt });
      }
    } finally {
      // Counted down as the worker finds nothing left, before a search queued next could be missed.
      active -= 1;
    }
  };
  const spawn = () => {
    active += 1;
    const worker: Promise<void> = work()
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => workers.delete(worker));
    workers.add(worker);
  };

  return {
    /** Claims today's slot of each new keyword and queues the search of those still free. */
    async add(keywordIds: number[]): Promise<void> {
      if (failure) throw failure.error;
      if (keywordIds.length === 0) return;
      waiting.push(...(await growth.claimDailySlots(keywordIds, dailySlot)));
      while (active < parallelSearches && waiting.length > 0) spawn();
      while (waiting.length > mostWaiting && workers.size > 0) await Promise.race(workers);
    },
    /** Waits for every queued search; answers the first failure, if a search failed. */
    async finish(): Promise<{ error: unknown } | null> {
      while (workers.size > 0) await Promise.all([...workers]);
      return failure;
    },
  };
}
