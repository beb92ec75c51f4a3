import type { Database } from '../../db/database.ts';
import { crawlKeyword } from './crawl-keyword.ts';
import { dayOf, startOfDay } from './days.ts';
import { createGrowthRepository } from './growth-repository.ts';
import type { SearchSource, SiteId, SuggestSource } from './ports.ts';

const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
/** The search box answers at most this many; a full answer means more lie behind a longer prefix. */
const fullAnswer = 10;
/** Letters typed after a keyword's space before discovery stops narrowing ('kleid s', 'kleid sc', …). */
const deepestNarrowing = 3;
/** A keyword of this many words is a whole search: discovery asks for nothing after it. */
const longestExplored = 4;
/** Searches a batch runs at once (as the history backfill does). */
const parallelSearches = 4;
/** A progress line each time the site's keyword count passes a multiple of this. */
export const progressEvery = 1_000;

export interface GrowthDeps {
  db: Database;
  search: SearchSource;
  suggest: SuggestSource;
  clock: () => Date;
  log: (message: string) => void;
}

export interface GrowthBatch {
  siteId: SiteId;
  /** Keywords of the frontier explored in this batch. */
  batchSize: number;
  /** New keywords this batch may add at most. */
  maxNew: number;
  /** Words to start from (a listing's title words): their suggestions join before the frontier is explored. */
  seedWords?: readonly string[];
}

export interface GrowthResult {
  added: number;
  explored: number;
  /** The site's keyword count after the batch. */
  held: number;
  /** Keywords not yet explored after the batch. */
  frontier: number;
}

/**
 * One batch of breadth-first discovery: the oldest keywords nobody has explored yet are typed into the
 * marketplace's search box followed by a space (and, while its answer is full, by ever longer letter
 * prefixes); every suggestion not yet held joins the keyword database at the end of the frontier, and is
 * searched at once as today's daily search of it (the claimed daily slot: the scheduler does not search it
 * again today), which gives it the figures Keyword Pro shows, as for every other keyword. A keyword is marked
 * explored after its suggestions are stored, so a batch cut short is repeated without duplicates (the
 * database holds a keyword once per site).
 */
export async function growKeywords(deps: GrowthDeps, batch: GrowthBatch): Promise<GrowthResult> {
  const growth = createGrowthRepository(deps.db);
  const { siteId } = batch;
  const before = await growth.countOnSite(siteId);
  const dailySlot = startOfDay(dayOf(deps.clock()));
  let added = 0;

  const addSuggestions = async (suggestions: readonly string[]) => {
    const room = batch.maxNew - added;
    if (room <= 0) return;
    const fresh = await growth.addNew(
      siteId,
      suggestions.slice(0, Math.max(0, room)).map((keyword, i) => ({ keyword, suggestRank: i + 1 })),
    );
    added += fresh.length;
    await searchToday(deps, fresh, dailySlot);
  };
  const suggestionsFor = (prefix: string) => deps.suggest.autocomplete(siteId, prefix).then(cleanAll);

  for (const word of batch.seedWords ?? []) {
    if (added >= batch.maxNew) break;
    await addSuggestions(await suggestionsFor(word));
    await addSuggestions(await suggestionsFor(`${word} `));
  }

  const frontier = await growth.frontier(siteId, batch.batchSize);
  let explored = 0;
  for (const keyword of frontier) {
    if (added >= batch.maxNew) break;
    if (keyword.keyword.split(' ').length < longestExplored) {
      // Breadth first over prefixes too: a full answer hides more, which a letter more brings out.
      const prefixes = [`${keyword.keyword} `];
      while (prefixes.length > 0 && added < batch.maxNew) {
        const prefix = prefixes.shift() as string;
        const suggestions = await suggestionsFor(prefix);
        await addSuggestions(suggestions);
        const typed = prefix.length - keyword.keyword.length - 1;
        if (suggestions.length >= fullAnswer && typed < deepestNarrowing)
          prefixes.push(...letters.map((letter) => `${prefix}${letter}`));
      }
      if (added >= batch.maxNew) break;
    }
    await growth.markExplored(keyword.id, deps.clock());
    explored += 1;
  }

  const held = before + added;
  const passed = Math.floor(held / progressEvery) > Math.floor(before / progressEvery);
  const left = await growth.frontierSize(siteId);
  if (passed) deps.log(`keyword discovery (site ${siteId}): ${held} keywords, ${left} to explore`);
  return { added, explored, held, frontier: left };
}

function cleanAll(suggestions: readonly string[]): string[] {
  const clean = suggestions
    .map((s) => s.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((s) => s.length >= 2 && s.length <= 80);
  return [...new Set(clean)];
}

/** Searches each new keyword as its daily search of today, unless the scheduler claimed that slot first. */
async function searchToday(deps: GrowthDeps, fresh: { id: number }[], dailySlot: Date): Promise<void> {
  const growth = createGrowthRepository(deps.db);
  const claimed = await growth.claimDailySlots(
    fresh.map((row) => row.id),
    dailySlot,
  );
  const slotAt = dailySlot.toISOString();
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const keywordId = claimed[next++] as number;
      await crawlKeyword(deps, { keywordId, slotAt });
    }
  };
  await Promise.all(Array.from({ length: parallelSearches }, worker));
}
