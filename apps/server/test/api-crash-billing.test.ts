// The API process killed with SIGKILL while it waits on PayPal, during a plan activation (the buyer's return from
// PayPal and PayPal's notices) and during a renewal (PayPal's payment notice), then started again by the supervisor
// as `npm start` runs it: the buyer's return and PayPal's notices, delivered again, complete the work, and every
// payment is stored once with one invoice.
import { randomBytes } from 'node:crypto';
import type { PaypalFault } from '@baylytics/sandbox/paypal/paypal-faults';
import { type PaypalSandbox, startPaypalSandbox } from '@baylytics/sandbox/paypal/start-paypal-sandbox';
import { pressCheckoutButton } from '@baylytics/sandbox/paypal/testing/checkout-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalFlow } from './support/paypal-flow.ts';
import { freePort } from './support/start-test-server.ts';
import { startSupervisedProcesses } from './support/supervised-processes.ts';
import { useTestApp } from './support/test-app.ts';
import { waitFor } from './support/worker-process.ts';

const tokenKey = randomBytes(32).toString('hex');
const t = useTestApp({ env: { EBAY_TOKEN_KEY: tokenKey } });
const flow = paypalFlow(t);
const minuteMs = 60_000;
/** Longer than any wait below: the fault holds every matching call until it is removed or the caller is gone. */
const lasting = 1_000_000;

let paypal: PaypalSandbox;
let processes: Awaited<ReturnType<typeof startSupervisedProcesses>>;

beforeAll(async () => {
  // A PayPal stand-in of this file's own, whose notices go to the supervised API rather than to the test app.
  const port = await freePort();
  paypal = await startPaypalSandbox({
    port: 0,
    clientId: 'baylytics-sandbox-client',
    clientSecret: 'baylytics-sandbox-secret',
    webhookId: 'WHBAYLYTICSSANDBOX',
    webhookUrl: `http://127.0.0.1:${port}/api/paypal/webhook`,
    // PayPal delivers a notice again for days; here for long enough to outlast a restart on a busy machine.
    webhookRetryDelaysMs: [1_000, 5_000, 15_000, 30_000, 60_000, 60_000],
  });
  processes = await startSupervisedProcesses(t, {
    tokenKey,
    api: 1,
    workers: 0,
    port,
    paypalUrl: paypal.url,
  });
}, 5 * minuteMs);

afterAll(async () => {
  await processes?.stop();
  await paypal?.close();
}, 2 * minuteMs);

/** One call to the supervised API as the signed-in user. */
async function call<T>(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${processes.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as { data: T } };
}

/** Books a plan through PayPal's approval page against the supervised API; answers the subscription's id. */
async function book(token: string, parent: string, months: number): Promise<string> {
  const offered = await call<{ id: number; numberOfMonth: number }[]>(
    'GET',
    `/order/available-plans?parentPlanName=${parent}&promoCode=OHNE-TEST`,
    token,
  );
  const plan = offered.body.data.find((candidate) => candidate.numberOfMonth === months);
  if (!plan) throw new Error(`no ${parent} plan of ${months} months`);
  const started = await call<{ redirectUrl: string }>('POST', '/paypal', token, { planId: plan.id });
  expect(started.status).toBe(200);
  const approved = await pressCheckoutButton(started.body.data.redirectUrl, 'Zustimmen');
  const returned = new URL(approved.location ?? '');
  return returned.searchParams.get('subscription_id') ?? returned.searchParams.get('token') ?? '';
}

/** How many calls a fault has caught so far (it is still pending while it holds them). */
async function caughtCalls(id: number): Promise<number> {
  const answer = await fetch(`${paypal.url}/sandbox/faults`);
  const { faults } = (await answer.json()) as { faults: { id: number; count: number }[] };
  return lasting - (faults.find((fault) => fault.id === id)?.count ?? lasting);
}

/** PayPal holds every matching call for a minute: the API is caught waiting on it. */
function hold(fault: Omit<PaypalFault, 'count' | 'delayMs'>): number {
  return paypal.injectFault({ ...fault, delayMs: minuteMs, count: lasting });
}

