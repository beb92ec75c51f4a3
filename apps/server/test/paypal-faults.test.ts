// Every way the product reaches PayPal, run while PayPal fails in each way its stand-in can play (error statuses,
// answers cut off mid-body, no answer): the call is retried with backoff, the caller is told to try again,
// nothing is stored while it fails, and once the fault is removed the work completes exactly once: one
// agreement, one payment and one invoice per payment.
import type { PaypalFault } from '@baylytics/sandbox/paypal/paypal-faults';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { agreements } from '../src/db/schema/billing.ts';
import { paypalFlow } from './support/paypal-flow.ts';
import { useTestApp } from './support/test-app.ts';
import { waitFor } from './support/worker-process.ts';

const t = useTestApp();
const flow = paypalFlow(t);
const { billingOf } = flow;
const minuteMs = 60_000;
/** The client's tries per call, the first included (its default retry policy). */
const clientAttempts = 4;
const lasting = 1_000_000;

/** Each way PayPal fails; `isActedOn`: PayPal did what was asked before its answer was lost. */
const faults: { name: string; fault: PaypalFault; isActedOn: boolean }[] = [
  { name: 'answers 503', fault: { status: 503 }, isActedOn: false },
  { name: 'answers 429', fault: { status: 429 }, isActedOn: false },
  { name: 'answers 500', fault: { status: 500 }, isActedOn: false },
  { name: 'cuts every answer off mid-body', fault: { answer: 'truncated' }, isActedOn: true },
  { name: 'never answers', fault: { answer: 'none' }, isActedOn: false },
];

