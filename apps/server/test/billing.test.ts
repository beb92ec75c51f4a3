import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, invoices, payments } from '../src/db/schema/billing.ts';
import { paypalFlow, waitFor } from './support/paypal-flow.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const { buyer, planOf, book } = paypalFlow(t);

const invoicesOf = (userId: number) => t.db.select().from(invoices).where(eq(invoices.userId, userId));

describe('plans', () => {
  it('shows German VAT to a German buyer and tax-free prices to an EU business with a VAT id', async () => {
    const german = await buyer('DE');
    const austrian = await buyer('AT', 'ATU12345678');
    const de = await planOf(german.token, 'Silver', 3, 'OHNE-TEST');
    const at = await planOf(austrian.token, 'Silver', 3, 'OHNE-TEST');
    expect(de.taxRate).toBe(19);
    expect(at.taxRate).toBe(0);
    expect(de.payToday).toBeCloseTo(at.payToday * 1.19, 1);
  });

  it('offers the trial with its initial price, and no trial with the promo code', async () => {
    const user = await buyer();
    expect(await planOf(user.token, 'Gold', 1)).toMatchObject({ trial: 14, payToday: 1.19 });
    expect((await planOf(user.token, 'Gold', 1, 'OHNE-TEST')).trial).toBe(0);
    const bad = await t.get('/api/order/available-plans?parentPlanName=Gold&promoCode=NOPE', {
      token: user.token,
    });
    expect(bad.body.message).toBe('invalidPromoCode');
  });

  it('asks for the billing address before showing prices', async () => {
    const user = await t.signedInUser();
    const answer = await t.get('/api/order/available-plans?parentPlanName=Gold', { token: user.token });
    expect(answer.body.message).toBe('addressRequired');
  });
});