/** Kills the only API process while it waits on PayPal and answers once the supervisor's new one serves. */
async function crashApi(): Promise<number> {
  const [victim] = processes.supervisor.children('API').map((child) => child.pid);
  if (victim === undefined) throw new Error('no API process');
  await processes.kill(victim);
  await waitFor(
    async () => {
      const [pid] = processes.supervisor.children('API').map((child) => child.pid);
      const heartbeat = await fetch(`${processes.baseUrl}/api/heartbeat`).catch(() => null);
      return pid !== undefined && pid !== victim && heartbeat?.status === 200;
    },
    (isServing) => isServing,
    3 * minuteMs,
    processes.describe,
  );
  return victim;
}

describe('the API process killed while it waits on PayPal', () => {
  let activated: { token: string; userId: number; subscriptionId: string } | undefined;

  it(
    "during a plan activation: started again, the buyer's return and PayPal's notices activate it once, one payment, one invoice",
    async () => {
      const user = await flow.buyer();
      const read = hold({ method: 'GET', path: '/v1/billing/subscriptions/' });
      const verify = hold({ path: '/v1/notifications/verify-webhook-signature' });
      const subscriptionId = await book(user.token, 'Silver', 3);
      const returning = call('GET', `/paypal/complete?token=${subscriptionId}`, user.token).catch(() => null);
      await waitFor(
        () => caughtCalls(read),
        (n) => n >= 1,
        2 * minuteMs,
        processes.describe,
      );
      const before = await flow.billingOf(user.id);
      expect(before.agreements).toMatchObject([{ status: 'pending', externalId: subscriptionId }]);

      const heldReads = await caughtCalls(read);
      const victim = await crashApi();
      // The buyer's page lost its answer with the process.
      expect(await returning).toBeNull();
      paypal.removeFault(read);
      paypal.removeFault(verify);

      const again = await call<{ status: string }>(
        'GET',
        `/paypal/complete?token=${subscriptionId}`,
        user.token,
      );
      expect(again.status).toBe(200);
      expect(again.body.data.status).toBe('active');
      await waitFor(
        () => flow.billingOf(user.id),
        (billing) => billing.invoices.length > 0,
        3 * minuteMs,
        processes.describe,
      );
      await paypal.webhooksSettled();
      const settled = await flow.billingOf(user.id);
      expect(settled.agreements).toMatchObject([{ status: 'active', externalId: subscriptionId }]);
      expect(settled.payments).toHaveLength(1);
      expect(settled.invoices).toHaveLength(1);
      expect(settled.invoices[0]?.paymentTransactionId).toBe(settled.payments[0]?.externalId);
      activated = { token: user.token, userId: user.id, subscriptionId };
      process.stdout.write(
        `API crash during activation: process ${victim} killed while PayPal held ${heldReads} subscription read(s); activated once, 1 payment, 1 invoice\n`,
      );
    },
    8 * minuteMs,
  );

  it(
    "during a renewal's payment notice: started again, PayPal's notice delivered again renews it once, one more payment and invoice",
    async () => {
      if (!activated) throw new Error('the activation above did not complete');
      const { userId, subscriptionId } = activated;
      const before = await flow.billingOf(userId);
      const verify = hold({ path: '/v1/notifications/verify-webhook-signature' });
      paypal.renewSubscription(subscriptionId);
      await waitFor(
        () => caughtCalls(verify),
        (n) => n >= 1,
        2 * minuteMs,
        processes.describe,
      );
      expect(await flow.billingOf(userId)).toEqual(before);

      const victim = await crashApi();
      paypal.removeFault(verify);
      await waitFor(
        () => flow.billingOf(userId),
        (billing) => billing.invoices.length === 2,
        4 * minuteMs,
        processes.describe,
      );
      await paypal.webhooksSettled();
      const settled = await flow.billingOf(userId);
      expect(settled.agreements).toHaveLength(1);
      expect(settled.agreements[0]?.status).toBe('active');
      expect(settled.agreements[0]?.paidUntil.getTime()).toBeGreaterThan(
        before.agreements[0]?.paidUntil.getTime() ?? Number.POSITIVE_INFINITY,
      );
      expect(new Set(settled.payments.map((payment) => payment.externalId)).size).toBe(2);
      expect(settled.invoices.map((invoice) => invoice.paymentTransactionId).sort()).toEqual(
        settled.payments.map((payment) => payment.externalId).sort(),
      );
      process.stdout.write(
        `API crash during renewal: process ${victim} killed while it checked the payment notice; renewed once, 2 payments, 2 invoices\n`,
      );
    },
    8 * minuteMs,
  );
});
