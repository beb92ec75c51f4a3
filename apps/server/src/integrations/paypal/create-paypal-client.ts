import { z } from 'zod';
import { createAccessTokens } from './access-tokens.ts';
import { toSubscription, toSubscriptionStatus } from './map-subscription.ts';
import { PaypalError } from './paypal-error.ts';
import { createPaypalHttp } from './paypal-http.ts';
import type {
  CreatedSubscription,
  PaypalPlan,
  PaypalProduct,
  PaypalSubscription,
  PlanInput,
  ProductInput,
  SubscriptionInput,
  WebhookHeaders,
} from './paypal-types.ts';
import {
  createdSubscriptionAnswer,
  planAnswer,
  productAnswer,
  subscriptionAnswer,
  verificationAnswer,
} from './paypal-wire.ts';
import { toPlanRequest, toProductRequest, toSubscriptionRequest } from './request-bodies.ts';
import { defaultRetryPolicy, type RetryPolicy } from './send-with-retry.ts';
import { verificationRequest } from './webhook-verification.ts';

export interface PaypalClientOptions {
  /** `https://api-m.paypal.com`, `https://api-m.sandbox.paypal.com`, or the local stand-in's URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave our webhook; signatures are checked against it. */
  webhookId: string;
  fetch?: typeof fetch;
  /** Shown on PayPal's approval page instead of the business name of the PayPal account. */
  brandName?: string;
  retry?: Partial<RetryPolicy>;
  /** Per attempt. */
  timeoutMs?: number;
  /** Milliseconds since the epoch, for token expiry. */
  now?: () => number;
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;

const segment = encodeURIComponent;

const toPlan = (plan: z.infer<typeof planAnswer>): PaypalPlan => ({
  id: plan.id,
  productId: plan.product_id,
  name: plan.name,
  status: plan.status === 'ACTIVE' ? 'active' : plan.status === 'CREATED' ? 'created' : 'inactive',
});

/**
 * PayPal's REST API for subscriptions, typed in our own terms. Every write carries a PayPal-Request-Id, so
 * retries (ours after a 5xx or timeout, or the caller's after a crash) never create anything twice.
 */
export function createPaypalClient(options: PaypalClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const retry = { ...defaultRetryPolicy, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 15_000;
  const tokens = createAccessTokens({
    baseUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: fetchImpl,
    retry,
    timeoutMs,
    now: options.now ?? Date.now,
  });
  const call = createPaypalHttp({ baseUrl, fetch: fetchImpl, tokens, retry, timeoutMs });

  async function getProduct(id: string): Promise<PaypalProduct | undefined> {
    try {
      const product = await call({
        method: 'GET',
        path: `/v1/catalogs/products/${segment(id)}`,
        answer: productAnswer,
      });
      return { id: product.id, name: product.name };
    } catch (error) {
      if (error instanceof PaypalError && error.kind === 'notFound') return undefined;
      throw error;
    }
  }

  return {
    /** Finds our catalog product by its own id, creating it the first time. */
    async ensureProduct(input: ProductInput): Promise<PaypalProduct> {
      const existing = await getProduct(input.id);
      if (existing) return existing;
      try {
        const created = await call({
          method: 'POST',
          path: '/v1/catalogs/products',
          body: JSON.stringify(toProductRequest(input)),
          requestId: `product-${input.id}`,
          answer: productAnswer,
        });
        return { id: created.id, name: created.name };
      } catch (error) {
        // Another instance created it between our look-up and our create.
        if (error instanceof PaypalError && error.issues.includes('DUPLICATE_RESOURCE_IDENTIFIER')) {
          const raced = await getProduct(input.id);
          if (raced) return raced;
        }
        throw error;
      }
    },

    async createPlan(input: PlanInput): Promise<PaypalPlan> {
      const plan = await call({
        method: 'POST',
        path: '/v1/billing/plans',
        body: JSON.stringify(toPlanRequest(input)),
        requestId: input.requestId,
        answer: planAnswer,
      });
      return toPlan(plan);
    },

    async getPlan(id: string): Promise<PaypalPlan> {
      return toPlan(
        await call({ method: 'GET', path: `/v1/billing/plans/${segment(id)}`, answer: planAnswer }),
      );
    },

    /** Creates a subscription waiting for the buyer; send them to `approveUrl`. */
    async createSubscription(input: SubscriptionInput): Promise<CreatedSubscription> {
      const created = await call({
        method: 'POST',
        path: '/v1/billing/subscriptions',
        body: JSON.stringify(toSubscriptionRequest(input, options.brandName)),
        requestId: input.requestId,
        answer: createdSubscriptionAnswer,
      });
      const approveUrl = created.links.find((link) => link.rel === 'approve')?.href;
      if (!approveUrl) {
        throw new PaypalError('invalidAnswer', 'no approve link', {
          operation: 'POST /v1/billing/subscriptions',
        });
      }
      return { id: created.id, status: toSubscriptionStatus(created.status), approveUrl };
    },

    async getSubscription(id: string): Promise<PaypalSubscription> {
      const path = `/v1/billing/subscriptions/${segment(id)}`;
      return toSubscription(await call({ method: 'GET', path, answer: subscriptionAnswer }));
    },

    /**
     * Cancels an active or suspended subscription. The default request id makes a repeated cancel of the same
     * subscription answer like the first; PayPal refuses other states (`rejected`, SUBSCRIPTION_STATUS_INVALID).
     */
    async cancelSubscription(id: string, reason: string, requestId = `cancel-${id}`): Promise<void> {
      await call({
        method: 'POST',
        path: `/v1/billing/subscriptions/${segment(id)}/cancel`,
        // PayPal takes at most 128 characters; the reason is for people, so a cut one is fine.
        body: JSON.stringify({ reason: reason.slice(0, 128) }),
        requestId,
        answer: z.undefined(),
      });
    },

    /**
     * Suspends an active subscription: PayPal bills nothing until it is activated again. The caller picks the
     * request id per pause, so a retry repeats that pause while a later pause is a new one; PayPal refuses a
     * subscription that is not active (`rejected`, SUBSCRIPTION_STATUS_INVALID).
     */
    async suspendSubscription(id: string, reason: string, requestId: string): Promise<void> {
      await call({
        method: 'POST',
        path: `/v1/billing/subscriptions/${segment(id)}/suspend`,
        body: JSON.stringify({ reason: reason.slice(0, 128) }),
        requestId,
        answer: z.undefined(),
      });
    },

    /** Activates a suspended subscription; as suspend, one request id per resume. */
    async activateSubscription(id: string, reason: string, requestId: string): Promise<void> {
      await call({
        method: 'POST',
        path: `/v1/billing/subscriptions/${segment(id)}/activate`,
        body: JSON.stringify({ reason: reason.slice(0, 128) }),
        requestId,
        answer: z.undefined(),
      });
    },

    /**
     * Whether a webhook notification really comes from PayPal, for our webhook id, with this exact body.
     * False for a forged or altered one; throws (PaypalError) when PayPal cannot be asked, so the receiver
     * answers 5xx and PayPal delivers again.
     */
    async verifyWebhookSignature(headers: WebhookHeaders, rawBody: string | Uint8Array): Promise<boolean> {
      const body = verificationRequest(headers, rawBody, options.webhookId);
      if (!body) return false;
      const answer = await call({
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        body,
        answer: verificationAnswer,
      });
      return answer.verification_status === 'SUCCESS';
    },
  };
}
