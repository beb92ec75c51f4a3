import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users-and-auth.ts';

// The affiliate programme: the codes affiliates share, and the registrations counted for them.

/**
 * Every code an affiliate has generated; the newest is the current one, earlier ones keep counting (links
 * already shared stay valid). A code belongs to one user in any letter case.
 */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_codes_code_key').on(sql`lower(${t.code})`),
    index('affiliate_codes_user_idx').on(t.userId, t.id),
  ],
);

/** One row per account registered through an affiliate's code: the friend, whom it counts for, and by which code. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => affiliateCodes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_referrals_referrer_idx').on(t.referrerId, t.createdAt)],
);
