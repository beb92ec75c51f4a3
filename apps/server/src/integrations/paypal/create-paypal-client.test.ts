import { type PaypalSandbox, startPaypalSandbox } from '@baylytics/sandbox/paypal/start-paypal-sandbox';
import { pressCheckoutButton } from '@baylytics/sandbox/paypal/testing/checkout-driver';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '@baylytics/sandbox/paypal/testing/webhook-receiver';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaypalClient, type PaypalClientOptions } from './create-paypal-client.ts';
import { PaypalError } from './paypal-error.ts';
import type { PlanInput } from './paypal-types.ts';

// The client against the local stand-in, over real HTTP: what the product does on the embedded default.

const credentials = {
  clientId: 'client-test',
  clientSecret: 'client-test-secret',
  webhookId: 'CLIENTWEBHOOK1',
};
let sandbox: PaypalSandbox;
let receiver: WebhookReceiver;
/** Shifts the stand-in's clock, to let its tokens expire behind the client's back. */
let sandboxSkewMs = 0;
let requests: { method: string; path: string; headers: Headers }[] = [];

const recordingFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  requests.push({ method: init?.method ?? 'GET', path: url.pathname, headers: new Headers(init?.headers) });
  return fetch(input, init);
};

const count = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path.startsWith(path)).length;

function client(overrides: Partial<PaypalClientOptions> = {}) {
  return createPaypalClient({
    baseUrl: sandbox.url,
    ...credentials,
    brandName: 'Baylytics',
    fetch: recordingFetch,
    retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
    ...overrides,
  });
}

const silverMonthly = (productId: string, requestId: string): PlanInput => ({
  productId,
  name: 'Silber monatlich',
  intervalMonths: 1,
  price: { amount: '9.99', currency: 'EUR' },
  setupFee: { amount: '5.00', currency: 'EUR' },
  taxes: { percentage: '19', isInclusive: true },
  requestId,
});

const subscriptionFor = (planId: string, requestId: string) => ({
  planId,
  customId: `agreement-${requestId}`,
  returnUrl: 'https://app.example.com/app/billing/paypal/return',
  cancelUrl: 'https://app.example.com/app/billing/paypal/cancel',
  locale: 'de-DE',
  requestId,
});

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startPaypalSandbox({
    port: 0,
    ...credentials,
    webhookUrl: receiver.url,
    webhookRetryDelaysMs: [5, 10],
    now: () => new Date(Date.now() + sandboxSkewMs),
  });
});

afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

beforeEach(() => {
  requests = [];
  sandboxSkewMs = 0;
  sandbox.clearFaults();
});

