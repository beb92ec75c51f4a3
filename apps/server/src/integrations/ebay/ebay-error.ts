/**
 * What went wrong talking to eBay, for the caller to decide on:
 * - `authentication`: eBay refused our application credentials or a token (configuration or a stale token);
 * - `notFound`: the item, category or key does not exist there;
 * - `rejected`: eBay refused the request (4xx, or a Trading call answering Ack=Failure); see `ebayErrors`;
 * - `unavailable`: 429, 5xx, timeouts or no answer, still so after the bounded retries: try again later;
 * - `invalidAnswer`: eBay answered something we cannot read (logged with the problems; a bug on either side).
 */
export type EbayErrorKind = 'authentication' | 'notFound' | 'rejected' | 'unavailable' | 'invalidAnswer';

/** One entry of eBay's error list (REST `errors[]`, Trading `Errors`, OAuth `error`). */
export interface EbayErrorEntry {
  code: string;
  /** eBay's longMessage when it gives one, else its message. */
  message: string;
  /** eBay's short `message` of a REST error (what the campaign screens show, spec 002 §8). */
  shortMessage?: string;
}

export interface EbayErrorDetails {
  /** `GET /buy/browse/v1/item_summary/search`, `Trading GetSellerList`: which call failed. */
  operation: string;
  status?: number;
  ebayErrors?: EbayErrorEntry[];
  attempts?: number;
}

export class EbayError extends Error {
  override readonly name = 'EbayError';
  readonly operation: string;
  readonly status: number | undefined;
  readonly ebayErrors: EbayErrorEntry[];
  readonly attempts: number;

  constructor(
    readonly kind: EbayErrorKind,
    message: string,
    details: EbayErrorDetails,
    options?: { cause?: unknown },
  ) {
    super(`eBay ${details.operation}: ${message}`, options);
    this.operation = details.operation;
    this.status = details.status;
    this.ebayErrors = details.ebayErrors ?? [];
    this.attempts = details.attempts ?? 1;
  }
}

/** Why a seller's grant cannot be used any more: eBay revoked it, it ran out, or an administrator blocked it. */
export type ReconsentReason = 'revoked' | 'expired' | 'blocked';

/**
 * The seller must consent again (`/app/ebay-accept`): the stored grant is gone. The token row is marked
 * (refresh token removed) before this is thrown, so `GET /bayuser/invalid-ebay-token` lists it.
 */
export class EbayReconsentRequired extends Error {
  override readonly name = 'EbayReconsentRequired';

  constructor(
    readonly tokenId: number,
    readonly username: string,
    readonly reason: ReconsentReason,
  ) {
    super(`eBay account ${username} (token ${tokenId}) needs a new consent: ${reason}`);
  }
}
