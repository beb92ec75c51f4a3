import { and, asc, count, desc, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { agreements, plans } from '../../db/schema/billing.ts';
import { ebayTokens } from '../../db/schema/marketplace.ts';
import { emailMatches, loginLogs, userRoles, users } from '../../db/schema/users-and-auth.ts';

export function createAccountRepository(db: Database) {
  return {
    /** The whole user row of an address (any letter case), for the credential flows. */
    async userByEmail(email: string) {
      const [user] = await db.select().from(users).where(emailMatches(email));
      return user ?? null;
    },

    async userById(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user ?? null;
    },

    async setEmail(userId: number, email: string): Promise<void> {
      await db.update(users).set({ email }).where(eq(users.id, userId));
    },

    async findUser(userId: number) {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.avatar,
          status: users.status,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return user ?? null;
    },

    async grantedRoles(userId: number) {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return rows.map((r) => r.role);
    },

    /** Agreements whose paid period or trial has not ended at `now`, with their parent plan. */
    async agreementsInForce(userId: number, now: Date) {
      return db
        .select({ parentName: plans.parentName, trialEndsAt: agreements.trialEndsAt })
        .from(agreements)
        .innerJoin(plans, eq(plans.id, agreements.planId))
        .where(
          and(
            eq(agreements.userId, userId),
            or(gt(agreements.paidUntil, now), gt(agreements.trialEndsAt, now)),
          ),
        );
    },

    async loginLogPage(
      userId: number,
      page: { pageIndex: number; pageSize: number; direction: 'asc' | 'desc' },
    ) {
      const order = page.direction === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(loginLogs)
        .where(eq(loginLogs.userId, userId))
        .orderBy(order(loginLogs.createdTime), order(loginLogs.id))
        .limit(page.pageSize)
        .offset((page.pageIndex - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(loginLogs).where(eq(loginLogs.userId, userId));
      return { rows, total: total?.n ?? 0 };
    },

    async ebayTokensOf(userId: number) {
      return db
        .select({
          username: ebayTokens.username,
          expiresAt: ebayTokens.expiresAt,
          isBlocked: ebayTokens.isBlocked,
          /** False once eBay revoked the grant (refresh token removed): the seller must consent again. */
          hasGrant: isNotNull(ebayTokens.refreshTokenSealed),
        })
        .from(ebayTokens)
        .where(eq(ebayTokens.userId, userId))
        .orderBy(ebayTokens.username);
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
