import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agreements, plans } from './billing.ts';
import { createdAt } from './columns.ts';
import { users } from './users-and-auth.ts';

// What administrators and assistants keep about users: notes, and the audit log of impersonations.

/** Notes about a user, written by administrators and assistants (spec 002 §3, User note). */
export const userNotes = pgTable(
  'user_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull(),
    /** Who wrote or last changed the note; kept when that account is deleted. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_notes_user_idx').on(t.userId, t.id)],
);

/**
 * Every time an administrator acted as a user: who, whom, when, from where and until when. Rows are only ever
 * added and closed, never deleted while both accounts exist.
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session the administrator acted in; its token reached the administrator's browser only. */
    sessionId: uuid('session_id').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the session would end by itself. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the administrator went back to the own account; null while acting or until it expired. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('impersonations_admin_idx').on(t.adminId, t.startedAt),
    index('impersonations_user_idx').on(t.userId, t.startedAt),
    index('impersonations_session_idx').on(t.sessionId),
  ],
);

/**
 * One row per user: what the administrators' user list filters and sorts on, the user's fields beside the
 * agreement written last and the latest payment. Kept by triggers on users, agreements, plans and payments
 * (migration 0014), whoever writes; never written by the application.
 */
export const userSummaries = pgTable(
  'user_summaries',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail address is not confirmed (users.status 'false'). */
    isInactive: boolean('is_inactive').notNull(),
    emailKey: text('email_key').notNull(),
    lastNameKey: text('last_name_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Lower-case e-mail, first and last name and the latest agreement's id at the provider, for the search. */
    searchText: text('search_text').notNull(),
    /** The agreement written last (created_at, then id) and its fields. */
    agreementId: integer('agreement_id'),
    source: text('source'),
    parentPlan: text('parent_plan'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    /** The latest payment of any of the user's agreements. */
    lastPaymentAt: timestamp('last_payment_at', { withTimezone: true }),
    /** The latest paid-period end and trial end over all the user's agreements. */
    paidUntilMax: timestamp('paid_until_max', { withTimezone: true }),
    trialEndsMax: timestamp('trial_ends_max', { withTimezone: true }),
  },
  (t) => [
    index('user_summaries_email_idx').on(t.emailKey, t.userId),
    index('user_summaries_last_name_idx').on(t.lastNameKey, t.userId),
    index('user_summaries_created_idx').on(t.createdAt, t.userId),
    index('user_summaries_started_asc_idx').on(t.startedAt.asc().nullsLast(), t.userId),
    index('user_summaries_started_desc_idx').on(t.startedAt.desc().nullsLast(), t.userId.desc()),
    index('user_summaries_paid_until_asc_idx').on(t.paidUntil.asc().nullsLast(), t.userId),
    index('user_summaries_paid_until_desc_idx').on(t.paidUntil.desc().nullsLast(), t.userId.desc()),
    index('user_summaries_last_payment_asc_idx').on(t.lastPaymentAt.asc().nullsLast(), t.userId),
    index('user_summaries_last_payment_desc_idx').on(t.lastPaymentAt.desc().nullsLast(), t.userId.desc()),
    index('user_summaries_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('user_summaries_paid_until_max_idx').on(t.paidUntilMax),
    index('user_summaries_trial_ends_max_idx').on(t.trialEndsMax),
  ],
);

/**
 * How many users each combination of the user list's filters holds (status, PayPal as the latest agreement's
 * source, the latest agreement's package; '' without agreement). Kept by triggers on user_summaries.
 */
export const userListCounts = pgTable(
  'user_list_counts',
  {
    isInactive: boolean('is_inactive').notNull(),
    isPaypal: boolean('is_paypal').notNull(),
    parentPlan: text('parent_plan').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.isInactive, t.isPaypal, t.parentPlan] })],
);

/** Payments received per UTC day (sum of amounts), for the KPI revenue figures. Kept by triggers on payments. */
export const paymentDays = pgTable('payment_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
});

