// Our own shapes for what PayPal knows. The wire format (snake_case, PayPal's status words) stays inside
// this folder; callers see only these types.

/** An amount as a decimal string (`"9.99"`), never a float, with its ISO 4217 currency. */
export interface Money {
  amount: string;
  currency: string;
}

export interface PaypalProduct {
  id: string;
  name: string;
}

export interface ProductInput {
  /** Our own stable id (6–50 characters, not starting with `PROD-`), so re-running finds the same product. */
  id: string;
  name: string;
  description?: string;
  type?: 'SERVICE' | 'DIGITAL';
  homeUrl?: string;
}

export type PaypalPlanStatus = 'created' | 'inactive' | 'active';

export interface PaypalPlan {
  id: string;
  productId: string;
  name: string;
  status: PaypalPlanStatus;
}

/** One plan per tier × billing cycle: billed every `intervalMonths` months, optionally after one trial cycle. */
export interface PlanInput {
  productId: string;
  name: string;
  description?: string;
  /** 1–12: monthly, quarterly, half-yearly, yearly … */
  intervalMonths: number;
  price: Money;
  /** One trial cycle before the regular ones, in days (1–365) or months; free without a price or at zero. */
  trial?: ({ intervalDays: number } | { intervalMonths: number }) & { price?: Money };
  /** Charged once on approval, together with the first cycle. */
  setupFee?: Money;
  taxes?: { percentage: string; isInclusive: boolean };
  /** Idempotency key: the same key never creates a second plan (e.g. `plan-silver-12m-v1`). */
  requestId: string;
}

export interface SubscriptionInput {
  planId: string;
  /** Our reference, handed back in every webhook of this subscription (e.g. the agreement id). */
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  /** BCP 47 with region, as PayPal wants it: `de-DE`, `en-GB`, `en-US`. */
  locale: string;
  /** Idempotency key: the same key returns the same subscription, never a second one. */
  requestId: string;
  subscriber?: { email?: string; givenName?: string; surname?: string };
}

export interface CreatedSubscription {
  id: string;
  status: SubscriptionStatus;
  /** Where to send the buyer to approve. */
  approveUrl: string;
}

export type SubscriptionStatus =
  | 'approvalPending'
  | 'approved'
  | 'active'
  | 'suspended'
  | 'cancelled'
  | 'expired';

export interface PaypalSubscription {
  id: string;
  status: SubscriptionStatus;
  planId: string;
  customId: string | null;
  startTime: Date | null;
  lastPayment: (Money & { time: Date }) | null;
  nextBillingTime: Date | null;
}

/** Incoming webhook headers, as Fastify (`request.headers`) or fetch (`Headers`) hand them over. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;