async function inject(fault: PaypalFault): Promise<number> {
  const answer = await fetch(`${t.paypalSandboxUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fault, count: lasting }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** How many calls a fault answered so far, read from the stand-in's list of pending faults. */
async function failedCalls(id: number): Promise<number> {
  const answer = await fetch(`${t.paypalSandboxUrl}/sandbox/faults`);
  const { faults: pending } = (await answer.json()) as { faults: { id: number; count: number }[] };
  const fault = pending.find((candidate) => candidate.id === id);
  if (!fault) throw new Error(`fault ${id} is gone`);
  return lasting - fault.count;
}

async function remove(id: number): Promise<void> {
  expect((await fetch(`${t.paypalSandboxUrl}/sandbox/faults/${id}`, { method: 'DELETE' })).status).toBe(204);
}

const figures = { runs: 0, failedCalls: 0 };
const quiet = () => '';

afterAll(() => {
  process.stdout.write(
    `paypal faults: ${figures.runs} faulted runs completed after the fault, ${figures.failedCalls} failed PayPal calls\n`,
  );
});

describe('PayPal failing', () => {
  for (const { name, fault, isActedOn } of faults) {
    it(
      `plan activation: PayPal ${name} to the return page and the payment notice; active once it clears, one payment, one invoice`,
      async () => {
        const user = await flow.buyer();
        const plan = await flow.planOf(user.token, 'Silver', 3, 'OHNE-TEST');
        const read = await inject({ ...fault, method: 'GET', path: '/v1/billing/subscriptions/' });
        const verify = await inject({ ...fault, path: '/v1/notifications/verify-webhook-signature' });
        const subscriptionId = await flow.book(user.token, plan.id);
        const before = await billingOf(user.id);
        expect(before.agreements).toMatchObject([{ status: 'pending', externalId: subscriptionId }]);

        const refused = await t.get(`/api/paypal/complete?token=${subscriptionId}`, { token: user.token });
        expect(refused.status).toBe(503);
        expect(refused.body.message).toBe('serviceUnavailable');
        // The payment notice is refused until PayPal confirms it, and PayPal delivers it again.
        await waitFor(
          () => failedCalls(verify),
          (n) => n >= 2 * clientAttempts,
          2 * minuteMs,
          quiet,
        );
        expect(await failedCalls(read)).toBe(clientAttempts);
        expect(await billingOf(user.id)).toEqual(before);
        const me = await t.get<{ roles: string[] }>('/api/auth/me', { token: user.token });
        expect(me.body.data.roles).not.toContain('EbayRankingSilver');
        figures.failedCalls += (await failedCalls(read)) + (await failedCalls(verify));

        await remove(read);
        await remove(verify);
        const completed = await t.get<{ status: string }>(`/api/paypal/complete?token=${subscriptionId}`, {
          token: user.token,
        });
        expect(completed.body.data.status).toBe('active');
        const done = await waitFor(
          () => billingOf(user.id),
          (billing) => billing.invoices.length > 0,
          2 * minuteMs,
          quiet,
        );
        await flow.settleWebhooks();
        const settled = await billingOf(user.id);
        expect(settled).toEqual(done);
        expect(settled.agreements).toMatchObject([{ status: 'active', externalId: subscriptionId }]);
        expect(settled.payments).toHaveLength(1);
        expect(settled.invoices).toHaveLength(1);
        expect(settled.invoices[0]?.paymentTransactionId).toBe(settled.payments[0]?.externalId);
        figures.runs += 1;
      },
      5 * minuteMs,
    );

    it(
      `renewal: PayPal ${name} while the renewal's payment notice is checked; renewed once it clears, one more invoice`,
      async () => {
        const { user, subscriptionId } = await bookedBronze();
        const before = await billingOf(user.id);
        const verify = await inject({ ...fault, path: '/v1/notifications/verify-webhook-signature' });
        const renewed = await fetch(`${t.paypalSandboxUrl}/sandbox/subscriptions/${subscriptionId}/renew`, {
          method: 'POST',
        });
        expect(renewed.status).toBe(200);
        // Each delivery is tried by the client with backoff, then refused, and PayPal delivers it again.
        await waitFor(
          () => failedCalls(verify),
          (n) => n >= 2 * clientAttempts,
          2 * minuteMs,
          quiet,
        );
        expect(await billingOf(user.id)).toEqual(before);
        figures.failedCalls += await failedCalls(verify);

        await remove(verify);
        const done = await waitFor(
          () => billingOf(user.id),
          (billing) => billing.invoices.length === 2,
          2 * minuteMs,
          quiet,
        );
        await flow.settleWebhooks();
        const settled = await billingOf(user.id);
        expect(settled).toEqual(done);
        expect(settled.agreements).toHaveLength(1);
        expect(settled.agreements[0]?.paidUntil.getTime()).toBeGreaterThan(
          before.agreements[0]?.paidUntil.getTime() ?? Number.POSITIVE_INFINITY,
        );
        expect(new Set(settled.payments.map((payment) => payment.externalId)).size).toBe(2);
        expect(settled.invoices.map((invoice) => invoice.paymentTransactionId).sort()).toEqual(
          settled.payments.map((payment) => payment.externalId).sort(),
        );
        figures.runs += 1;
      },
      5 * minuteMs,
    );

    it(
      `pausing renewal: PayPal ${name} to the suspension; ${isActedOn ? 'PayPal is asked what it did and the pause is kept' : 'the caller is told to try again, paused once it clears'}`,
      async () => {
        const { user, subscriptionId, agreementId } = await bookedBronze();
        const before = await billingOf(user.id);
        const suspend = await inject({
          ...fault,
          method: 'POST',
          path: `/v1/billing/subscriptions/${subscriptionId}/suspend`,
        });
        const refused = await t.request('PUT', '/api/subscriptions/false', {
          token: user.token,
          body: { id: agreementId },
        });
        expect(await failedCalls(suspend)).toBe(clientAttempts);
        figures.failedCalls += await failedCalls(suspend);
        if (isActedOn) {
          // PayPal suspended it and only the answer was lost: asked afterwards, both sides say paused.
          expect(refused.status).toBe(200);
          expect(await paypalStatus(subscriptionId)).toBe('SUSPENDED');
          expect((await billingOf(user.id)).agreements).toMatchObject([{ status: 'suspended' }]);
          await remove(suspend);
          figures.runs += 1;
          return;
        }
        expect(refused.status).toBe(503);
        expect(refused.body.message).toBe('serviceUnavailable');
        expect(await billingOf(user.id)).toEqual(before);
        expect(await paypalStatus(subscriptionId)).toBe('ACTIVE');

        await remove(suspend);
        const paused = await t.request('PUT', '/api/subscriptions/false', {
          token: user.token,
          body: { id: agreementId },
        });
        expect(paused.status).toBe(200);
        expect(await paypalStatus(subscriptionId)).toBe('SUSPENDED');
        await flow.settleWebhooks();
        const after = await billingOf(user.id);
        expect(after.agreements).toMatchObject([{ status: 'suspended' }]);
        expect({ ...after, agreements: [] }).toEqual({ ...before, agreements: [] });
        figures.runs += 1;
      },
      5 * minuteMs,
    );
  }
});

const paypalStatus = async (subscriptionId: string) =>
  ((await flow.paypal('GET', `/v1/billing/subscriptions/${subscriptionId}`)).body as { status: string })
    .status;

/** A buyer with a running Bronze (1 month, no trial) booked through PayPal, its first invoice issued. */
async function bookedBronze() {
  const user = await flow.buyer();
  const plan = await flow.planOf(user.token, 'Bronze', 1, 'OHNE-TEST');
  const subscriptionId = await flow.book(user.token, plan.id);
  await t.get(`/api/paypal/complete?token=${subscriptionId}`, { token: user.token });
  await waitFor(
    () => billingOf(user.id),
    (billing) => billing.invoices.length === 1,
    2 * minuteMs,
    quiet,
  );
  await flow.settleWebhooks();
  const [agreement] = await t.db.select().from(agreements).where(eq(agreements.externalId, subscriptionId));
  if (!agreement) throw new Error('no agreement');
  return { user, subscriptionId, agreementId: agreement.id };
}