describe('createPaypalClient against the PayPal stand-in', () => {
  let planId: string;

  it('fetches one token for many calls, and a new one shortly before it expires', async () => {
    let now = Date.now();
    const paypal = client({ now: () => now });
    const product = await paypal.ensureProduct({ id: 'baylytics-ranking', name: 'Baylytics Ranking' });
    planId = (await paypal.createPlan(silverMonthly(product.id, 'plan-silver-1m-v1'))).id;
    await paypal.getPlan(planId);
    await paypal.ensureProduct({ id: 'baylytics-ranking', name: 'Baylytics Ranking' });
    expect(count('POST', '/v1/oauth2/token')).toBe(1);

    now += 9 * 60 * 60_000 - 4 * 60_000; // 4 minutes before the 9-hour token expires
    await paypal.getPlan(planId);
    expect(count('POST', '/v1/oauth2/token')).toBe(2);
  });

  it('ensureProduct creates the product once and finds it afterwards', async () => {
    const paypal = client();
    const first = await paypal.ensureProduct({
      id: 'baylytics-video',
      name: 'Baylytics Video',
      type: 'DIGITAL',
    });
    const second = await paypal.ensureProduct({
      id: 'baylytics-video',
      name: 'Baylytics Video',
      type: 'DIGITAL',
    });
    expect(second).toEqual(first);
    expect(first).toEqual({ id: 'baylytics-video', name: 'Baylytics Video' });
    expect(count('POST', '/v1/catalogs/products')).toBe(1);
  });

  it('product → plan → subscription → approval page → active, with its first payment', async () => {
    const paypal = client();
    const created = await paypal.createSubscription(subscriptionFor(planId, 'subscription-approve'));
    expect(created).toEqual({
      id: expect.stringMatching(/^I-/),
      status: 'approvalPending',
      approveUrl: expect.any(String),
    });

    const approval = await pressCheckoutButton(created.approveUrl, 'Zustimmen');
    expect(approval.page).toContain('Silber monatlich');
    const returned = new URL(approval.location ?? '');
    expect(returned.pathname).toBe('/app/billing/paypal/return');
    expect(returned.searchParams.get('subscription_id')).toBe(created.id);

    const subscription = await paypal.getSubscription(created.id);
    expect(subscription).toEqual({
      id: created.id,
      status: 'active',
      planId,
      customId: 'agreement-subscription-approve',
      startTime: expect.any(Date),
      lastPayment: { amount: '14.99', currency: 'EUR', time: expect.any(Date) },
      nextBillingTime: expect.any(Date),
    });
    const start = subscription.startTime ?? new Date(0);
    const next = subscription.nextBillingTime ?? new Date(0);
    const months =
      (next.getUTCFullYear() - start.getUTCFullYear()) * 12 + next.getUTCMonth() - start.getUTCMonth();
    expect(months).toBe(1);
  });

  it('the buyer cancelling on the approval page goes back to the cancel URL; the subscription still waits', async () => {
    const paypal = client();
    const created = await paypal.createSubscription(subscriptionFor(planId, 'subscription-abort'));
    const approval = await pressCheckoutButton(created.approveUrl, 'Abbrechen');
    expect(approval.location).toBe(`https://app.example.com/app/billing/paypal/cancel?token=${created.id}`);
    expect((await paypal.getSubscription(created.id)).status).toBe('approvalPending');
  });

  it('cancelSubscription cancels; repeating it answers like the first, a new cancel is refused with its issue', async () => {
    const paypal = client();
    const created = await paypal.createSubscription(subscriptionFor(planId, 'subscription-cancel'));
    await pressCheckoutButton(created.approveUrl, 'Zustimmen');
    await paypal.cancelSubscription(created.id, 'Seller ended the agreement');
    await paypal.cancelSubscription(created.id, 'Seller ended the agreement');
    expect(await paypal.getSubscription(created.id)).toMatchObject({
      status: 'cancelled',
      nextBillingTime: null,
    });

    const refused = await paypal
      .cancelSubscription(created.id, 'again', 'cancel-again')
      .catch((error) => error);
    expect(refused).toBeInstanceOf(PaypalError);
    expect(refused).toMatchObject({ kind: 'rejected', status: 422, issues: ['SUBSCRIPTION_STATUS_INVALID'] });
  });

  it('suspendSubscription and activateSubscription pause and resume; a retried pause repeats, a new one is refused', async () => {
    const paypal = client();
    const created = await paypal.createSubscription(subscriptionFor(planId, 'subscription-pause'));
    await pressCheckoutButton(created.approveUrl, 'Zustimmen');
    await paypal.suspendSubscription(created.id, 'Seller paused the renewal', 'pause-1');
    await paypal.suspendSubscription(created.id, 'Seller paused the renewal', 'pause-1');
    expect(await paypal.getSubscription(created.id)).toMatchObject({
      status: 'suspended',
      nextBillingTime: null,
    });
    const suspends = requests.filter((request) => request.path.endsWith('/suspend'));
    expect(suspends.map((request) => request.headers.get('paypal-request-id'))).toEqual([
      'pause-1',
      'pause-1',
    ]);

    const refused = await paypal.suspendSubscription(created.id, 'again', 'pause-2').catch((error) => error);
    expect(refused).toMatchObject({ kind: 'rejected', status: 422, issues: ['SUBSCRIPTION_STATUS_INVALID'] });

    await paypal.activateSubscription(created.id, 'Seller resumed the renewal', 'resume-1');
    const resumed = await paypal.getSubscription(created.id);
    expect(resumed.status).toBe('active');
    expect(resumed.nextBillingTime).toBeInstanceOf(Date);
    const notSuspended = await paypal
      .activateSubscription(created.id, 'again', 'resume-2')
      .catch((error) => error);
    expect(notSuspended).toMatchObject({ kind: 'rejected', issues: ['SUBSCRIPTION_STATUS_INVALID'] });
  });

  it('a repeated PayPal-Request-Id returns the same subscription instead of a second one', async () => {
    const paypal = client();
    const first = await paypal.createSubscription(subscriptionFor(planId, 'subscription-once'));
    const repeat = await paypal.createSubscription(subscriptionFor(planId, 'subscription-once'));
    const other = await paypal.createSubscription(subscriptionFor(planId, 'subscription-other'));
    expect(repeat).toEqual(first);
    expect(other.id).not.toBe(first.id);
    const writes = requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/billing/subscriptions',
    );
    expect(writes.map((request) => request.headers.get('paypal-request-id'))).toEqual([
      'subscription-once',
      'subscription-once',
      'subscription-other',
    ]);
  });

  it('webhooks arrive signed; verifyWebhookSignature accepts them and rejects tampered or incomplete ones', async () => {
    await sandbox.webhooksSettled();
    const paypal = client();
    const sale = receiver.received.find((webhook) => webhook.event.event_type === 'PAYMENT.SALE.COMPLETED');
    if (!sale) throw new Error('no PAYMENT.SALE.COMPLETED received');
    expect(sale.event.resource).toMatchObject({ amount: { total: '14.99', currency: 'EUR' } });

    for (const webhook of receiver.received)
      expect(await paypal.verifyWebhookSignature(webhook.headers, webhook.rawBody)).toBe(true);
    const asFetchHeaders = new Headers(sale.headers as Record<string, string>);
    expect(await paypal.verifyWebhookSignature(asFetchHeaders, Buffer.from(sale.rawBody))).toBe(true);

    const tampered = sale.rawBody.replace('"total":"14.99"', '"total":"0.01"');
    expect(tampered).not.toBe(sale.rawBody);
    expect(await paypal.verifyWebhookSignature(sale.headers, tampered)).toBe(false);
    const { 'paypal-transmission-sig': _signature, ...unsigned } = sale.headers;
    expect(await paypal.verifyWebhookSignature(unsigned, sale.rawBody)).toBe(false);
    expect(await paypal.verifyWebhookSignature(sale.headers, 'not json')).toBe(false);
    const otherWebhook = client({ webhookId: 'SOMEONEELSE' });
    expect(await otherWebhook.verifyWebhookSignature(sale.headers, sale.rawBody)).toBe(false);
  });

  it('retries a 429 and succeeds', async () => {
    const paypal = client();
    await paypal.getPlan(planId); // token first, so the fault hits the call itself
    sandbox.injectFault({ status: 429, count: 1, path: '/v1/billing/plans', retryAfterSeconds: 0 });
    expect(await paypal.getPlan(planId)).toMatchObject({ id: planId, status: 'active' });
    expect(count('GET', '/v1/billing/plans')).toBe(3);
  });

  it('gives up on a lasting 500 after the bounded attempts with a typed error', async () => {
    const paypal = client();
    await paypal.getPlan(planId);
    sandbox.injectFault({ status: 500, count: 1_000, path: '/v1/billing/plans' });
    const failure = await paypal.getPlan(planId).catch((error) => error);
    expect(failure).toBeInstanceOf(PaypalError);
    expect(failure).toMatchObject({
      kind: 'unavailable',
      status: 500,
      attempts: 3,
      paypalName: 'INTERNAL_SERVER_ERROR',
      debugId: expect.any(String),
    });
    expect(count('GET', '/v1/billing/plans')).toBe(1 + 3);
  });

  it('retries an answer cut off mid-body and a call never answered, then reads the whole answer', async () => {
    const paypal = client();
    await paypal.getPlan(planId);
    sandbox.injectFault({ answer: 'truncated', count: 1, path: '/v1/billing/plans' });
    sandbox.injectFault({ answer: 'none', count: 1, path: '/v1/billing/plans' });
    expect(await paypal.getPlan(planId)).toMatchObject({ id: planId, status: 'active' });
    expect(count('GET', '/v1/billing/plans')).toBe(1 + 3);
  });

  it('gives up on answers that keep being cut off with a typed unavailable error', async () => {
    const paypal = client();
    await paypal.getPlan(planId);
    const id = sandbox.injectFault({ answer: 'truncated', count: 1_000, path: '/v1/billing/plans' });
    const failure = await paypal.getPlan(planId).catch((error) => error);
    sandbox.removeFault(id);
    expect(failure).toBeInstanceOf(PaypalError);
    expect(failure).toMatchObject({ kind: 'unavailable', attempts: 3 });
  });

  it('waits out a slow answer within its timeout and gives up on one beyond it', async () => {
    await client().getPlan(planId);
    sandbox.injectFault({ delayMs: 300, count: 1, path: '/v1/billing/plans' });
    expect(await client({ timeoutMs: 5_000 }).getPlan(planId)).toMatchObject({ id: planId });
    const id = sandbox.injectFault({ delayMs: 1_500, count: 1_000, path: '/v1/billing/plans' });
    const failure = await client({ timeoutMs: 700 })
      .getPlan(planId)
      .catch((error) => error);
    sandbox.removeFault(id);
    expect(failure).toMatchObject({ kind: 'unavailable', attempts: 3 });
  });

  it('answers an unknown subscription with a notFound error', async () => {
    await expect(client().getSubscription('I-DOESNOTEXIST')).rejects.toMatchObject({
      kind: 'notFound',
      status: 404,
    });
  });

  it('refuses wrong credentials as an authentication error without retrying', async () => {
    const failure = await client({ clientSecret: 'wrong' })
      .getPlan(planId)
      .catch((error) => error);
    expect(failure).toMatchObject({ kind: 'authentication', status: 401, paypalName: 'invalid_client' });
    expect(String(failure.message)).not.toContain('wrong');
    expect(count('POST', '/v1/oauth2/token')).toBe(1);
  });

  it('replaces a token PayPal no longer accepts, once', async () => {
    const paypal = client();
    await paypal.getPlan(planId);
    sandboxSkewMs = 10 * 60 * 60_000; // the stand-in's tokens have expired; the client does not know yet
    expect(await paypal.getPlan(planId)).toMatchObject({ id: planId });
    expect(count('POST', '/v1/oauth2/token')).toBe(2);
  });

  it('reports an answer it cannot read as invalidAnswer', async () => {
    const garbling: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).includes('/v1/billing/subscriptions/')) return Response.json({ id: 42 });
      return response;
    };
    const failure = await client({ fetch: garbling })
      .getSubscription('I-ANY')
      .catch((error) => error);
    expect(failure).toMatchObject({
      kind: 'invalidAnswer',
      operation: 'GET /v1/billing/subscriptions/I-ANY',
    });
  });
});
