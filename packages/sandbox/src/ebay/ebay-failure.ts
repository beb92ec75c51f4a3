import type { EbayApi } from './ebay-api.ts';

export interface EbayErrorDetail {
  errorId: number;
  domain: string;
  category: 'REQUEST' | 'APPLICATION' | 'BUSINESS';
  message: string;
  longMessage?: string;
  parameters?: { name: string; value: string }[];
}

/** A Trading call's refusal, as it appears in the XML `Errors` element. */
export interface TradingError {
  errorCode: number;
  shortMessage: string;
  longMessage: string;
  severity?: 'Error' | 'Warning';
}

/**
 * A request the stand-in refuses, carried to the one error handler. REST APIs answer `{ errors: [...] }`
 * (eBay's ErrorDetailV3), the token endpoint OAuth's `{ error, error_description }`, Trading an XML
 * document with Ack Failure; `trading` says what that document carries when the refusal hits a Trading call.
 */
export class EbayFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
    readonly trading?: TradingError,
  ) {
    super(String(body.error ?? statusCode));
  }
}

const restFailure = (statusCode: number, detail: EbayErrorDetail, headers: Record<string, string> = {}) =>
  new EbayFailure(statusCode, { errors: [detail] }, headers);

/** Each API's own id and domain for "something broke inside eBay". */
const internalErrors: Partial<Record<EbayApi, { errorId: number; domain: string }>> = {
  browse: { errorId: 12000, domain: 'API_BROWSE' },
  taxonomy: { errorId: 62000, domain: 'API_TAXONOMY' },
  identity: { errorId: 140000, domain: 'API_IDENTITY' },
  marketing: { errorId: 35001, domain: 'API_MARKETING' },
  account: { errorId: 20500, domain: 'API_ACCOUNT' },
  recommendation: { errorId: 145000, domain: 'API_RECOMMENDATION' },
  media: { errorId: 190000, domain: 'API_MEDIA' },
};

const internalMessage =
  'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance.';

export const ebayFailures = {
  rest: restFailure,
  browse: (statusCode: number, errorId: number, message: string) =>
    restFailure(statusCode, { errorId, domain: 'API_BROWSE', category: 'REQUEST', message }),
  taxonomy: (statusCode: number, errorId: number, message: string) =>
    restFailure(statusCode, { errorId, domain: 'API_TAXONOMY', category: 'REQUEST', message }),
  invalidToken: () =>
    new EbayFailure(
      401,
      {
        errors: [
          {
            errorId: 1001,
            domain: 'OAuth',
            category: 'REQUEST',
            message: 'Invalid access token',
            longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
          },
        ],
      },
      {},
      {
        errorCode: 21916984,
        shortMessage: 'Invalid IAF token.',
        longMessage: 'IAF token supplied is invalid.',
      },
    ),
  /** An application token where eBay needs a user's consent (Identity). */
  insufficientScope: () =>
    restFailure(403, {
      errorId: 1100,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Access denied',
      longMessage: 'Insufficient permissions to fulfill the request.',
    }),
  rateLimited: (retryAfterSeconds: number) =>
    new EbayFailure(
      429,
      {
        errors: [
          {
            errorId: 2001,
            domain: 'ACCESS',
            category: 'REQUEST',
            message: 'Too many requests. The request limit has been reached for the resource.',
          },
        ],
      },
      { 'retry-after': String(retryAfterSeconds) },
      {
        errorCode: 518,
        shortMessage: 'Call usage limit has been reached.',
        longMessage:
          'Your application has exceeded usage limit on this call, please make call to Developer Analytics API to check your call usage.',
      },
    ),
  internal: (api: EbayApi, statusCode = 500) => {
    const known = internalErrors[api] ?? { errorId: 10001, domain: 'API_SANDBOX' };
    return new EbayFailure(
      statusCode,
      { errors: [{ ...known, category: 'APPLICATION', message: internalMessage }] },
      {},
      {
        errorCode: 10007,
        shortMessage: 'Internal error to the application.',
        longMessage: 'Internal error to the application.',
      },
    );
  },
  /** Sandbox-only: a bad `X-Sandbox-Date` or control body; not something the real eBay says. */
  sandboxRequest: (message: string) =>
    new EbayFailure(
      400,
      { errors: [{ errorId: 90001, domain: 'SANDBOX', category: 'REQUEST', message }] },
      {},
      { errorCode: 90001, shortMessage: message, longMessage: message },
    ),
  /** The token endpoint answers in the OAuth 2 error shape. */
  oauth: (statusCode: number, error: string, description: string) =>
    new EbayFailure(statusCode, { error, error_description: description }),
};
