import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
