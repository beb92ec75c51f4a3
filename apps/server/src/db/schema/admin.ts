import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
