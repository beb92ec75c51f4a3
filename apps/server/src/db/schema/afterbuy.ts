import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users-and-auth.ts';

/**
 * A user's Afterbuy partner credentials (one set per user). Both tokens are sealed at rest with the key that
 * seals eBay tokens, each under its own purpose (see integrations/ebay/token-cipher.ts); neither is ever logged
 * or sent to the browser.
 */
export const afterbuyCredentials = pgTable('afterbuy_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  partnerTokenSealed: text('partner_token_sealed').notNull(),
  accountTokenSealed: text('account_token_sealed').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which product of the user's Afterbuy shop belongs to an eBay listing, as the last lookup (GetShopProducts by
 * article number) found it: a row per looked-up listing; `afterbuyProductId` null when the shop holds no
 * product for it. Written by the link job only; a failed lookup leaves the rows as they were.
 */
export const afterbuyProductLinks = pgTable(
  'afterbuy_product_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemNumber: bigint('item_number', { mode: 'number' }).notNull(),
    afterbuyProductId: bigint('afterbuy_product_id', { mode: 'number' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemNumber] })],
);
