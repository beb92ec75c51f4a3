/**
 * What went wrong asking the search engine for suggestions:
 * - `unavailable`: no answer in time, 429 or 5xx, or our own rate limit is exhausted: try again later;
 * - `rejected`: it refused the request (another 4xx): our request is wrong;
 * - `invalidAnswer`: it answered something that is not `[query, [suggestions]]`.
 */
export type SuggestErrorKind = 'unavailable' | 'rejected' | 'invalidAnswer';

export class SuggestError extends Error {
  override readonly name = 'SuggestError';

  constructor(
    readonly kind: SuggestErrorKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`search-engine suggestions: ${message}`, options);
  }
}
