import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { afterbuyCredentials } from '../../db/schema/afterbuy.ts';

export interface SealedAfterbuyCredentials {
  partnerTokenSealed: string;
  accountTokenSealed: string;
  updatedAt: Date;
}

/** A user's sealed Afterbuy credentials: one row per user, always read and written by the owner's id. */
export function createAfterbuyCredentialsRepository(db: Database) {
  return {
    async of(userId: number): Promise<SealedAfterbuyCredentials | null> {
      const [row] = await db
        .select({
          partnerTokenSealed: afterbuyCredentials.partnerTokenSealed,
          accountTokenSealed: afterbuyCredentials.accountTokenSealed,
          updatedAt: afterbuyCredentials.updatedAt,
        })
        .from(afterbuyCredentials)
        .where(eq(afterbuyCredentials.userId, userId));
      return row ?? null;
    },

    async save(
      userId: number,
      sealed: Omit<SealedAfterbuyCredentials, 'updatedAt'>,
      now: Date,
    ): Promise<void> {
      await db
        .insert(afterbuyCredentials)
        .values({ userId, ...sealed, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: afterbuyCredentials.userId, set: { ...sealed, updatedAt: now } });
    },

    async remove(userId: number): Promise<void> {
      await db.delete(afterbuyCredentials).where(eq(afterbuyCredentials.userId, userId));
    },
  };
}

export type AfterbuyCredentialsRepository = ReturnType<typeof createAfterbuyCredentialsRepository>;
