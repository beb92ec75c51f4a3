/**
 * What went wrong talking to PayPal, for the caller to decide on:
 * - `authentication`: PayPal refused our client id and secret (configuration, not retryable);
 * - `notFound`: the product, plan or subscription does not exist there;
 * - `rejected`: PayPal refused the request (400, 403, 422); `issues` holds its issue codes;
 * - `unavailable`: 429, 5xx or no answer, still so after the bounded retries: try again later;
 * - `invalidAnswer`: PayPal answered something we cannot read; a bug on either side.
 */
export type PaypalErrorKind = 'authentication' | 'notFound' | 'rejected' | 'unavailable' | 'invalidAnswer';

export interface PaypalErrorDetails {
  /** `GET /v1/billing/subscriptions/I-…`: which call failed. */
  operation: string;
  status?: number;
  /** PayPal's error name, e.g. `UNPROCESSABLE_ENTITY`. */
  paypalName?: string;
  /** PayPal's issue codes, e.g. `SUBSCRIPTION_STATUS_INVALID`. */
  issues?: string[];
  /** Quote this to PayPal support. */
  debugId?: string;
  attempts?: number;
}

export class PaypalError extends Error {
  override readonly name = 'PaypalError';
  readonly operation: string;
  readonly status: number | undefined;
  readonly paypalName: string | undefined;
  readonly issues: string[];
  readonly debugId: string | undefined;
  readonly attempts: number;

  constructor(
    readonly kind: PaypalErrorKind,
    message: string,
    details: PaypalErrorDetails,
    options?: { cause?: unknown },
  ) {
    super(`PayPal ${details.operation}: ${message}`, options);
    this.operation = details.operation;
    this.status = details.status;
    this.paypalName = details.paypalName;
    this.issues = details.issues ?? [];
    this.debugId = details.debugId;
    this.attempts = details.attempts ?? 1;
  }
}
