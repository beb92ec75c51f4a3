import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, invoices } from '../src/db/schema/billing.ts';
import { paypalFlow, waitFor } from './support/paypal-flow.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
const flow = paypalFlow(t);

interface Subscription {
  id: number;
  name: string;
  description: string;
  active: boolean;
  unitPrice: number;
  nextRunDate: string | null;
}

const invoicesOf = (userId: number) => t.db.select().from(invoices).where(eq(invoices.userId, userId));
const listOf = (token: string) => t.get<Subscription[]>('/api/subscriptions', { token });
const setActive = (token: string, id: number, isActive: boolean) =>
  t.request('PUT', `/api/subscriptions/${isActive}`, { token, body: { id } });
const paypalStatus = async (subscriptionId: string) =>
  ((await flow.paypal('GET', `/v1/billing/subscriptions/${subscriptionId}`)).body as { status: string })
    .status;
const renewAtPaypal = (subscriptionId: string) =>
  fetch(`${t.paypalSandboxUrl}/sandbox/subscriptions/${subscriptionId}/renew`, { method: 'POST' });

/** A buyer with a running Bronze (1 month, no trial) booked through PayPal, its first invoice issued. */
async function bookedBronze() {
  const user = await flow.buyer();
  const plan = await flow.planOf(user.token, 'Bronze', 1, 'OHNE-TEST');
  const subscriptionId = await flow.book(user.token, plan.id);
  await t.get(`/api/paypal/complete?token=${subscriptionId}`, { token: user.token });
  await waitFor(
    () => invoicesOf(user.id),
    (rows) => rows.length === 1,
  );
  const [agreement] = await t.db.select().from(agreements).where(eq(agreements.externalId, subscriptionId));
  if (!agreement) throw new Error('no agreement');
  return { user, plan, subscriptionId, agreement };
}

describe('GET /subscriptions', () => {
  it("lists the caller's own running renewals with price and next renewal date, nobody else's", async () => {
    const { user, plan, agreement } = await bookedBronze();
    const other = await flow.buyer();

    const list = await listOf(user.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: agreement.id,
        name: plan.name,
        description: plan.name,
        active: true,
        unitPrice: plan.payToday,
        nextRunDate: agreement.paidUntil.toISOString(),
      },
    ]);
    expect((await listOf(other.token)).body.data).toEqual([]);
    expect((await t.get('/api/subscriptions')).status).toBe(401);
  });
});

describe('pausing and resuming automatic renewal', () => {
  it('pause suspends at PayPal, a renewal then charges nothing; resume renews and invoices again', async () => {
    const { user, subscriptionId, agreement } = await bookedBronze();

    const paused = await setActive(user.token, agreement.id, false);
    expect(paused.status).toBe(200);
    expect(await paypalStatus(subscriptionId)).toBe('SUSPENDED');
    expect((await listOf(user.token)).body.data[0]).toMatchObject({ active: false, nextRunDate: null });
    // The roles stay until the paid period ends.
    const me = await t.get<{ roles: string[] }>('/api/auth/me', { token: user.token });
    expect(me.body.data.roles).toContain('EbayRankingBronze');
    const agreementsList = await t.get<{ active: boolean; nextPayment: string | null }[]>(
      '/api/bayuser/agreements',
      { token: user.token },
    );
    expect(agreementsList.body.data[0]).toMatchObject({ active: true, nextPayment: null });

    // Pausing again changes nothing and does not bother PayPal (which would refuse a second suspend).
    expect((await setActive(user.token, agreement.id, false)).status).toBe(200);

    const skipped = await renewAtPaypal(subscriptionId);
    expect(skipped.status).toBe(200);
    await flow.settleWebhooks();
    expect(await invoicesOf(user.id)).toHaveLength(1);
    const [unchanged] = await t.db.select().from(agreements).where(eq(agreements.id, agreement.id));
    expect(unchanged?.paidUntil).toEqual(agreement.paidUntil);
    expect(unchanged?.status).toBe('suspended');

    const resumed = await setActive(user.token, agreement.id, true);
    expect(resumed.status).toBe(200);
    expect(await paypalStatus(subscriptionId)).toBe('ACTIVE');
    expect((await listOf(user.token)).body.data[0]).toMatchObject({
      active: true,
      nextRunDate: agreement.paidUntil.toISOString(),
    });
    expect((await setActive(user.token, agreement.id, true)).status).toBe(200);

    await renewAtPaypal(subscriptionId);
    const renewed = await waitFor(
      () => invoicesOf(user.id),
      (rows) => rows.length === 2,
    );
    expect(renewed).toHaveLength(2);
    const [later] = await t.db.select().from(agreements).where(eq(agreements.id, agreement.id));
    expect(later?.paidUntil.getTime()).toBeGreaterThan(agreement.paidUntil.getTime());
    expect(later?.status).toBe('active');
  });

  it('two pauses at once reach PayPal once and both succeed', async () => {
    const { user, subscriptionId, agreement } = await bookedBronze();
    const answers = await Promise.all([
      setActive(user.token, agreement.id, false),
      setActive(user.token, agreement.id, false),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const { deliveries } = await flow.settleWebhooks();
    const { events } = (await flow.paypal('GET', '/v1/notifications/webhooks-events')).body as {
      events: { id: string; event_type: string; resource: { id?: string } }[];
    };
    const suspensions = events.filter(
      (e) => e.event_type === 'BILLING.SUBSCRIPTION.SUSPENDED' && e.resource.id === subscriptionId,
    );
    expect(suspensions).toHaveLength(1);
    expect(deliveries.filter((d) => d.eventId === suspensions[0]?.id).map((d) => d.isDelivered)).toEqual([
      true,
    ]);
  });

  it('refuses a resume after the paid period ended: book again', async () => {
    const { user, subscriptionId, agreement } = await bookedBronze();
    await setActive(user.token, agreement.id, false);
    // The paid period runs out (moved back rather than the clock on, so the session stays valid).
    await t.db
      .update(agreements)
      .set({ paidUntil: new Date(t.clock.now().getTime() - dayMs) })
      .where(eq(agreements.id, agreement.id));
    const refused = await setActive(user.token, agreement.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'subscriptionPeriodEnded' });
    expect(await paypalStatus(subscriptionId)).toBe('SUSPENDED');
    // An ended period is no subscription any more.
    expect((await listOf(user.token)).body.data).toEqual([]);
  });

  it('refuses to resume a cancelled agreement; pausing it changes nothing', async () => {
    const { user, subscriptionId, agreement } = await bookedBronze();
    await t.request('PUT', `/api/bayuser/cancel-agreement/${agreement.id}`, {
      token: user.token,
      body: { reason: 'tooExpensive' },
    });
    const refused = await setActive(user.token, agreement.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'subscriptionCancelled' });
    expect((await setActive(user.token, agreement.id, false)).status).toBe(200);
    expect(await paypalStatus(subscriptionId)).toBe('CANCELLED');
    expect((await listOf(user.token)).body.data[0]).toMatchObject({ active: false, nextRunDate: null });
  });

  it("answers another user's agreement, and an unknown one, as not found and leaves it alone", async () => {
    const { subscriptionId, agreement } = await bookedBronze();
    const other = await flow.buyer();
    const foreign = await setActive(other.token, agreement.id, false);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'notFound' });
    expect((await setActive(other.token, 2_000_000_000, true)).status).toBe(404);
    expect(await paypalStatus(subscriptionId)).toBe('ACTIVE');
    expect(
      (await t.request('PUT', '/api/subscriptions/maybe', { token: other.token, body: { id: 1 } })).status,
    ).toBe(400);
  });
});

