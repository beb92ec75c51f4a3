import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { userKeywordLists } from '../../../db/schema/analytics.ts';
import { transactional } from '../../../db/transactional.ts';

export type KeywordListRow = typeof userKeywordLists.$inferSelect;

/** SQL of the personal keyword lists; every statement is scoped by the owner. */
export function createKeywordListRepository(db: Executor) {
  return transactional(db, keywordListStatements);
}

function keywordListStatements(db: Executor) {
  const owned = (userId: number, documentId: string) =>
    and(eq(userKeywordLists.userId, userId), eq(userKeywordLists.id, documentId));

  return {
    /** Serialises one user's saves until the transaction ends: the name check and the count hold until the insert. */
    async lockUser(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('user-keyword-lists'), ${userId})`);
    },

    async find(userId: number, documentId: string): Promise<KeywordListRow | null> {
      const [row] = await db.select().from(userKeywordLists).where(owned(userId, documentId));
      return row ?? null;
    },

    /** Every list of the user, unordered: the name check and the count of a save read them all. */
    async allOf(userId: number): Promise<KeywordListRow[]> {
      return db.select().from(userKeywordLists).where(eq(userKeywordLists.userId, userId));
    },

    /** The user's lists by name, any letter case. */
    async listsOf(userId: number): Promise<KeywordListRow[]> {
      return db
        .select()
        .from(userKeywordLists)
        .where(eq(userKeywordLists.userId, userId))
        .orderBy(asc(sql`lower(${userKeywordLists.name})`));
    },

    async setKeywords(id: string, keywords: string[], now: Date): Promise<KeywordListRow | null> {
      const [updated] = await db
        .update(userKeywordLists)
        .set({ keywords, updatedAt: now })
        .where(eq(userKeywordLists.id, id))
        .returning();
      return updated ?? null;
    },

    async add(list: {
      userId: number;
      name: string;
      keywords: string[];
      now: Date;
    }): Promise<KeywordListRow | null> {
      const [created] = await db
        .insert(userKeywordLists)
        .values({
          userId: list.userId,
          name: list.name,
          keywords: list.keywords,
          createdAt: list.now,
          updatedAt: list.now,
        })
        .returning();
      return created ?? null;
    },

    async remove(userId: number, documentId: string): Promise<boolean> {
      const deleted = await db
        .delete(userKeywordLists)
        .where(owned(userId, documentId))
        .returning({ id: userKeywordLists.id });
      return deleted.length > 0;
    },
  };
}

export type KeywordListRepository = ReturnType<typeof createKeywordListRepository>;
