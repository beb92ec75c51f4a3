import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Reference data every screen reads: changelog, guiding videos, countries.

export const changelog = pgTable('changelog', {
  id: serial('id').primaryKey(),
  color: text('color').notNull(),
  header: text('header').notNull(),
  headerEn: text('header_en').notNull(),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
});

export const guidingVideos = pgTable(
  'guiding_videos',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('guiding_videos_name_key').on(t.name)],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso: text('iso').notNull().unique(),
});
