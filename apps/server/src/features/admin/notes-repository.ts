import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userNotes } from '../../db/schema/admin.ts';

const noteColumns = { id: userNotes.id, shopwareId: userNotes.userId, notes: userNotes.notes };

export function createNotesRepository(db: Database) {
  return {
    async notesOf(userId: number) {
      return db
        .select(noteColumns)
        .from(userNotes)
        .where(eq(userNotes.userId, userId))
        .orderBy(asc(userNotes.id));
    },

    /**
     * Adds a note unless the user has `limit` already; the count and the insert run under a lock on the user's
     * row, so two writers at once cannot pass the limit together. Answers null when the limit is reached.
     */
    async addNote(userId: number, notes: string, authorId: number, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sqlLockUser(userId));
        const [existing] = await tx
          .select({ n: count() })
          .from(userNotes)
          .where(eq(userNotes.userId, userId));
        if ((existing?.n ?? 0) >= limit) return null;
        const [note] = await tx.insert(userNotes).values({ userId, notes, authorId }).returning(noteColumns);
        return note ?? null;
      });
    },

    async editNote(id: number, notes: string, authorId: number, now: Date) {
      const [note] = await db
        .update(userNotes)
        .set({ notes, authorId, updatedAt: now })
        .where(eq(userNotes.id, id))
        .returning(noteColumns);
      return note ?? null;
    },
  };
}

function sqlLockUser(userId: number) {
  return sql`select id from users where id = ${userId} for update`;
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
