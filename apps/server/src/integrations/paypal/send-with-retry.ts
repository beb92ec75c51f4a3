import { setTimeout as sleep } from 'node:timers/promises';
import { PaypalError } from './paypal-error.ts';
import { readFailure } from './read-failure.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 4, baseDelayMs: 250, maxDelayMs: 5_000 };

const isRetryable = (status: number) => status === 429 || status >= 500;

/** PayPal's `Retry-After` is in seconds; honoured, but never longer than our own ceiling. */
function retryAfterMs(response: Response | undefined, policy: RetryPolicy): number | undefined {
  const seconds = Number(response?.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, policy.maxDelayMs) : undefined;
}

/** Exponential backoff with jitter, so that many callers throttled together do not return together. */
function backoffMs(attempt: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}

/**
 * Sends until PayPal answers something other than 429/5xx, or the attempts are used up. Network errors and
 * timeouts are retried too: writes carry a PayPal-Request-Id, so a repeat cannot create anything twice.
 * Anything else (2xx, 4xx) goes back to the caller as it came.
 */
export async function sendWithRetry(
  send: () => Promise<Response>,
  policy: RetryPolicy,
  operation: string,
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    let response: Response | undefined;
    let cause: unknown;
    try {
      response = await send();
    } catch (error) {
      cause = error;
    }
    if (response && !isRetryable(response.status)) return response;
    if (attempt >= policy.attempts) {
      if (response) throw await readFailure(response, operation, attempt);
      throw new PaypalError(
        'unavailable',
        `no answer after ${attempt} attempts`,
        { operation, attempts: attempt },
        { cause },
      );
    }
    const delay = retryAfterMs(response, policy) ?? backoffMs(attempt, policy);
    await response?.body?.cancel();
    await sleep(delay);
  }
}
