import type { Database } from '../../db/database.ts';
import { createKeywordRepository } from './keyword-repository.ts';
import type { SearchSource, SiteId, SuggestSource } from './ports.ts';
import { frequentPhrases } from './title-phrases.ts';

const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');

export interface DiscoveryDeps {
  db: Database;
  search: SearchSource;
  suggest: SuggestSource;
}

interface Candidate {
  keyword: string;
  source: 'autocomplete' | 'titles';
  suggestRank: number | null;
}

/**
 * Grows the keyword database of a site from what the marketplace shows anyone: the search box's suggestions
 * for each seed (and a seed phrase's first word) followed by a..z (an empty database seeds itself from the suggestions of a..z alone),
 * and the words and two-word phrases that recur in the titles of a seed's top results when the search box
 * suggests them as they are (buyers type them; title fragments are left out). Existing keywords
 * only improve their suggestion rank. Answers how many keywords are new.
 */
export async function discoverKeywords(
  deps: DiscoveryDeps,
  options: { siteId: SiteId; seeds?: number; maxNew: number; asOf?: string },
): Promise<{ added: number }> {
  const { db } = deps;
  const at = options.asOf ? { asOf: options.asOf } : undefined;
  const candidates = new Map<string, Candidate>();
  const offer = (keyword: string, source: Candidate['source'], suggestRank: number | null) => {
    const clean = keyword.trim().toLowerCase().replace(/\s+/g, ' ');
    if (clean.length < 2 || clean.length > 80) return;
    const known = candidates.get(clean);
    if (!known) candidates.set(clean, { keyword: clean, source, suggestRank });
    else if (suggestRank !== null && (known.suggestRank === null || suggestRank < known.suggestRank))
      known.suggestRank = suggestRank;
  };

  const keywordDatabase = createKeywordRepository(db);
  let seeds = await keywordDatabase.topKeywords(options.siteId, options.seeds ?? 10);
  if (seeds.length === 0) {
    for (const letter of letters) {
      const suggestions = await deps.suggest.autocomplete(options.siteId, letter, at);
      for (const [i, s] of suggestions.entries()) offer(s, 'autocomplete', i + 1);
    }
    seeds = [...candidates.keys()].slice(0, options.seeds ?? 10);
  }

  for (const seed of seeds) {
    // A phrase's next words are suggested after the phrase; a product type's after its first word too
    // ('dirndl damen' leads on to 'dirndl blau').
    const head = seed.split(' ')[0] ?? seed;
    for (const stem of head === seed ? [seed] : [seed, head]) {
      for (const letter of letters) {
        const suggestions = await deps.suggest.autocomplete(options.siteId, `${stem} ${letter}`, at);
        for (const [i, s] of suggestions.entries()) offer(s, 'autocomplete', i + 1);
      }
    }
    const top = await deps.search.searchItems({ siteId: options.siteId, q: seed, limit: 100, ...at });
    for (const { phrase } of frequentPhrases(
      top.items.map((item) => item.title),
      3,
    ))
      offer(phrase, 'titles', null);
  }

  const fresh = [...candidates.values()];
  // Suggested keywords first: they carry a demand signal; title phrases fill up to the limit.
  fresh.sort((a, b) => (a.suggestRank ?? 99) - (b.suggestRank ?? 99) || a.keyword.localeCompare(b.keyword));
  let added = 0;
  let titleChecks = 0;
  for (const candidate of fresh) {
    if (added >= options.maxNew) break;
    if (candidate.source === 'titles') {
      // A title phrase is a keyword only when buyers type it: the search box suggests it as it is. Title
      // fragments ('viele farben', 'xs 3xl', a model code's letters) are never suggested.
      if (titleChecks >= options.maxNew * 4) break;
      titleChecks += 1;
      const suggested = await deps.suggest.autocomplete(options.siteId, candidate.keyword, at);
      if (!suggested.some((s) => s.trim().toLowerCase() === candidate.keyword)) continue;
    }
    if (await keywordDatabase.addOrImprove({ siteId: options.siteId, ...candidate })) added += 1;
  }
  return { added };
}