describe('changes made at PayPal', () => {
  it('a suspend and an activate at PayPal reach us by webhook; a replayed SUSPENDED changes nothing', async () => {
    const { user, subscriptionId, agreement } = await bookedBronze();
    const statusOf = async () =>
      (await t.db.select().from(agreements).where(eq(agreements.id, agreement.id)))[0]?.status;

    const suspended = await flow.paypal('POST', `/v1/billing/subscriptions/${subscriptionId}/suspend`, {
      reason: 'Paused in the PayPal dashboard',
    });
    expect(suspended.status).toBe(204);
    expect(await waitFor(statusOf, (s) => s === 'suspended')).toBe('suspended');
    expect((await listOf(user.token)).body.data[0]).toMatchObject({ active: false });

    const activated = await flow.paypal('POST', `/v1/billing/subscriptions/${subscriptionId}/activate`, {
      reason: 'Resumed in the PayPal dashboard',
    });
    expect(activated.status).toBe(204);
    expect(await waitFor(statusOf, (s) => s === 'active')).toBe('active');

    const { events } = (await flow.paypal('GET', '/v1/notifications/webhooks-events')).body as {
      events: { id: string; event_type: string; resource: { id?: string } }[];
    };
    const suspension = events.find(
      (e) => e.event_type === 'BILLING.SUBSCRIPTION.SUSPENDED' && e.resource.id === subscriptionId,
    );
    expect(suspension).toBeDefined();
    const resent = await flow.paypal('POST', `/v1/notifications/webhooks-events/${suspension?.id}/resend`);
    expect(resent.status).toBe(202);
    const { deliveries } = await flow.settleWebhooks();
    expect(deliveries.filter((d) => d.eventId === suspension?.id).map((d) => d.isDelivered)).toEqual([
      true,
      true,
    ]);
    expect(await statusOf()).toBe('active');
    expect((await listOf(user.token)).body.data[0]).toMatchObject({ active: true });
  });

  it('ignores a SUSPENDED notice whose signature PayPal does not confirm', async () => {
    const { subscriptionId, agreement } = await bookedBronze();
    const forged = await fetch(`${t.baseUrl}/api/paypal/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paypal-transmission-sig': 'bad' },
      body: JSON.stringify({
        id: 'WH-FORGED-SUSPEND',
        event_type: 'BILLING.SUBSCRIPTION.SUSPENDED',
        resource: { id: subscriptionId, status: 'SUSPENDED' },
      }),
    });
    expect(forged.status).toBe(403);
    const [row] = await t.db.select().from(agreements).where(eq(agreements.id, agreement.id));
    expect(row?.status).toBe('active');
  });
});
