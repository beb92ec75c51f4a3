import { PaypalError } from './paypal-error.ts';
import { tokenAnswer } from './paypal-wire.ts';
import { readFailure } from './read-failure.ts';
import { readWhole } from './read-whole.ts';
import { type RetryPolicy, sendWithRetry } from './send-with-retry.ts';

export interface AccessTokenOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: typeof fetch;
  retry: RetryPolicy;
  timeoutMs: number;
  now: () => number;
}

export interface AccessTokens {
  get(): Promise<string>;
  /** Forgets a token PayPal no longer accepts (revoked, or the stand-in restarted). */
  invalidate(token: string): void;
}

const operation = 'POST /v1/oauth2/token';

/**
 * Client-credentials tokens, reused until shortly before they expire (PayPal's last 9 hours; asking per call
 * would double every call and run into PayPal's token rate limit). Concurrent callers share one request.
 */
export function createAccessTokens(options: AccessTokenOptions): AccessTokens {
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  async function requestToken(): Promise<string> {
    const requestedAt = options.now();
    const response = await sendWithRetry(
      async () =>
        readWhole(
          await options.fetch(`${options.baseUrl}/v1/oauth2/token`, {
            method: 'POST',
            headers: {
              authorization: `Basic ${basic}`,
              accept: 'application/json',
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: 'grant_type=client_credentials',
            signal: AbortSignal.timeout(options.timeoutMs),
          }),
        ),
      options.retry,
      operation,
    );
    if (!response.ok) {
      // Wrong credentials come back as 401 invalid_client: configuration, so neither retried nor masked.
      const failure = await readFailure(response, operation);
      throw new PaypalError(
        'authentication',
        `token refused: ${failure.status} ${failure.paypalName ?? ''}`.trim(),
        {
          operation,
          status: response.status,
          ...(failure.paypalName ? { paypalName: failure.paypalName } : {}),
        },
      );
    }
    const parsed = tokenAnswer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new PaypalError('invalidAnswer', 'unreadable token answer', { operation, status: 200 });
    const lifetimeMs = parsed.data.expires_in * 1000;
    // Renew a little early so a token never expires between our check and PayPal's.
    const marginMs = Math.min(5 * 60_000, lifetimeMs / 10);
    cached = { token: parsed.data.access_token, renewAt: requestedAt + lifetimeMs - marginMs };
    return parsed.data.access_token;
  }

  return {
    get() {
      if (cached && options.now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= requestToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
