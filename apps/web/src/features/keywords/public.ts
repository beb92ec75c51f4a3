// What other areas may use of keyword research (they import nothing else from this folder): the user's keyword
// lists, which My Ranking offers as a source of keywords.
export { useKeywordLists } from './keyword-lists/api.ts';
