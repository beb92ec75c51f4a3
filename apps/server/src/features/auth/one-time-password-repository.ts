import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { oneTimePasswords } from '../../db/schema/users-and-auth.ts';
import { transactional } from '../../db/transactional.ts';

/** SQL of the one-time passwords, always by user and purpose. */
export function createOneTimePasswordRepository(db: Executor) {
  return transactional(db, oneTimePasswordStatements);
}

function oneTimePasswordStatements(db: Executor) {
  return {
    /** Serialises the codes of one user and purpose until the transaction ends. */
    async lock(userId: number, purpose: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${userId}, hashtext(${purpose}))`);
    },

    async countIssuedSince(userId: number, purpose: string, since: Date): Promise<number> {
      const [recent] = await db
        .select({ n: count() })
        .from(oneTimePasswords)
        .where(
          and(
            eq(oneTimePasswords.userId, userId),
            eq(oneTimePasswords.purpose, purpose),
            gt(oneTimePasswords.createdAt, since),
          ),
        );
      return recent?.n ?? 0;
    },

    /** Marks every unused code of the purpose used: a new code replaces them. */
    async retireUnused(userId: number, purpose: string, now: Date): Promise<void> {
      await db
        .update(oneTimePasswords)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimePasswords.userId, userId),
            eq(oneTimePasswords.purpose, purpose),
            isNull(oneTimePasswords.usedAt),
          ),
        );
    },

    async add(code: typeof oneTimePasswords.$inferInsert): Promise<void> {
      await db.insert(oneTimePasswords).values(code);
    },

    /** The newest unused, unexpired code of the purpose. */
    async current(userId: number, purpose: string, now: Date) {
      const [otp] = await db
        .select()
        .from(oneTimePasswords)
        .where(
          and(
            eq(oneTimePasswords.userId, userId),
            eq(oneTimePasswords.purpose, purpose),
            isNull(oneTimePasswords.usedAt),
            gt(oneTimePasswords.expiresAt, now),
          ),
        )
        .orderBy(desc(oneTimePasswords.id))
        .limit(1);
      return otp ?? null;
    },

    /** Counts a wrong try in one statement, so parallel guesses cannot share one; answers the tries made. */
    async countAttempt(otpId: number): Promise<number | null> {
      const [counted] = await db
        .update(oneTimePasswords)
        .set({ attempts: sql`${oneTimePasswords.attempts} + 1` })
        .where(eq(oneTimePasswords.id, otpId))
        .returning({ attempts: oneTimePasswords.attempts });
      return counted?.attempts ?? null;
    },

    /** Uses the code once: answers its address, or null when another request used it first. */
    async use(otpId: number, now: Date): Promise<string | null> {
      const [used] = await db
        .update(oneTimePasswords)
        .set({ usedAt: now })
        .where(and(eq(oneTimePasswords.id, otpId), isNull(oneTimePasswords.usedAt)))
        .returning({ email: oneTimePasswords.email });
      return used?.email ?? null;
    },
  };
}

export type OneTimePasswordRepository = ReturnType<typeof createOneTimePasswordRepository>;
