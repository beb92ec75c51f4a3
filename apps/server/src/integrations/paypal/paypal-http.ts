import type { z } from 'zod';
import type { AccessTokens } from './access-tokens.ts';
import { PaypalError } from './paypal-error.ts';
import { readFailure } from './read-failure.ts';
import { readWhole } from './read-whole.ts';
import { type RetryPolicy, sendWithRetry } from './send-with-retry.ts';

export interface PaypalHttpOptions {
  baseUrl: string;
  fetch: typeof fetch;
  tokens: AccessTokens;
  retry: RetryPolicy;
  timeoutMs: number;
}

export interface PaypalCall<T> {
  method: 'GET' | 'POST';
  path: string;
  /** JSON text, sent as is. */
  body?: string;
  /** PayPal-Request-Id: PayPal answers a repeat with the first answer instead of acting twice. */
  requestId?: string;
  /** The answer's schema; `z.undefined()` for 204. */
  answer: z.ZodType<T>;
}

export type PaypalHttp = <T>(call: PaypalCall<T>) => Promise<T>;

/**
 * One authenticated REST call: Bearer token, retries on 429/5xx, and the answer checked against its schema
 * before anyone reads it. A 401 with a cached token fetches a new token once, since PayPal may have dropped
 * the old one early (and the local stand-in forgets all tokens when it restarts).
 */
export function createPaypalHttp(options: PaypalHttpOptions): PaypalHttp {
  return async function call<T>({ method, path, body, requestId, answer }: PaypalCall<T>): Promise<T> {
    const operation = `${method} ${path}`;
    for (let isRetryWithNewToken = false; ; isRetryWithNewToken = true) {
      const token = await options.tokens.get();
      const response = await sendWithRetry(
        async () =>
          readWhole(
            await options.fetch(`${options.baseUrl}${path}`, {
              method,
              headers: {
                authorization: `Bearer ${token}`,
                accept: 'application/json',
                // Full answers: the minimal default leaves out fields we map (plan ids, billing info).
                prefer: 'return=representation',
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                ...(requestId ? { 'paypal-request-id': requestId } : {}),
              },
              ...(body === undefined ? {} : { body }),
              signal: AbortSignal.timeout(options.timeoutMs),
            }),
          ),
        options.retry,
        operation,
      );
      if (response.status === 401 && !isRetryWithNewToken) {
        await response.body?.cancel();
        options.tokens.invalidate(token);
        continue;
      }
      if (!response.ok) throw await readFailure(response, operation);
      const text = await response.text();
      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch (error) {
        throw new PaypalError(
          'invalidAnswer',
          'answer is not JSON',
          { operation, status: response.status },
          { cause: error },
        );
      }
      const parsed = answer.safeParse(json);
      if (!parsed.success) {
        const problems = parsed.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ');
        throw new PaypalError('invalidAnswer', `unexpected answer (${problems})`, {
          operation,
          status: response.status,
        });
      }
      return parsed.data;
    }
  };
}