/** Sign-ins per UTC hour, for the sign-in log's total and the KPI's sign-ins. Kept by triggers on login_logs. */
export const signInHours = pgTable('sign_in_hours', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  signIns: integer('sign_ins').notNull().default(0),
});

/**
 * Agreements started (not pending) and cancelled per UTC day and plan, for the KPI's new-versus-cancelled chart.
 * Kept by triggers on agreements.
 */
export const agreementEventDays = pgTable(
  'agreement_event_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    started: integer('started').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.planId] })],
);

/**
 * Agreements per plan by the UTC day their paid period or trial ends (the later of both): all of them (in force
 * until then) and those that renew (active, not cancelled). For the KPI's agreements in force and revenue in
 * advance. Kept by triggers on agreements.
 */
export const agreementEndDays = pgTable(
  'agreement_end_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    agreements: integer('agreements').notNull().default(0),
    renewing: integer('renewing').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.planId] })],
);

/**
 * Users by the UTC day their latest paid period (any agreement) and their latest trial end, for the KPI's paying
 * and trial users. Kept by triggers on agreements.
 */
export const userEndDays = pgTable('user_end_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  paying: integer('paying').notNull().default(0),
  trial: integer('trial').notNull().default(0),
});

/** The first payment (by time, then id) of each agreement that has one, for the KPI's average basket. */
export const agreementFirstPayments = pgTable(
  'agreement_first_payments',
  {
    agreementId: integer('agreement_id')
      .primaryKey()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [index('agreement_first_payments_started_idx').on(t.startedAt, t.amount)],
);

/**
 * One row: a number raised by every statement that writes the kept days the KPI summary reads whole
 * (agreement_event_days, agreement_end_days) or the plans it joins them with. Raised in the writing transaction,
 * so a reader that takes it in the same snapshot as those days knows exactly which state it read.
 */
export const keptFiguresVersion = pgTable('kept_figures_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * One row: the sign-in log's append number, raised once by every transaction that adds sign-ins and held (row
 * lock) until it commits, so rows stamped with a number at or below the one a reader sees are exactly the ones it
 * sees; and its rewrite number, raised by every statement that changes or removes sign-ins or changes a user's
 * e-mail address (what a keyword matches). Kept by triggers.
 */
export const signInLogVersion = pgTable('sign_in_log_version', {
  id: integer('id').primaryKey(),
  appended: bigint('appended', { mode: 'number' }).notNull().default(0),
  rewritten: bigint('rewritten', { mode: 'number' }).notNull().default(0),
  /**
   * Raised by every statement that adds, changes or removes an impersonation's session (the administrator a
   * sign-in log page names), so a page kept under these three numbers is made again after any of them.
   */
  impersonations: bigint('impersonations', { mode: 'number' }).notNull().default(0),
});

/**
 * Every IP address the sign-in log holds, with its number of sign-ins (no row at 0). A search of the log finds the
 * matching addresses here (trigram index) and then each one's newest sign-ins through
 * `login_logs_address_time_idx`. Kept by triggers on login_logs.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    address: text('address').primaryKey(),
    signIns: integer('sign_ins').notNull().default(0),
  },
  (t) => [index('sign_in_addresses_search_idx').using('gin', sql`${t.address} gin_trgm_ops`)],
);

/** Users registered per UTC day, for the KPI's daily new registered users. Kept by triggers on user_summaries. */
export const registrationDays = pgTable('registration_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  users: integer('users').notNull().default(0),
});

/**
 * One row: a number raised in the writing transaction by every statement that changes user_summaries (a user, the
 * agreement written last, its package or the latest payment), so the user list keeps a page's users and total
 * while the number it read in the same snapshot is unchanged. Kept by triggers.
 */
export const userListVersion = pgTable('user_list_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * How many users' search text (user_summaries) holds each trigram, as pg_trgm's show_trgm splits it. A user list
 * search asks the trigram index for the keyword's rarest trigram only and tests the whole keyword on those users.
 * Kept by triggers on user_summaries.
 */
export const userSearchTrigrams = pgTable('user_search_trigrams', {
  trigram: text('trigram').primaryKey(),
  users: integer('users').notNull().default(0),
});
