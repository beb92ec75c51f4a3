import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { keywords } from './keywords.ts';
import { users } from './users-and-auth.ts';

// Rank-change alerts: the rules sellers set, the last state each rule saw, the events it fired, the mail setting.

/** A seller's alert rule; null item or keyword = all of the seller's listings / tracked keywords. */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** firstPage | moved | promotedTwin | bayScore | ended (contract `alertRuleKinds`). */
    kind: text('kind').notNull(),
    itemNumber: bigint('item_number', { mode: 'number' }),
    keywordId: integer('keyword_id').references(() => keywords.id, { onDelete: 'cascade' }),
    threshold: integer('threshold'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('alert_rules_user_idx').on(t.userId, t.id),
    index('alert_rules_kind_idx').on(t.kind, t.isActive),
  ],
);

/**
 * What a rule last saw of one listing (and keyword; 0 for the per-listing kinds): its state and the value a change
 * is measured from. An event is written only when the state changes into the firing condition, so the same state
 * seen again fires nothing.
 */
export const alertStates = pgTable(
  'alert_states',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    keywordId: integer('keyword_id').notNull(),
    state: text('state').notNull(),
    value: numeric('value', { precision: 8, scale: 2, mode: 'number' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.itemNumber, t.keywordId] })],
);

/** One fired change: what the seller's event list and alert e-mails show. */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    keywordId: integer('keyword_id'),
    kind: text('kind').notNull(),
    /** left | entered | up | down | sponsoredOnly | worse | ended */
    state: text('state').notNull(),
    fromValue: numeric('from_value', { precision: 8, scale: 2, mode: 'number' }),
    toValue: numeric('to_value', { precision: 8, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_events_user_idx').on(t.userId, t.id.desc()),
    index('alert_events_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('alert_events_unmailed_idx').on(t.userId, t.id).where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * A user's alert e-mail setting and the secret its unsubscribe links are signed with; written with the user's
 * first rule. Only events created from `mailFrom` on are mailed, so turning mails on again sends no backlog.
 */
export const alertSettings = pgTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** immediate | daily | off */
  mailMode: text('mail_mode').notNull().default('daily'),
  mailFrom: timestamp('mail_from', { withTimezone: true }).notNull().defaultNow(),
  unsubscribeSecret: text('unsubscribe_secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
