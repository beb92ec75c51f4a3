import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// Who uses the product: users, their roles, sessions and sign-ins, e-mail verification, one-time passwords.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    avatar: text('avatar'),
    /** 'false' | 'email_verified' | 'true' (spec 000 §4). */
    status: text('status').notNull().default('false'),
    language: text('language').notNull().default('de'),
    /** Affiliate code the user came with (referral cookie). */
    referer: text('referer'),
    createdAt: createdAt(),
    /** Set when the user deleted the account: the row stays only so kept invoices have their owner. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/**
 * The one way to find a user by e-mail: case-insensitive, in the form of the `users_email_key` index so
 * the lookup uses it.
 */
export function emailMatches(email: string) {
  return sql`lower(${users.email}) = lower(${email.trim()})`;
}

/** Roles granted directly (Administrator, Assistant, Affiliate, …); plan roles come from agreements. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [uniqueIndex('user_roles_user_role_key').on(t.userId, t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time sign-in links (support, impersonation hand-over); stored hashed, single use. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_tokens_token_hash_key').on(t.tokenHash)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    method: text('method').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    clientOs: text('client_os'),
    location: text('location'),
    isp: text('isp'),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sign-in log's append number of the transaction that wrote the row (sign_in_log_version.appended,
     * raised once per writing transaction and held until its commit, so the numbers follow the commit order).
     * Set by a trigger; rows written before the trigger existed carry 0.
     */
    appendedIn: bigint('appended_in', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('login_logs_appended_idx').on(t.appendedIn),
    index('login_logs_user_time_idx').on(t.userId, t.createdTime, t.id),
    index('login_logs_user_idx').on(t.userId, t.id),
    index('login_logs_time_idx').on(t.createdTime, t.id),
    index('login_logs_address_time_idx').on(t.ipAddress, t.createdTime, t.id),
    index('login_logs_ip_search_idx').using('gin', sql`${t.ipAddress} gin_trgm_ops`),
  ],
);

/** Failed sign-ins, read by the login rate limit; old rows are pruned on write. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.emailKey, t.at),
    index('login_failures_ip_idx').on(t.ipAddress, t.at),
  ],
);

/** E-mail verification links: stored hashed, single use, with the plan chosen before registering. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    plan: text('plan'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash)],
);

/** One-time passwords: 6 digits, hashed, bound to a purpose and an address, counted tries. */
export const oneTimePasswords = pgTable(
  'one_time_passwords',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_passwords_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * A seller's personal API tokens: named, scoped (`read` | `readWrite`), expiring, revocable. Only the SHA-256 of
 * the secret is stored; `hint` keeps its first characters so the seller can tell tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull(),
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);
