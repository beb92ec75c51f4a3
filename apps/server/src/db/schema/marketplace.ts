import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users-and-auth.ts';

// The connection to eBay: a seller's tokens and pending consents.

/**
 * A seller's connected eBay account. The tokens are encrypted at rest (AES-256-GCM with the configured
 * key, see integrations/ebay/token-cipher.ts); neither is ever logged or sent to the browser.
 */
export const ebayTokens = pgTable(
  'ebay_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The eBay user name (seller name) the consent was given for. */
    username: text('username').notNull(),
    /** eBay's immutable user id, the key of the marketplace account deletion notification. */
    ebayUserId: text('ebay_user_id'),
    /** When the refresh token (the long-lived grant) expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    accessTokenSealed: text('access_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** Null once eBay has revoked the grant: the seller must consent again. */
    refreshTokenSealed: text('refresh_token_sealed'),
    scopes: text('scopes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ebay_tokens_user_idx').on(t.userId),
    uniqueIndex('ebay_tokens_user_username_key').on(t.userId, sql`lower(${t.username})`),
    index('ebay_tokens_ebay_user_idx').on(t.ebayUserId),
  ],
);

/** One pending eBay consent: the OAuth `state` handed to eBay, checked once when the seller comes back. */
export const ebayConsents = pgTable('ebay_consents', {
  stateHash: text('state_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * eBay grants of deleted accounts still to be revoked at eBay: kept, sealed and with no tie to anyone, only until
 * eBay confirms the revocation (the deletion tries at once, the `revokeEbayGrants` job again every 15 minutes).
 */
export const ebayPendingRevocations = pgTable('ebay_pending_revocations', {
  id: serial('id').primaryKey(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  scopes: text('scopes').notNull().default(''),
  attempts: integer('attempts').notNull().default(0),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  createdAt: createdAt(),
});
