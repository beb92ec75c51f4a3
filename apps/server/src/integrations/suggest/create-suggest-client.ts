import { z } from 'zod';
import { SuggestError } from './suggest-error.ts';
import { createSuggestRateGate } from './suggest-rate-gate.ts';

export interface SuggestClientOptions {
  /** https://suggestqueries.google.com, or the local stand-in. */
  baseUrl: string;
  /** Abort a request after this long; suggestions are a nice-to-have beside our own data. */
  timeoutMs?: number;
  rateLimit?: { perSecond: number; burst: number; maxWaitMs: number };
  fetch?: typeof fetch;
}

/** The language and region the suggestions are for: `hl` and `gl` of the request. */
export interface SuggestLocale {
  language: 'de' | 'en';
  /** ISO 3166 country code: DE, US, GB. */
  country: string;
}

export interface SuggestClient {
  /** Up to ten completions of what a searcher typed, most asked first. */
  suggestions(query: string, locale: SuggestLocale): Promise<string[]>;
}

export const defaultSuggestTimeoutMs = 3_000;
export const defaultSuggestRateLimit = { perSecond: 5, burst: 10, maxWaitMs: 1_000 };

/** The firefox client's answer: the query, then the suggestions; anything after them is ignored. */
const suggestAnswer = z.tuple([z.string(), z.array(z.string().max(500)).max(50)]).rest(z.unknown());

/** Decodes the body in the charset the answer declares (Google uses ISO-8859-1 for some pages). */
function decode(bytes: ArrayBuffer, contentType: string | null): string {
  const charset = /charset=([^;\s]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Google's public suggest endpoint (`GET /complete/search?client=firefox`), the one search-engine
 * suggestion source of the keyword tool. Each request has a timeout, goes through a small rate limit
 * and is not retried: the keyword tool answers without these suggestions rather than keep a seller waiting.
 */
export function createSuggestClient(options: SuggestClientOptions): SuggestClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? defaultSuggestTimeoutMs;
  const gate = createSuggestRateGate(options.rateLimit ?? defaultSuggestRateLimit);
  const fetchImpl = options.fetch ?? fetch;

  return {
    async suggestions(query, locale) {
      const q = query.trim();
      if (!q) return [];
      if (!(await gate.take())) throw new SuggestError('unavailable', 'rate limit reached');
      const params = new URLSearchParams({
        client: 'firefox',
        q,
        hl: locale.language,
        gl: locale.country.toLowerCase(),
        ie: 'utf-8',
        oe: 'utf-8',
      });
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(`${baseUrl}/complete/search?${params.toString()}`, {
          headers: { accept: 'application/json, text/javascript' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = decode(await response.arrayBuffer(), response.headers.get('content-type'));
      } catch (error) {
        const isTimeout = error instanceof Error && error.name === 'TimeoutError';
        throw new SuggestError(
          'unavailable',
          isTimeout ? `no answer within ${timeoutMs} ms` : 'no answer',
          undefined,
          {
            cause: error,
          },
        );
      }
      if (response.status === 429 || response.status >= 500)
        throw new SuggestError('unavailable', `HTTP ${response.status}`, response.status);
      if (!response.ok) throw new SuggestError('rejected', `HTTP ${response.status}`, response.status);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new SuggestError('invalidAnswer', 'answer is not JSON', response.status, { cause: error });
      }
      const parsed = suggestAnswer.safeParse(json);
      if (!parsed.success)
        throw new SuggestError('invalidAnswer', 'answer is not [query, [suggestions]]', response.status);
      return parsed.data[1];
    },
  };
}
