import type { KeptInvoice } from '@baylytics/contract/admin-kept-invoices';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, invoices, payments } from '../src/db/schema/billing.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { pruneKeptInvoicesJob } from '../src/features/billing/prune-kept-invoices-job.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
let sequence = 0;

/** An account with an order and one paid, invoiced payment per date given; the invoices' buyer is `name`. */
async function accountWithInvoices(name: { first: string; last: string; company: string }, dates: Date[]) {
  const user = await t.createUser({ plan: 'Silver' });
  const [agreement] = await t.db.select().from(agreements).where(eq(agreements.userId, user.id));
  if (!agreement) throw new Error('no agreement');
  const issued: { id: number; invoiceNumber: string }[] = [];
  for (const date of dates) {
    sequence += 1;
    const [payment] = await t.db
      .insert(payments)
      .values({
        agreementId: agreement.id,
        externalId: `KEPT-PAY-${user.id}-${sequence}`,
        amount: '11.90',
        currency: 'EUR',
        paidAt: date,
        periodStart: date,
        periodEnd: date,
      })
      .returning();
    if (!payment) throw new Error('no payment');
    const invoiceNumber = `RE${date.getUTCFullYear()}-9${String(sequence).padStart(4, '0')}`;
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        userId: user.id,
        paymentId: payment.id,
        prefix: `RE${date.getUTCFullYear()}`,
        invoiceNumber,
        invoiceDate: date,
        description: 'Silver 12',
        periodStart: date,
        periodEnd: date,
        net: '10.00',
        taxRate: '19.00',
        tax: '1.90',
        gross: '11.90',
        currency: 'EUR',
        isReverseCharge: false,
        buyer: JSON.stringify({
          company: name.company,
          salutation: 'Mrs',
          firstName: name.first,
          lastName: name.last,
          street: 'Kassenweg 1',
          postalCode: '10115',
          city: 'Berlin',
          countryCode: 'DE',
          taxId: null,
          taxClass: 'domestic',
        }),
        language: 'de',
        paymentTransactionId: payment.externalId,
      })
      .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
    if (invoice) issued.push(invoice);
  }
  return { user, issued };
}

/** What the account deletion leaves of the user row: anonymous, marked deleted. */
async function markDeleted(userId: number) {
  await t.db
    .update(users)
    .set({ email: `deleted-${userId}@deleted.invalid`, firstName: '', lastName: '', deletedAt: new Date() })
    .where(eq(users.id, userId));
}

// 31 December 2017, 23:30 in Berlin: issued in 2017. One hour later it is 00:30 on 1 January 2018 in Berlin,
// though still 2017 in UTC.
const lastHourOf2017 = new Date('2017-12-31T22:30:00Z');
const firstHourOf2018 = new Date('2017-12-31T23:30:00Z');

