import { pressCheckoutButton } from '@baylytics/sandbox/paypal/testing/checkout-driver';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { agreements, invoices, payments, userAddresses } from '../../src/db/schema/billing.ts';
import { countries } from '../../src/db/schema/common.ts';
import type { TestApp } from './test-app.ts';

/** Reads until `isDone` holds or `ms` pass; answers the last value read (webhooks arrive in their own time). */
export async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  ms = 8_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The purchase steps of a buyer against the app of one test file and its PayPal stand-in. */
export function paypalFlow(t: TestApp) {
  const sandboxCredentials = Buffer.from('baylytics-sandbox-client:baylytics-sandbox-secret').toString(
    'base64',
  );

  return {
    /** A complete account (address in `country`) with a session. */
    async buyer(country = 'DE', taxId: string | null = null) {
      const user = await t.signedInUser();
      const [c] = await t.db.select().from(countries).where(eq(countries.iso, country));
      await t.db.insert(userAddresses).values({
        userId: user.id,
        company: 'Käufer GmbH',
        salutation: 'Mr',
        firstName: 'Karl',
        lastName: 'Käufer',
        street: 'Weg 1',
        city: 'Köln',
        postalCode: '50667',
        countryId: c?.id ?? 0,
        taxId,
      });
      return user;
    },

    async planOf(token: string, parent: string, months: number, promoCode?: string) {
      const query = `parentPlanName=${parent}${promoCode ? `&promoCode=${promoCode}` : ''}`;
      const answer = await t.get<
        {
          id: number;
          name: string;
          numberOfMonth: number;
          payToday: number;
          taxRate: number;
          trial: number;
        }[]
      >(`/api/order/available-plans?${query}`, { token });
      const plan = answer.body.data.find((p) => p.numberOfMonth === months);
      if (!plan) throw new Error(`no ${parent} ${months} plan: ${JSON.stringify(answer.body)}`);
      return plan;
    },

    /** Books a plan through PayPal's approval page; answers the subscription id of the return URL. */
    async book(token: string, planId: number) {
      const started = await t.post<{ redirectUrl: string }>('/api/paypal', { planId }, { token });
      expect(started.status).toBe(200);
      const approved = await pressCheckoutButton(started.body.data.redirectUrl, 'Zustimmen');
      const returned = new URL(approved.location ?? '');
      expect(returned.pathname).toBe('/buy/complete');
      return returned.searchParams.get('subscription_id') ?? returned.searchParams.get('token') ?? '';
    },

    /** Calls the stand-in's PayPal API as the app's PayPal account would (the merchant's own dashboard). */
    async paypal(method: string, path: string, body?: unknown) {
      const token = await fetch(`${t.paypalSandboxUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${sandboxCredentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      const response = await fetch(`${t.paypalSandboxUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token.access_token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown };
    },

    /**
     * What a user's billing reads: agreements, payments and invoices. Invoices first: a payment, its invoice and
     * the agreement's new period are stored together, so whatever invoice is seen, the rest is seen with it.
     */
    async billingOf(userId: number) {
      const issued = await t.db.select().from(invoices).where(eq(invoices.userId, userId));
      const held = await t.db.select().from(agreements).where(eq(agreements.userId, userId));
      const paid = (
        await Promise.all(
          held.map((agreement) => t.db.select().from(payments).where(eq(payments.agreementId, agreement.id))),
        )
      ).flat();
      return {
        agreements: held.map(({ id, status, paidUntil, externalId }) => ({
          id,
          status,
          paidUntil,
          externalId,
        })),
        payments: paid.map(({ id, externalId }) => ({ id, externalId })),
        invoices: issued.map(({ id, invoiceNumber, paymentTransactionId }) => ({
          id,
          invoiceNumber,
          paymentTransactionId,
        })),
      };
    },

    /** Waits until the stand-in delivered (or gave up) every queued webhook. */
    async settleWebhooks() {
      return fetch(`${t.paypalSandboxUrl}/sandbox/webhooks/settle`, { method: 'POST' }).then(
        (r) =>
          r.json() as Promise<{ deliveries: { eventId: string; eventType: string; isDelivered: boolean }[] }>,
      );
    },
  };
}
