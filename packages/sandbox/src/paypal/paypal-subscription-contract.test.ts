import { beforeAll, describe, expect, it } from 'vitest';
import { pressCheckoutButton } from './testing/checkout-driver.ts';
import {
  call,
  deliveries,
  expectFits,
  monthlyPlan,
  plainSpaces,
  receiver,
  sandbox,
  send,
  setClock,
  spec,
  subscriptionRequest,
  usePaypalContractSandbox,
  webhookId,
} from './testing/paypal-contract-harness.ts';

usePaypalContractSandbox();

describe('PayPal stand-in: subscriptions and webhooks, held to PayPal’s OpenAPI documents', () => {
  let productId: string;
  let planId: string;
  let subscriptionId: string;
  let approveUrl: string;

  beforeAll(async () => {
    const product = await send('products.create', '/v1/catalogs/products', {
      id: 'baylytics-ranking',
      name: 'Baylytics',
      description: 'eBay seller analytics',
      type: 'SERVICE',
    });
    productId = (product.body as { id: string }).id;
    const plan = await send('plans.create', '/v1/billing/plans', monthlyPlan(productId));
    planId = (plan.body as { id: string }).id;
  });

  it('creates a subscription waiting for approval, with an approve link to its own checkout page', async () => {
    const created = await send(
      'subscriptions.create',
      '/v1/billing/subscriptions',
      subscriptionRequest(planId, 'de-DE'),
    );
    expect(created.status).toBe(201);
    expectFits(spec.response('subscriptions.create', 201), created.body);
    const body = created.body as { id: string; status: string; links: { rel: string; href: string }[] };
    expect(body.status).toBe('APPROVAL_PENDING');
    subscriptionId = body.id;
    approveUrl = body.links.find((link) => link.rel === 'approve')?.href ?? '';
    expect(approveUrl).toBe(`${sandbox.url}/checkoutnow?token=${subscriptionId}`);

    const read = await call('GET', `/v1/billing/subscriptions/${subscriptionId}`);
    expectFits(spec.response('subscriptions.get', 200), read.body);
    expect(read.body).toMatchObject({
      status: 'APPROVAL_PENDING',
      plan_id: planId,
      custom_id: 'agreement-42',
    });

    const missing = await call('GET', '/v1/billing/subscriptions/I-NOSUCHSUB');
    expect(missing.status).toBe(404);
    expectFits(spec.response('subscriptions.get', 404), missing.body);
  });

  it('shows the approval page in German or English; Cancel returns to cancel_url and leaves it pending', async () => {
    const german = await pressCheckoutButton(approveUrl, 'Abbrechen');
    expect(german.page).toContain('Silber monatlich');
    expect(plainSpaces(german.page)).toContain('9,99 € pro Monat');
    expect(german.page).toContain('Zustimmen');
    expect(german.page).not.toMatch(/<(script|link|img)\b/);
    expect(german.status).toBe(303);
    expect(german.location).toBe(`https://app.example.com/billing/cancel?token=${subscriptionId}`);
    const read = await call('GET', `/v1/billing/subscriptions/${subscriptionId}`);
    expect(read.body).toMatchObject({ status: 'APPROVAL_PENDING' });

    const english = await send(
      'subscriptions.create',
      '/v1/billing/subscriptions',
      subscriptionRequest(planId, 'en-GB'),
    );
    const link = (english.body as { links: { rel: string; href: string }[] }).links.find(
      (l) => l.rel === 'approve',
    );
    const page = await pressCheckoutButton(link?.href ?? '', 'Cancel');
    expect(page.page).toContain('€9.99');
    expect(page.page).toContain('>Approve<');
  });

  it('on approval: ACTIVE, first payment recorded, redirect with ids, signed webhooks sent', async () => {
    const approved = await pressCheckoutButton(approveUrl, 'Zustimmen');
    expect(approved.status).toBe(303);
    const target = new URL(approved.location ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('https://app.example.com/billing/return');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      plan: 'silver',
      subscription_id: subscriptionId,
      ba_token: expect.stringMatching(/^BA-/),
      token: subscriptionId,
    });

    const read = await call('GET', `/v1/billing/subscriptions/${subscriptionId}`);
    expectFits(spec.response('subscriptions.get', 200), read.body);
    expect(read.body).toMatchObject({
      status: 'ACTIVE',
      billing_info: {
        last_payment: { amount: { value: '9.99', currency_code: 'EUR' }, time: '2026-01-31T10:00:00Z' },
        next_billing_time: '2026-02-28T10:00:00Z',
        cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 1 }],
      },
    });

    const [activated, sale] = await receiver.waitFor(2);
    expect(activated?.event.event_type).toBe('BILLING.SUBSCRIPTION.ACTIVATED');
    expect(sale?.event.event_type).toBe('PAYMENT.SALE.COMPLETED');
    for (const webhook of [activated, sale])
      expectFits(spec.component('webhooks', 'event', 'response'), webhook?.event);
    expectFits(spec.component('billing', 'subscription', 'response'), activated?.event.resource);
    expect(sale?.event.resource).toMatchObject({
      billing_agreement_id: subscriptionId,
      custom: 'agreement-42',
      amount: { total: '9.99', currency: 'EUR' },
      state: 'completed',
    });
    expect(activated?.headers).toMatchObject({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-transmission-id': expect.any(String),
      'paypal-transmission-time': expect.any(String),
      'paypal-transmission-sig': expect.any(String),
      'paypal-cert-url': expect.stringContaining(`${sandbox.url}/v1/notifications/certs/CERT-`),
    });
    const cert = await fetch(String(activated?.headers['paypal-cert-url']));
    expect(await cert.text()).toContain('BEGIN PUBLIC KEY');
  });

  it('verifies its own webhook signatures and fails a tampered body or a foreign webhook id', async () => {
    const [webhook] = receiver.received;
    if (!webhook) throw new Error('no webhook received');
    const verify = (event: unknown, id = webhookId) => {
      const request = {
        auth_algo: String(webhook.headers['paypal-auth-algo']),
        cert_url: String(webhook.headers['paypal-cert-url']),
        transmission_id: String(webhook.headers['paypal-transmission-id']),
        transmission_sig: String(webhook.headers['paypal-transmission-sig']),
        transmission_time: String(webhook.headers['paypal-transmission-time']),
        webhook_id: id,
        webhook_event: event,
      };
      return send('verify-webhook-signature.post', '/v1/notifications/verify-webhook-signature', request);
    };
    const genuine = await verify(JSON.parse(webhook.rawBody));
    expect(genuine.status).toBe(200);
    expectFits(spec.response('verify-webhook-signature.post', 200), genuine.body);
    expect(genuine.body).toEqual({ verification_status: 'SUCCESS' });

    const tampered = { ...JSON.parse(webhook.rawBody), summary: 'Subscription activated for free' };
    expect((await verify(tampered)).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify(JSON.parse(webhook.rawBody), 'OTHERWEBHOOK')).body).toEqual({
      verification_status: 'FAILURE',
    });
  });

  it('renewal (sandbox control) pays the next cycle and moves next_billing_time by the plan’s interval', async () => {
    await setClock('2026-02-28T10:00:05Z');
    const renewed = await fetch(`${sandbox.url}/sandbox/subscriptions/${subscriptionId}/renew`, {
      method: 'POST',
    });
    const body = await renewed.json();
    expectFits(spec.response('subscriptions.get', 200), body);
    expect(body).toMatchObject({
      billing_info: {
        last_payment: { amount: { value: '9.99' }, time: '2026-02-28T10:00:05Z' },
        next_billing_time: '2026-03-31T10:00:00Z',
        cycle_executions: [{ cycles_completed: 2 }],
      },
    });
    const [, , sale] = await receiver.waitFor(3);
    expect(sale?.event).toMatchObject({
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { billing_agreement_id: subscriptionId, amount: { total: '9.99' } },
    });
  });

  it('suspends: 204, SUSPENDED, a webhook; a second suspend is refused; renewals are skipped meanwhile', async () => {
    const suspended = await send(
      'subscriptions.suspend',
      `/v1/billing/subscriptions/${subscriptionId}/suspend`,
      { reason: 'Seller paused the automatic renewal' },
      { 'PayPal-Request-Id': 'suspend-1' },
    );
    expect(suspended.status).toBe(204);
    expect(suspended.body).toBeUndefined();
    const read = await call('GET', `/v1/billing/subscriptions/${subscriptionId}`);
    expectFits(spec.response('subscriptions.get', 200), read.body);
    expect(read.body).toMatchObject({
      status: 'SUSPENDED',
      status_change_note: 'Seller paused the automatic renewal',
      links: expect.arrayContaining([expect.objectContaining({ rel: 'activate', method: 'POST' })]),
    });
    expect((read.body as { billing_info: object }).billing_info).not.toHaveProperty('next_billing_time');
    const [, , , webhook] = await receiver.waitFor(4);
    expect(webhook?.event).toMatchObject({
      event_type: 'BILLING.SUBSCRIPTION.SUSPENDED',
      resource: { id: subscriptionId, status: 'SUSPENDED' },
    });
    expectFits(spec.component('webhooks', 'event', 'response'), webhook?.event);
    expectFits(spec.component('billing', 'subscription', 'response'), webhook?.event.resource);

    // The same request id answers like the first; a new suspend of a suspended subscription is refused.
    const repeated = await send(
      'subscriptions.suspend',
      `/v1/billing/subscriptions/${subscriptionId}/suspend`,
      { reason: 'Seller paused the automatic renewal' },
      { 'PayPal-Request-Id': 'suspend-1' },
    );
    expect(repeated.status).toBe(204);
    const again = await send('subscriptions.suspend', `/v1/billing/subscriptions/${subscriptionId}/suspend`, {
      reason: 'again',
    });
    expect(again.status).toBe(422);
    expectFits(spec.response('subscriptions.suspend', 422), again.body);
    expect(again.body).toMatchObject({ details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] });

    const tooLong = await call('POST', `/v1/billing/subscriptions/${subscriptionId}/suspend`, {
      reason: 'x'.repeat(129),
    });
    expect(tooLong.status).toBe(400);
    expectFits(spec.response('subscriptions.suspend', 400), tooLong.body);
    expect(tooLong.body).toMatchObject({
      details: [{ field: '/reason', issue: 'INVALID_STRING_MAX_LENGTH' }],
    });

    await setClock('2026-03-31T10:00:05Z');
    const renewed = await fetch(`${sandbox.url}/sandbox/subscriptions/${subscriptionId}/renew`, {
      method: 'POST',
    });
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toMatchObject({
      status: 'SUSPENDED',
      billing_info: {
        last_payment: { time: '2026-02-28T10:00:05Z' },
        cycle_executions: [{ cycles_completed: 2 }],
      },
    });
    await sandbox.webhooksSettled();
    expect(receiver.received).toHaveLength(4);
  });

  it('activates a suspended subscription: 204, ACTIVE, a webhook; the skipped cycle is due at once', async () => {
    const activated = await send(
      'subscriptions.activate',
      `/v1/billing/subscriptions/${subscriptionId}/activate`,
      { reason: 'Seller resumed the automatic renewal' },
      { 'PayPal-Request-Id': 'activate-1' },
    );
    expect(activated.status).toBe(204);
    const read = await call('GET', `/v1/billing/subscriptions/${subscriptionId}`);
    expectFits(spec.response('subscriptions.get', 200), read.body);
    expect(read.body).toMatchObject({
      status: 'ACTIVE',
      billing_info: { next_billing_time: '2026-03-31T10:00:05Z' },
    });
    const [, , , , webhook] = await receiver.waitFor(5);
    expect(webhook?.event).toMatchObject({
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      resource: { id: subscriptionId, status: 'ACTIVE' },
    });
    expectFits(spec.component('billing', 'subscription', 'response'), webhook?.event.resource);

    const again = await send(
      'subscriptions.activate',
      `/v1/billing/subscriptions/${subscriptionId}/activate`,
      {
        reason: 'again',
      },
    );
    expect(again.status).toBe(422);
    expectFits(spec.response('subscriptions.activate', 422), again.body);
    const missing = await send(
      'subscriptions.activate',
      '/v1/billing/subscriptions/I-NOSUCHSUB/activate',
      {},
    );
    expect(missing.status).toBe(404);
    expectFits(spec.response('subscriptions.activate', 404), missing.body);

    const renewed = await fetch(`${sandbox.url}/sandbox/subscriptions/${subscriptionId}/renew`, {
      method: 'POST',
    });
    expect(await renewed.json()).toMatchObject({
      billing_info: {
        last_payment: { amount: { value: '9.99' } },
        cycle_executions: [{ cycles_completed: 3 }],
      },
    });
    const [, , , , , sale] = await receiver.waitFor(6);
    expect(sale?.event).toMatchObject({ event_type: 'PAYMENT.SALE.COMPLETED' });
  });

  it('cancels: 204, CANCELLED with the reason, a webhook; a second cancel is refused with 422', async () => {
    const request = { reason: 'Seller switched to the yearly plan' };
    const cancelled = await send(
      'subscriptions.cancel',
      `/v1/billing/subscriptions/${subscriptionId}/cancel`,
      request,
    );
    expect(cancelled.status).toBe(204);
    expect(cancelled.body).toBeUndefined();

    const read = await call('GET', `/v1/billing/subscriptions/${subscriptionId}`);
    expectFits(spec.response('subscriptions.get', 200), read.body);
    expect(read.body).toMatchObject({ status: 'CANCELLED', status_change_note: request.reason });

    const [, , , , , , webhook] = await receiver.waitFor(7);
    expect(webhook?.event).toMatchObject({
      event_type: 'BILLING.SUBSCRIPTION.CANCELLED',
      resource: { status: 'CANCELLED' },
    });
    expectFits(spec.component('billing', 'subscription', 'response'), webhook?.event.resource);

    const again = await send(
      'subscriptions.cancel',
      `/v1/billing/subscriptions/${subscriptionId}/cancel`,
      request,
    );
    expect(again.status).toBe(422);
    expectFits(spec.response('subscriptions.cancel', 422), again.body);
  });

  it('PayPal-Request-Id: a repeated write returns the first answer and creates nothing new', async () => {
    const headers = { 'PayPal-Request-Id': 'subscription-for-agreement-77' };
    const first = await send(
      'subscriptions.create',
      '/v1/billing/subscriptions',
      subscriptionRequest(planId, 'de-DE'),
      headers,
    );
    const second = await send(
      'subscriptions.create',
      '/v1/billing/subscriptions',
      subscriptionRequest(planId, 'de-DE'),
      headers,
    );
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const other = await send(
      'subscriptions.create',
      '/v1/billing/subscriptions',
      subscriptionRequest(planId, 'de-DE'),
    );
    expect((other.body as { id: string }).id).not.toBe((first.body as { id: string }).id);
  });

  it('redelivers a webhook the receiver refused, after a short wait', async () => {
    const delivered = receiver.received.length;
    const attempted = deliveries.length;
    receiver.failNext(1);
    const created = await send(
      'subscriptions.create',
      '/v1/billing/subscriptions',
      subscriptionRequest(planId, 'en-US'),
    );
    const link = (created.body as { links: { rel: string; href: string }[] }).links.find(
      (l) => l.rel === 'approve',
    );
    await pressCheckoutButton(link?.href ?? '', 'Approve');
    await sandbox.webhooksSettled();
    const events = receiver.received.slice(delivered).map((webhook) => webhook.event.event_type);
    expect(events).toEqual(['BILLING.SUBSCRIPTION.ACTIVATED', 'PAYMENT.SALE.COMPLETED']);
    expect(
      deliveries
        .slice(attempted)
        .map(({ eventType, attempts, isDelivered }) => [eventType, attempts, isDelivered]),
    ).toEqual([
      ['BILLING.SUBSCRIPTION.ACTIVATED', 2, true],
      ['PAYMENT.SALE.COMPLETED', 1, true],
    ]);
  });
});
