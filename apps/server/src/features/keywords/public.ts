// What other areas may use of keywords (they import nothing else from this folder): the live search the
// live chart shares with the organic search, and how a keyword is stored.
export { normaliseKeyword } from './normalise-keyword.ts';
export { type LiveSearchSource, liveSearch } from './search-organic/live-search.ts';
