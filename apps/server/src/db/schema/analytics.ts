import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, day } from './columns.ts';
import { users } from './users-and-auth.ts';

// Analytics screens (spec 001): star colour texts, SEO steps, keyword lists, live chart.

/** A user's own label for a star colour (spec 001 §3 star colour `text`); colours without a row use the default text. */
export const starColorTexts = pgTable(
  'star_color_texts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    starColor: smallint('star_color').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.starColor] })],
);

/** A dated note of an optimisation step on one item (spec 001 §3 SEO step). */
export const seoSteps = pgTable(
  'seo_steps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    day: day('day').notNull(),
    flag: text('flag').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('seo_steps_user_item_idx').on(t.userId, t.itemNumber, t.day)],
);

/** A saved keyword list (spec 001 §2.6); `id` is the spec's documentId. */
export const userKeywordLists = pgTable(
  'user_keyword_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_keyword_lists_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

/** The live chart's saved setup, one per user (spec 001 §2.8). */
export const liveChartSetups = pgTable('live_chart_setups', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
  keywords: text('keywords').notNull(),
  siteId: integer('site_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The points of the live chart's current setup: one live search each; a new setup starts a new series. */
export const liveChartPoints = pgTable(
  'live_chart_points',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 0 = not among the first 200 results. */
    position: smallint('position').notNull(),
    isAdv: boolean('is_adv').notNull(),
    isSuperPrice: boolean('is_super_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.at] })],
);
