import type { z } from 'zod';
import { EbayError } from './ebay-error.ts';
import type { EbaySiteId } from './ebay-types.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { checkAnswer, type EbayLogger } from './read-answer.ts';
import { readFailure } from './read-failure.ts';
import { type RetryPolicy, sendWithRetry } from './send-with-retry.ts';
import type { TradingCallName } from './trading-requests.ts';
import { errorEntries, parseTradingXml, type TradingErrors } from './trading-wire.ts';

/** The Trading API version our requests and our reading of the answers follow. */
export const tradingCompatibilityLevel = '1423';

/**
 * Trading error codes that mean 'this user token is not (or no longer) good': expired, invalid or revoked
 * (931, 932, 16110, 21916984, 21917053 in eBay's error list). The caller renews the token once and repeats.
 */
const tokenErrorCodes = new Set(['931', '932', '16110', '21916984', '21917053']);

export interface TradingDeps {
  tradingUrl: string;
  fetch: typeof fetch;
  limiter: RateLimiter;
  retry: RetryPolicy;
  logger: EbayLogger | undefined;
}

type TradingAnswer = Record<string, { Ack: string; Errors?: TradingErrors }>;

/**
 * One Trading call: XML over POST with the user's OAuth token in X-EBAY-API-IAF-TOKEN. eBay answers HTTP 200
 * with Ack=Failure for refused calls; those become `rejected` (or `authentication` for token errors).
 */
export async function tradingCall<T extends TradingAnswer>(
  deps: TradingDeps,
  call: {
    name: TradingCallName;
    siteId: EbaySiteId;
    accessToken: string;
    sellerKey: string;
    body: string;
    answer: z.ZodType<T>;
    /** Further headers (RevokeToken also carries the application's keys). */
    headers?: Record<string, string>;
  },
): Promise<{ answer: T[keyof T]; warnings: string[] }> {
  const operation = `Trading ${call.name}`;
  const response = await sendWithRetry(
    {
      api: 'trading',
      sellerKey: call.sellerKey,
      operation,
      url: deps.tradingUrl,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          'x-ebay-api-call-name': call.name,
          'x-ebay-api-siteid': String(call.siteId),
          'x-ebay-api-compatibility-level': tradingCompatibilityLevel,
          'x-ebay-api-iaf-token': call.accessToken,
          ...call.headers,
        },
        body: call.body,
      },
    },
    { fetch: deps.fetch, limiter: deps.limiter, policy: deps.retry },
  );
  if (!response.ok) throw await readFailure(response, operation);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = parseTradingXml(text);
  } catch (error) {
    deps.logger?.error({ operation, status: response.status }, 'eBay answer is not XML');
    throw new EbayError(
      'invalidAnswer',
      'answer is not XML',
      { operation, status: response.status },
      { cause: error },
    );
  }
  const checked = checkAnswer(call.answer, parsed, {
    operation,
    status: response.status,
    logger: deps.logger,
  });
  const root = checked[`${call.name}Response` as keyof T];
  if (!root)
    throw new EbayError('invalidAnswer', 'no response element', { operation, status: response.status });
  const errors = errorEntries(root.Errors, 'Error');
  if (root.Ack === 'Failure' || root.Ack === 'PartialFailure') {
    const isTokenError = errors.some((e) => tokenErrorCodes.has(e.code));
    const summary = errors.map((e) => `${e.code} ${e.message}`).join('; ') || root.Ack;
    throw new EbayError(isTokenError ? 'authentication' : 'rejected', summary, {
      operation,
      status: response.status,
      ebayErrors: errors,
    });
  }
  return { answer: root, warnings: errorEntries(root.Errors, 'Warning').map((w) => w.message || w.code) };
}
