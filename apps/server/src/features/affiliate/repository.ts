import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { affiliateCodes, affiliateReferrals } from '../../db/schema/affiliate.ts';
import { users } from '../../db/schema/users-and-auth.ts';

export function createAffiliateRepository(db: Database) {
  return {
    /** The user's newest code, or null. */
    async currentCode(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: affiliateCodes.code })
        .from(affiliateCodes)
        .where(eq(affiliateCodes.userId, userId))
        .orderBy(desc(affiliateCodes.id))
        .limit(1);
      return row?.code ?? null;
    },

    /** Adds a code for the user; false when anyone holds it already in any letter case. */
    async addCode(userId: number, code: string): Promise<boolean> {
      const added = await db
        .insert(affiliateCodes)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ id: affiliateCodes.id });
      return added.length > 0;
    },

    /** The accounts counted for the user, newest first. */
    async friendsOf(userId: number) {
      return db
        .select({ firstName: users.firstName, lastName: users.lastName, registeredAt: users.createdAt })
        .from(affiliateReferrals)
        .innerJoin(users, eq(users.id, affiliateReferrals.friendId))
        .where(eq(affiliateReferrals.referrerId, userId))
        .orderBy(desc(users.createdAt), desc(users.id));
    },

    /**
     * Counts a new account for the holder of the code it came with (any letter case); nothing when no one holds
     * the code, when it is the account's own, or when the account is counted already.
     */
    async creditRegistration(friendId: number, referer: string): Promise<boolean> {
      const [code] = await db
        .select({ id: affiliateCodes.id, userId: affiliateCodes.userId })
        .from(affiliateCodes)
        .where(sql`lower(${affiliateCodes.code}) = lower(${referer})`);
      if (!code || code.userId === friendId) return false;
      const added = await db
        .insert(affiliateReferrals)
        .values({ friendId, referrerId: code.userId, codeId: code.id })
        .onConflictDoNothing()
        .returning({ friendId: affiliateReferrals.friendId });
      return added.length > 0;
    },
  };
}

export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
