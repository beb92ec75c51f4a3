import { setTimeout as sleep } from 'node:timers/promises';
import { EbayError } from './ebay-error.ts';
import type { EbayApi, RateLimiter } from './rate-limiter.ts';
import { readFailure } from './read-failure.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Per attempt. */
  timeoutMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  timeoutMs: 20_000,
};

export interface OutgoingCall {
  api: EbayApi;
  /** Meters this seller's calls apart from the others'. */
  sellerKey?: string;
  /** `GET /buy/browse/v1/item_summary/search`: for errors and logs (never a token). */
  operation: string;
  url: string;
  init: Omit<RequestInit, 'signal'>;
}

const isRetryable = (status: number) => status === 429 || status >= 500;

/** `Retry-After` in seconds or as an HTTP date; honoured, but never longer than our own ceiling. */
export function retryAfterMs(
  header: string | null,
  policy: RetryPolicy,
  now = Date.now(),
): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), policy.maxDelayMs) : undefined;
}

/** Exponential backoff with full jitter, so that many callers throttled together do not return together. */
function backoffMs(attempt: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}

/**
 * The answer with its body read under the attempt's timeout: a body cut off or stalled fails the attempt
 * here, where it can be retried, instead of in the caller's parsing.
 */
async function readWhole(answer: Response): Promise<Response> {
  const body = answer.status === 204 || answer.status === 304 ? null : await answer.arrayBuffer();
  return new Response(body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/**
 * Sends until eBay answers something other than 429/5xx, or the attempts are used up; each attempt waits
 * for the rate limiter and has its own timeout, which covers the whole answer, body included. Network
 * errors, timeouts and bodies cut off mid-stream are retried too: every call we retry is a read, or a
 * revise that sets absolute values (repeating it changes nothing more); a call that creates something is
 * given one attempt by its caller. Anything else (2xx, 4xx) goes back to the caller whole, read into memory.
 */
export async function sendWithRetry(
  call: OutgoingCall,
  deps: { fetch: typeof fetch; limiter: RateLimiter; policy: RetryPolicy },
): Promise<Response> {
  const { policy } = deps;
  for (let attempt = 1; ; attempt += 1) {
    await deps.limiter.take(call.api, call.sellerKey);
    let response: Response | undefined;
    let cause: unknown;
    try {
      const answer = await deps.fetch(call.url, {
        ...call.init,
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      if (!isRetryable(answer.status)) return await readWhole(answer);
      response = answer;
    } catch (error) {
      cause = error;
    }
    if (attempt >= policy.attempts) {
      if (response) throw await readFailure(response, call.operation, attempt);
      throw new EbayError(
        'unavailable',
        `no answer after ${attempt} attempts`,
        { operation: call.operation, attempts: attempt },
        { cause },
      );
    }
    const delay =
      retryAfterMs(response?.headers.get('retry-after') ?? null, policy) ?? backoffMs(attempt, policy);
    await response?.body?.cancel();
    await sleep(delay);
  }
}
