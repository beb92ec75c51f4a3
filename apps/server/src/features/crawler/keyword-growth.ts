import type { Database } from '../../db/database.ts';
import { dayOf, startOfDay } from './days.ts';
import { createGrowthRepository } from './growth-repository.ts';
import type { SearchSource, SiteId, SuggestSource } from './ports.ts';
import { createTodaySearches } from './today-searches.ts';

const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
/** The search box answers at most this many; a full answer means more lie behind a longer prefix. */
const fullAnswer = 10;
/** Letters typed after a keyword's space before discovery stops narrowing ('kleid s', 'kleid sc', …). */
const deepestNarrowing = 3;
/** A keyword of this many words is a whole search: discovery asks for nothing after it. */
const longestExplored = 4;
/**
 * Questions to the search box in flight at once: enough to keep the throttle's pace while answers are computed,
 * few enough that an answer never waits behind a whole round (the stand-in may share the process's event loop).
 */
const questionsAtOnce = 4;
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
 * searched as today's daily search of it (the claimed daily slot: the scheduler does not search it again
 * today), which gives it the figures Keyword Pro shows, as for every other keyword. The searches run beside
 * the suggestions and are all done when the batch ends; the questions of one round (the batch's keywords
 * after their space, one level of letters) go out together, within the client's throttle, and their answers
 * are stored in the order one question after the other would store them. A keyword is marked explored after
 * its suggestions are stored, so a batch cut short is repeated without duplicates (the database holds a
 * keyword once per site).
 */
export async function growKeywords(deps: GrowthDeps, batch: GrowthBatch): Promise<GrowthResult> {
  const growth = createGrowthRepository(deps.db);
  const { siteId } = batch;
  const before = await growth.countOnSite(siteId);
  const searches = createTodaySearches(deps, startOfDay(dayOf(deps.clock())));
  let added = 0;
  let explored = 0;

  const addSuggestions = async (suggestions: readonly string[]) => {
    const room = batch.maxNew - added;
    if (room <= 0) return;
    const fresh = await growth.addNew(
      siteId,
      suggestions.slice(0, Math.max(0, room)).map((keyword, i) => ({ keyword, suggestRank: i + 1 })),
    );
    added += fresh.length;
    await searches.add(fresh.map((row) => row.id));
  };
  // Async, so a client that throws at once fails its own promise, not the round's other questions.
  const suggestionsFor = async (prefix: string) => cleanAll(await deps.suggest.autocomplete(siteId, prefix));
  /** The answers to a round of questions (none for null), in the round's order, a few in flight at once. */
  const askAll = async (prefixes: readonly (string | null)[]) => {
    const answers: string[][] = prefixes.map(() => []);
    let next = 0;
    const asker = async () => {
      for (let i = next++; i < prefixes.length; i = next++) {
        const prefix = prefixes[i];
        if (prefix !== null && prefix !== undefined) answers[i] = await suggestionsFor(prefix);
      }
    };
    await Promise.all(Array.from({ length: questionsAtOnce }, asker));
    return answers;
  };
  /** Breadth first over prefixes too: a full answer hides more, which a letter more brings out. */
  const narrow = async (keyword: string, first: readonly string[]) => {
    let round = [`${keyword} `];
    let answers = [first];
    while (round.length > 0 && added < batch.maxNew) {
      const next: string[] = [];
      for (const [i, prefix] of round.entries()) {
        if (added >= batch.maxNew) break;
        const suggestions = answers[i] ?? [];
        await addSuggestions(suggestions);
        const typed = prefix.length - keyword.length - 1;
        if (suggestions.length >= fullAnswer && typed < deepestNarrowing)
          next.push(...letters.map((letter) => `${prefix}${letter}`));
      }
      round = added < batch.maxNew ? next : [];
      answers = await askAll(round);
    }
  };

  const explore = async () => {
    for (const word of batch.seedWords ?? []) {
      if (added >= batch.maxNew) break;
      const [own, after] = await Promise.all([suggestionsFor(word), suggestionsFor(`${word} `)]);
      await addSuggestions(own);
      await addSuggestions(after);
    }

    const frontier = await growth.frontier(siteId, batch.batchSize);
    const isRefined = (keyword: string) => keyword.split(' ').length < longestExplored;
    const firstAnswers =
      added < batch.maxNew
        ? await askAll(frontier.map(({ keyword }) => (isRefined(keyword) ? `${keyword} ` : null)))
        : [];
    for (const [i, keyword] of frontier.entries()) {
      if (added >= batch.maxNew) break;
      if (isRefined(keyword.keyword)) {
        await narrow(keyword.keyword, firstAnswers[i] ?? []);
        if (added >= batch.maxNew) break;
      }
      await growth.markExplored(keyword.id, deps.clock());
      explored += 1;
    }
  };
  // The searches already queued finish either way: a batch cut short leaves none running behind it.
  const cut = await explore().then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const failedSearch = await searches.finish();
  const failed = cut ?? failedSearch;
  if (failed) throw failed.error;

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
