// What other areas may use of keywords (they import nothing else from this folder): the live search the
// live chart shares with the organic search, how a keyword is stored, and the keyword database's related keywords.
import type { Database } from '../../db/database.ts';
import { createKeywordToolRepository } from './keyword-tool/repository.ts';

export { normaliseKeyword } from './normalise-keyword.ts';
export { type LiveSearchSource, liveSearch } from './search-organic/live-search.ts';

/** Keywords of our keyword database sharing words with a keyword, best first (the keyword tool's related list). */
export function createRelatedKeywords(db: Database) {
  return { related: createKeywordToolRepository(db).related };
}

export type RelatedKeywords = ReturnType<typeof createRelatedKeywords>;
