import { and, asc, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  agreements,
  invoiceCounters,
  invoices,
  payments,
  plans,
  promoCodes,
  userAddresses,
} from '../../db/schema/billing.ts';
import { countries } from '../../db/schema/common.ts';
import { users } from '../../db/schema/users-and-auth.ts';
import { transactional } from '../../db/transactional.ts';

/** SQL of plans, agreements, payments and invoices; the locking reads count only inside `transaction`. */
export function createBillingRepository(db: Executor) {
  return transactional(db, billingStatements);
}

export type AgreementRow = typeof agreements.$inferSelect;

/** The subscription id of a demo agreement: the demo's payment notices name it as PayPal's name theirs. */
export const demoSubscriptionIdOf = (agreementId: number) => `I-DEMO${String(agreementId).padStart(8, '0')}`;

function billingStatements(db: Executor) {
  return {
    async bookablePlans(filter: { parentName?: string; isTaxFree: boolean; planTag: string | null }) {
      return db
        .select()
        .from(plans)
        .where(
          and(
            eq(plans.isBookable, true),
            eq(plans.isTaxFree, filter.isTaxFree),
            filter.planTag === null ? isNull(plans.planTag) : eq(plans.planTag, filter.planTag),
            filter.parentName ? eq(plans.parentName, filter.parentName) : undefined,
          ),
        )
        .orderBy(asc(plans.sortOrder));
    },

    async planById(planId: number) {
      const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
      return plan ?? null;
    },

    async setProviderPlanId(planId: number, providerPlanId: string) {
      await db.update(plans).set({ paypalPlanId: providerPlanId }).where(eq(plans.id, planId));
    },

    async promoTag(code: string, now: Date) {
      const [promo] = await db
        .select()
        .from(promoCodes)
        .where(sql`upper(${promoCodes.code}) = upper(${code})`);
      if (!promo || (promo.validUntil && promo.validUntil <= now)) return null;
      return promo.planTag;
    },

    async buyerOf(userId: number) {
      const [row] = await db
        .select({ user: users, address: userAddresses, countryCode: countries.iso })
        .from(users)
        .leftJoin(userAddresses, eq(userAddresses.userId, users.id))
        .leftJoin(countries, eq(countries.id, userAddresses.countryId))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async agreementsOf(userId: number) {
      return db
        .select({ agreement: agreements, plan: plans })
        .from(agreements)
        .innerJoin(plans, eq(plans.id, agreements.planId))
        .where(eq(agreements.userId, userId))
        .orderBy(desc(agreements.createdAt));
    },

    async createPendingAgreement(userId: number, planId: number, now: Date) {
      const [row] = await db
        .insert(agreements)
        .values({ userId, planId, source: 'paypal', status: 'pending', startedAt: now, paidUntil: now })
        .returning({ id: agreements.id });
      if (!row) throw new Error('agreement insert returned nothing');
      return row.id;
    },

    /** The demo's agreements on a paid plan that no payment was recorded for yet. */
    async demoAgreementsWithoutPayment() {
      return db
        .select({ agreement: agreements, plan: plans })
        .from(agreements)
        .innerJoin(plans, eq(plans.id, agreements.planId))
        .where(
          and(eq(agreements.source, 'demo'), isNull(agreements.externalId), isNull(agreements.trialEndsAt)),
        )
        .orderBy(asc(agreements.id));
    },

    /**
     * A past booking of the demo's history, as the booking leaves it (pending until its first payment notice),
     * dated when it was booked. The subscription id is the agreement's own: it never existed at PayPal.
     */
    async bookDemoAgreement(userId: number, planId: number, bookedAt: Date) {
      const [row] = await db
        .insert(agreements)
        .values({
          userId,
          planId,
          source: 'demo',
          status: 'pending',
          startedAt: bookedAt,
          paidUntil: bookedAt,
          createdAt: bookedAt,
        })
        .returning({ id: agreements.id });
      if (!row) throw new Error('agreement insert returned nothing');
      const externalId = demoSubscriptionIdOf(row.id);
      await db.update(agreements).set({ externalId }).where(eq(agreements.id, row.id));
      return { agreementId: row.id, subscriptionId: externalId };
    },

    async setAgreementExternalId(agreementId: number, externalId: string) {
      await db.update(agreements).set({ externalId }).where(eq(agreements.id, agreementId));
    },

    /** The agreement of a provider subscription, locked for the rest of the transaction. */
    async lockAgreementByExternalId(externalId: string) {
      const [row] = await db
        .select({ agreement: agreements, plan: plans })
        .from(agreements)
        .innerJoin(plans, eq(plans.id, agreements.planId))
        .where(eq(agreements.externalId, externalId))
        .for('update', { of: agreements });
      return row ?? null;
    },

    /** One of the user's agreements, locked for the rest of the transaction; null for anyone else's. */
    async lockAgreementOfUser(userId: number, agreementId: number) {
      const [row] = await db
        .select({ agreement: agreements, plan: plans })
        .from(agreements)
        .innerJoin(plans, eq(plans.id, agreements.planId))
        .where(and(eq(agreements.id, agreementId), eq(agreements.userId, userId)))
        .for('update', { of: agreements });
      return row ?? null;
    },

    async paymentsOf(agreementId: number) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.agreementId, agreementId))
        .orderBy(asc(payments.periodEnd));
    },

    async paymentByExternalId(externalId: string) {
      const [payment] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.externalId, externalId));
      return payment ?? null;
    },

    /** The next number of a prefix; rolled back with the transaction, so numbers stay without gaps. */
    async nextInvoiceNumber(prefix: string) {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ prefix, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.prefix,
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      if (!row) throw new Error('invoice counter returned nothing');
      return row.lastNumber;
    },

    async setAgreement(
      agreementId: number,
      values: Partial<
        Pick<AgreementRow, 'status' | 'paidUntil' | 'trialEndsAt' | 'cancelledAt' | 'cancellationReason'>
      >,
    ): Promise<void> {
      await db.update(agreements).set(values).where(eq(agreements.id, agreementId));
    },

    async addPayment(payment: typeof payments.$inferInsert): Promise<number> {
      const [row] = await db.insert(payments).values(payment).returning({ id: payments.id });
      if (!row) throw new Error('payment insert returned nothing');
      return row.id;
    },

    async addInvoice(invoice: typeof invoices.$inferInsert): Promise<number> {
      const [row] = await db.insert(invoices).values(invoice).returning({ id: invoices.id });
      if (!row) throw new Error('invoice insert returned nothing');
      return row.id;
    },

    async invoicePage(
      userId: number,
      query: {
        pageIndex: number;
        pageSize: number;
        orderBy: 'invoiceDate' | 'invoiceNumber';
        direction: 'asc' | 'desc';
        keyword?: string;
      },
    ) {
      const where = and(
        eq(invoices.userId, userId),
        query.keyword
          ? ilike(invoices.invoiceNumber, `%${query.keyword.replace(/[%_\\]/g, '\\$&')}%`)
          : undefined,
      );
      const order = query.direction === 'asc' ? asc : desc;
      const column = query.orderBy === 'invoiceNumber' ? invoices.invoiceNumber : invoices.invoiceDate;
      const rows = await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(order(column), order(invoices.id))
        .limit(query.pageSize)
        .offset((query.pageIndex - 1) * query.pageSize);
      const [total] = await db.select({ n: count() }).from(invoices).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async invoiceOf(userId: number, invoiceId: number) {
      const [invoice] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
      return invoice ?? null;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
export type BillingStatements = ReturnType<typeof billingStatements>;