describe('buying through PayPal', () => {
  it('activates Silver for 3 months once, however often the return and the webhook arrive, with one invoice', async () => {
    const user = await buyer();
    const plan = await planOf(user.token, 'Silver', 3, 'OHNE-TEST');
    const subscriptionId = await book(user.token, plan.id);

    const completed = await t.get<{ status: string }>(`/api/paypal/complete?token=${subscriptionId}`, {
      token: user.token,
    });
    expect(completed.body.data.status).toBe('active');
    const again = await t.get<{ status: string }>(`/api/paypal/complete?token=${subscriptionId}`, {
      token: user.token,
    });
    expect(again.body.data.status).toBe('active');

    const me = await t.get<{ roles: string[] }>('/api/auth/me', { token: user.token });
    expect(me.body.data.roles).toContain('EbayRankingSilver');
    const issued = await waitFor(
      () => invoicesOf(user.id),
      (rows) => rows.length > 0,
    );
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      gross: String(plan.payToday.toFixed(2)),
      taxRate: '19.00',
      isReverseCharge: false,
    });
    const list = await t.get<unknown[]>('/api/bayuser/agreements', { token: user.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ active: true });
  });

  it('renews: the next payment extends the period and issues the next invoice number', async () => {
    const user = await buyer();
    const plan = await planOf(user.token, 'Bronze', 1, 'OHNE-TEST');
    const subscriptionId = await book(user.token, plan.id);
    await waitFor(
      () => invoicesOf(user.id),
      (rows) => rows.length === 1,
    );
    const [before] = await t.db.select().from(agreements).where(eq(agreements.externalId, subscriptionId));

    await fetch(`${t.paypalSandboxUrl}/sandbox/subscriptions/${subscriptionId}/renew`, { method: 'POST' });
    const after = await waitFor(
      () => invoicesOf(user.id),
      (rows) => rows.length === 2,
    );
    expect(after).toHaveLength(2);
    const [later] = await t.db.select().from(agreements).where(eq(agreements.externalId, subscriptionId));
    expect(later?.paidUntil.getTime()).toBeGreaterThan(before?.paidUntil.getTime() ?? 0);
    const numbers = after.map((i) => Number(i.invoiceNumber.split('-')[1])).sort((a, b) => a - b);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it('ignores a webhook whose signature PayPal does not confirm', async () => {
    const user = await buyer();
    const plan = await planOf(user.token, 'Gold', 1, 'OHNE-TEST');
    const subscriptionId = await book(user.token, plan.id);
    await waitFor(
      () => invoicesOf(user.id),
      (rows) => rows.length === 1,
    );
    const forged = await fetch(`${t.baseUrl}/api/paypal/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': 'x',
        'paypal-transmission-sig': 'bad',
      },
      body: JSON.stringify({
        id: 'WH-FORGED',
        event_type: 'PAYMENT.SALE.COMPLETED',
        resource: {
          id: 'SALE-FORGED',
          billing_agreement_id: subscriptionId,
          amount: { total: plan.payToday.toFixed(2), currency: 'EUR' },
        },
      }),
    });
    expect(forged.status).toBe(403);
    expect(await invoicesOf(user.id)).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.externalId, 'SALE-FORGED'))).toHaveLength(0);
  });

  it("keeps users apart: nobody reads or cancels another user's invoice or agreement", async () => {
    const owner = await buyer();
    const plan = await planOf(owner.token, 'Bronze', 1, 'OHNE-TEST');
    await book(owner.token, plan.id);
    const [invoice] = await waitFor(
      () => invoicesOf(owner.id),
      (rows) => rows.length === 1,
    );
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.userId, owner.id));
    const other = await buyer();
    expect(
      (
        await t.app.inject({
          url: `/api/invoice/${invoice?.id}`,
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.get(`/api/invoice/${invoice?.id}/send`, { token: other.token })).status).toBe(404);
    const cancel = await t.request('PUT', `/api/bayuser/cancel-agreement/${agreement?.id}`, {
      token: other.token,
      body: { reason: 'tooExpensive' },
    });
    expect(cancel.status).toBe(404);
    const pdf = await t.app.inject({
      url: `/api/invoice/${invoice?.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${invoice?.invoiceNumber}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('cancels at PayPal; the roles stay until the paid period ends', async () => {
    const user = await buyer();
    const plan = await planOf(user.token, 'Gold', 1, 'OHNE-TEST');
    const subscriptionId = await book(user.token, plan.id);
    await t.get(`/api/paypal/complete?token=${subscriptionId}`, { token: user.token });
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.userId, user.id));
    const missingText = await t.request('PUT', `/api/bayuser/cancel-agreement/${agreement?.id}`, {
      token: user.token,
      body: { reason: 'other' },
    });
    expect(missingText.status).toBe(400);
    const cancelled = await t.request('PUT', `/api/bayuser/cancel-agreement/${agreement?.id}`, {
      token: user.token,
      body: { reason: 'other', text: 'Zu wenig Zeit' },
    });
    expect(cancelled.status).toBe(200);
    const list = await t.get<{ active: boolean; cancellationReason: string }[]>('/api/bayuser/agreements', {
      token: user.token,
    });
    expect(list.body.data[0]).toMatchObject({ active: false, cancellationReason: 'other: Zu wenig Zeit' });
    const me = await t.get<{ roles: string[] }>('/api/auth/me', { token: user.token });
    expect(me.body.data.roles).toContain('EbayRankingGold');
  });
});

describe('invoice numbers', () => {
  it('stay gapless and unique when renewals arrive at the same time', async () => {
    const subscriptions: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const user = await buyer();
      const plan = await planOf(user.token, 'Video', 1);
      subscriptions.push(await book(user.token, plan.id));
    }
    const before = (await t.db.select().from(invoices)).length;
    await Promise.all(
      subscriptions.map((id) =>
        fetch(`${t.paypalSandboxUrl}/sandbox/subscriptions/${id}/renew`, { method: 'POST' }),
      ),
    );
    const all = await waitFor(
      () => t.db.select().from(invoices),
      (rows) => rows.length >= before + subscriptions.length,
    );
    const numbers = all.map((row) => Number(row.invoiceNumber.split('-')[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

describe('replayed notifications', () => {
  it('a webhook PayPal delivers again, signed afresh, records nothing twice', async () => {
    const user = await buyer();
    const plan = await planOf(user.token, 'Transformer', 1);
    const subscriptionId = await book(user.token, plan.id);
    await waitFor(
      () => invoicesOf(user.id),
      (rows) => rows.length === 1,
    );

    const auth = `Basic ${Buffer.from('baylytics-sandbox-client:baylytics-sandbox-secret').toString('base64')}`;
    const token = await fetch(`${t.paypalSandboxUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const headers = { authorization: `Bearer ${token.access_token}` };
    const { events } = await fetch(`${t.paypalSandboxUrl}/v1/notifications/webhooks-events`, {
      headers,
    }).then(
      (r) =>
        r.json() as Promise<{
          events: { id: string; event_type: string; resource: { billing_agreement_id?: string } }[];
        }>,
    );
    const sale = events.find(
      (e) => e.event_type === 'PAYMENT.SALE.COMPLETED' && e.resource.billing_agreement_id === subscriptionId,
    );
    expect(sale).toBeDefined();
    const resent = await fetch(`${t.paypalSandboxUrl}/v1/notifications/webhooks-events/${sale?.id}/resend`, {
      method: 'POST',
      headers,
    });
    expect(resent.status).toBe(202);
    const { deliveries } = await fetch(`${t.paypalSandboxUrl}/sandbox/webhooks/settle`, {
      method: 'POST',
    }).then((r) => r.json() as Promise<{ deliveries: { eventId: string; isDelivered: boolean }[] }>);
    const ofSale = deliveries.filter((d) => d.eventId === sale?.id);
    expect(ofSale.map((d) => d.isDelivered)).toEqual([true, true]);
    expect(await invoicesOf(user.id)).toHaveLength(1);
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.userId, user.id));
    expect(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.agreementId, agreement?.id ?? 0)),
    ).toHaveLength(1);
    expect(await t.db.select().from(agreements).where(eq(agreements.userId, user.id))).toHaveLength(1);
  });
});
