import { loadPaypalOpenApi } from '@baylytics/sandbox/paypal/openapi-schemas';
import { type PaypalSandbox, startPaypalSandbox } from '@baylytics/sandbox/paypal/start-paypal-sandbox';
import { pressCheckoutButton } from '@baylytics/sandbox/paypal/testing/checkout-driver';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '@baylytics/sandbox/paypal/testing/webhook-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaypalClient } from './create-paypal-client.ts';

// Every request body the client sends, and every answer it reads, checked against PayPal's published
// OpenAPI documents: the client speaks PayPal's language, not only the stand-in's.

const spec = loadPaypalOpenApi();
const operations: [method: string, path: RegExp, operationId: string][] = [
  ['POST', /^\/v1\/catalogs\/products$/, 'products.create'],
  ['GET', /^\/v1\/catalogs\/products\/[^/]+$/, 'products.get'],
  ['POST', /^\/v1\/billing\/plans$/, 'plans.create'],
  ['GET', /^\/v1\/billing\/plans\/[^/]+$/, 'plans.get'],
  ['POST', /^\/v1\/billing\/subscriptions$/, 'subscriptions.create'],
  ['GET', /^\/v1\/billing\/subscriptions\/[^/]+$/, 'subscriptions.get'],
  ['POST', /^\/v1\/billing\/subscriptions\/[^/]+\/suspend$/, 'subscriptions.suspend'],
  ['POST', /^\/v1\/billing\/subscriptions\/[^/]+\/activate$/, 'subscriptions.activate'],
  ['POST', /^\/v1\/billing\/subscriptions\/[^/]+\/cancel$/, 'subscriptions.cancel'],
  ['POST', /^\/v1\/notifications\/verify-webhook-signature$/, 'verify-webhook-signature.post'],
];

interface Exchange {
  operationId: string;
  status: number;
  requestId: string | null;
  problems: string[];
}

const exchanges: Exchange[] = [];
let sandbox: PaypalSandbox;
let receiver: WebhookReceiver;

/** Passes every call on to the stand-in, checking the request body and the answer on the way. */
const checkingFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  const response = await fetch(input, init);
  if (url.pathname === '/v1/oauth2/token') return response; // not part of these documents
  const operationId = operations.find(([m, path]) => m === method && path.test(url.pathname))?.[2];
  if (!operationId) throw new Error(`the client called an undocumented operation: ${method} ${url.pathname}`);
  const problems: string[] = [];
  if (typeof init?.body === 'string') {
    const isEcho = operationId === 'verify-webhook-signature.post';
    problems.push(
      ...spec
        .request(operationId, { isEcho })(JSON.parse(init.body))
        .map((p) => `request ${p}`),
    );
  }
  const text = await response.clone().text();
  if (text)
    problems.push(
      ...spec
        .response(
          operationId,
          response.status,
        )(JSON.parse(text))
        .map((p) => `answer ${p}`),
    );
  const requestId = new Headers(init?.headers).get('paypal-request-id');
  exchanges.push({ operationId, status: response.status, requestId, problems });
  return response;
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const credentials = {
    clientId: 'contract-client',
    clientSecret: 'contract-secret',
    webhookId: 'CONTRACTWEBHOOK2',
  };
  sandbox = await startPaypalSandbox({
    port: 0,
    ...credentials,
    webhookUrl: receiver.url,
    webhookRetryDelaysMs: [5],
  });

  const paypal = createPaypalClient({
    baseUrl: sandbox.url,
    ...credentials,
    brandName: 'Baylytics',
    fetch: checkingFetch,
  });
  const product = await paypal.ensureProduct({
    id: 'baylytics-subscription',
    name: 'Baylytics',
    description: 'Ranking and keyword analytics for eBay sellers',
    type: 'SERVICE',
    homeUrl: 'https://www.baylytics.de',
  });
  const trialPlan = await paypal.createPlan({
    productId: product.id,
    name: 'Gold 12 Monate',
    description: 'Gold, billed yearly',
    intervalMonths: 12,
    price: { amount: '299.00', currency: 'EUR' },
    trial: { intervalDays: 14, price: { amount: '0.00', currency: 'EUR' } },
    setupFee: { amount: '10.00', currency: 'EUR' },
    taxes: { percentage: '19', isInclusive: false },
    requestId: 'plan-gold-12m-v1',
  });
  await paypal.createPlan({
    productId: product.id,
    name: 'Bronze 3 Monate',
    intervalMonths: 3,
    price: { amount: '49.90', currency: 'EUR' },
    trial: { intervalMonths: 1, price: { amount: '1.00', currency: 'EUR' } },
    requestId: 'plan-bronze-3m-v1',
  });
  await paypal.getPlan(trialPlan.id);
  const subscription = await paypal.createSubscription({
    planId: trialPlan.id,
    customId: '4711',
    returnUrl: 'https://www.baylytics.de/buy/complete',
    cancelUrl: 'https://www.baylytics.de/buy/cancel',
    locale: 'en-GB',
    requestId: 'f4b5a2b4-5bd8-4f7e-9d93-5cc1f58bb1b0',
    subscriber: { email: 'gold@example.com', givenName: 'Gerd', surname: 'Gold' },
  });
  await pressCheckoutButton(subscription.approveUrl, 'Approve');
  await paypal.getSubscription(subscription.id);
  await paypal.suspendSubscription(subscription.id, 'Seller paused the renewal', 'suspend-contract-1');
  await paypal.activateSubscription(subscription.id, 'Seller resumed the renewal', 'activate-contract-1');
  await paypal.cancelSubscription(subscription.id, 'Contract test');
  await paypal.getSubscription(subscription.id);
  await sandbox.webhooksSettled();
  for (const webhook of receiver.received)
    await paypal.verifyWebhookSignature(webhook.headers, webhook.rawBody);
});

afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

describe('PayPal client requests and answers, against PayPal’s OpenAPI documents', () => {
  it('used every operation it implements, each successfully', () => {
    expect(new Set(exchanges.map((exchange) => exchange.operationId))).toEqual(
      new Set(operations.map(([, , operationId]) => operationId)),
    );
    expect(
      exchanges.filter((exchange) => exchange.status >= 300 && exchange.operationId !== 'products.get'),
    ).toEqual([]);
  });

  it.each(operations.map(([, , operationId]) => operationId))(
    '%s: bodies and answers fit the schemas',
    (operationId) => {
      const problems = exchanges
        .filter((exchange) => exchange.operationId === operationId)
        .flatMap((e) => e.problems);
      expect(problems).toEqual([]);
    },
  );

  it('sends a PayPal-Request-Id with every write', () => {
    const writes = exchanges.filter((exchange) =>
      [
        'products.create',
        'plans.create',
        'subscriptions.create',
        'subscriptions.suspend',
        'subscriptions.activate',
        'subscriptions.cancel',
      ].includes(exchange.operationId),
    );
    expect(writes.length).toBeGreaterThanOrEqual(7);
    for (const write of writes) expect(write.requestId).toEqual(expect.any(String));
  });

  it('verified the webhooks of activation, payment, suspension, reactivation and cancellation', () => {
    expect(receiver.received.map((webhook) => webhook.event.event_type)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'BILLING.SUBSCRIPTION.SUSPENDED',
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.CANCELLED',
    ]);
    expect(
      exchanges.filter((exchange) => exchange.operationId === 'verify-webhook-signature.post'),
    ).toHaveLength(5);
  });
});
