import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { countries } from './common.ts';
import { users } from './users-and-auth.ts';

// What users pay: plans, promo codes, agreements, payments, invoices and the billing address.

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  parentName: text('parent_name').notNull(),
  numberOfMonth: integer('number_of_month').notNull(),
  priceMonth: numeric('price_month', { precision: 10, scale: 2 }).notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  initialPrice: numeric('initial_price', { precision: 10, scale: 2 }).notNull().default('0'),
  planTag: text('plan_tag'),
  /** Net price without VAT: for EU business customers with a VAT id (reverse charge) and outside the EU. */
  isTaxFree: boolean('is_tax_free').notNull().default(false),
  isBookable: boolean('is_bookable').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The plan's id at PayPal, created on first purchase. */
  paypalPlanId: text('paypal_plan_id'),
});

/** Promo codes open the plans carrying their tag (e.g. 'ohne': no initial price). */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  planTag: text('plan_tag').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** Where the agreement came from: 'paypal', 'demo' or 'admin'. */
    source: text('source').notNull(),
    externalId: text('external_id'),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Roles are granted until here; renewals move it on. */
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agreements_user_idx').on(t.userId),
    index('agreements_started_idx').on(t.startedAt),
    index('agreements_cancelled_idx').on(t.cancelledAt),
    /** When the agreement stops being in force: the later of paid period and trial. */
    index('agreements_end_idx').on(sql`greatest(${t.paidUntil}, coalesce(${t.trialEndsAt}, ${t.paidUntil}))`),
    uniqueIndex('agreements_external_id_key').on(t.externalId),
  ],
);

/** Money received for an agreement; the provider's payment id makes a repeated notice a no-op. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_external_id_key').on(t.externalId),
    index('payments_agreement_idx').on(t.agreementId, t.paidAt, t.id),
    index('payments_paid_at_idx').on(t.paidAt),
  ],
);

/** The last invoice number per prefix (year); taken under a row lock so numbers stay gapless. */
export const invoiceCounters = pgTable('invoice_counters', {
  prefix: text('prefix').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Issued invoices (§14 UStG). Never changed or renumbered once written. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    prefix: text('prefix').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    net: numeric('net', { precision: 10, scale: 2 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 10, scale: 2 }).notNull(),
    gross: numeric('gross', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    isReverseCharge: boolean('is_reverse_charge').notNull(),
    /** The buyer's address and VAT id as they were on the invoice date. */
    buyer: text('buyer').notNull(),
    language: text('language').notNull(),
    paymentTransactionId: text('payment_transaction_id').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_payment_key').on(t.paymentId),
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
    index('invoices_user_idx').on(t.userId, t.invoiceDate),
  ],
);

/** The billing address of a user (spec 000 §3, Address). */
export const userAddresses = pgTable('user_addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull(),
  salutation: text('salutation').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  billingEmail: text('billing_email'),
  telephone: text('telephone'),
  street: text('street').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  taxId: text('tax_id'),
  promoCode: text('promo_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