describe('kept invoices of deleted accounts', () => {
  it('lists them to administrators only, searchable by number, name and company, each as its PDF', async () => {
    const admin = await t.signedInUser({ grantedRoles: ['Administrator'] });
    const gone = await accountWithInvoices({ first: 'Greta', last: 'Gegangen', company: 'Fortzug GmbH' }, [
      new Date('2024-03-01T10:00:00Z'),
      new Date('2025-03-01T10:00:00Z'),
    ]);
    await markDeleted(gone.user.id);
    const living = await accountWithInvoices({ first: 'Greta', last: 'Geblieben', company: 'Bleibe KG' }, [
      new Date('2025-04-01T10:00:00Z'),
    ]);

    const all = await t.get<KeptInvoice[]>('/api/admin/kept-invoices', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((row) => row.invoiceNumber)).toEqual(
      [...gone.issued].reverse().map((invoice) => invoice.invoiceNumber),
    );
    expect(all.body.total).toBe(2);
    expect(all.body.data[0]).toMatchObject({
      buyerName: 'Greta Gegangen',
      company: 'Fortzug GmbH',
      city: 'Berlin',
      gross: 11.9,
      formerUserId: gone.user.id,
      keptUntil: '2033-12-31',
    });

    const search = async (keyword: string) =>
      (
        await t.get<KeptInvoice[]>(`/api/admin/kept-invoices?keyword=${encodeURIComponent(keyword)}`, {
          token: admin.token,
        })
      ).body;
    expect((await search('gegangen')).total).toBe(2);
    expect((await search('Fortzug')).total).toBe(2);
    expect((await search('Geblieben')).total).toBe(0);
    const byNumber = await search(gone.issued[0]?.invoiceNumber ?? '');
    expect(byNumber.data.map((row) => row.id)).toEqual([gone.issued[0]?.id]);
    const paged = await t.get<KeptInvoice[]>(
      '/api/admin/kept-invoices?pageSize=1&pageIndex=2&orderBy=invoiceNumber&direction=asc',
      { token: admin.token },
    );
    expect(paged.body.data.map((row) => row.id)).toEqual([gone.issued[1]?.id]);
    expect(paged.body.total).toBe(2);

    const pdf = await t.app.inject({
      url: `/api/admin/kept-invoices/${gone.issued[0]?.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${gone.issued[0]?.invoiceNumber}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // An existing account's invoice is its owner's business, not a kept one.
    const livingPdf = await t.app.inject({
      url: `/api/admin/kept-invoices/${living.issued[0]?.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(livingPdf.statusCode).toBe(404);

    const user = await t.signedInUser({ plan: 'Platinum' });
    expect((await t.get('/api/admin/kept-invoices', { token: user.token })).status).toBe(403);
    const refused = await t.app.inject({
      url: `/api/admin/kept-invoices/${gone.issued[0]?.id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.get('/api/admin/kept-invoices')).status).toBe(401);
  });

  it('deletes each once its year of issue plus 8 years has ended in Berlin, and the account with its last', async () => {
    const gone = await accountWithInvoices({ first: 'Paul', last: 'Pruefung', company: '' }, [
      lastHourOf2017,
      firstHourOf2018,
    ]);
    await markDeleted(gone.user.id);
    const alone = await accountWithInvoices({ first: 'Ada', last: 'Abgelaufen', company: '' }, [
      lastHourOf2017,
    ]);
    await markDeleted(alone.user.id);
    const living = await accountWithInvoices({ first: 'Lea', last: 'Lebendig', company: '' }, [
      new Date('2010-06-01T10:00:00Z'),
    ]);
    const run = (now: string) =>
      pruneKeptInvoicesJob.handler(
        {},
        { db: t.db, clock: () => new Date(now), invoiceRetentionYears: 8, log: () => {} } as never,
        { attempts: 1, maxAttempts: 1 },
      );
    const invoiceIdsOf = async (userId: number) =>
      (await t.db.select().from(invoices).where(eq(invoices.userId, userId))).map((row) => row.id);

    // 31 December 2025, 23:59 in Berlin: the period of 2017's invoices runs to the end of this day.
    await run('2025-12-31T22:59:00Z');
    expect(await invoiceIdsOf(gone.user.id)).toHaveLength(2);
    expect(await invoiceIdsOf(alone.user.id)).toHaveLength(1);

    // 1 January 2026, 00:01 in Berlin: 2017's invoices go, 2018's stay until the end of 2026.
    await run('2025-12-31T23:01:00Z');
    expect(await invoiceIdsOf(gone.user.id)).toEqual([gone.issued[1]?.id]);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.userId, gone.user.id));
    expect(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.externalId, kept?.paymentTransactionId ?? '')),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.externalId, `KEPT-PAY-${gone.user.id}-1`)),
    ).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, gone.user.id))).toHaveLength(1);
    // The account whose only invoice went is gone entirely: order, payment and the anonymous row.
    expect(await invoiceIdsOf(alone.user.id)).toEqual([]);
    expect(await t.db.select().from(agreements).where(eq(agreements.userId, alone.user.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, alone.user.id))).toEqual([]);
    // An existing account's invoices are never deleted, however old.
    expect(await invoiceIdsOf(living.user.id)).toEqual(living.issued.map((invoice) => invoice.id));

    await run('2026-12-31T22:59:00Z');
    expect(await invoiceIdsOf(gone.user.id)).toHaveLength(1);
    await run('2026-12-31T23:01:00Z');
    expect(await invoiceIdsOf(gone.user.id)).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, gone.user.id))).toEqual([]);
  });
});
