import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { impersonations } from '../../db/schema/admin.ts';
import {
  emailMatches,
  loginFailures,
  loginLogs,
  loginTokens,
  sessions,
  users,
} from '../../db/schema/users-and-auth.ts';
import { AppError } from '../../kernel/errors.ts';

export type LoginMethod = 'password' | 'token' | 'emailLink' | 'impersonation';

export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | null;
  clientOs: string | null;
}

export function createAuthRepository(db: Database) {
  /** An impersonation ends with its session: the audit log says until when the administrator acted. */
  async function closeImpersonations(sessionIds: string[], now: Date) {
    if (sessionIds.length === 0) return;
    await db
      .update(impersonations)
      .set({ endedAt: now })
      .where(and(inArray(impersonations.sessionId, sessionIds), isNull(impersonations.endedAt)));
  }

  return {
    async findUserByEmail(email: string) {
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
        .from(users)
        .where(emailMatches(email));
      return user ?? null;
    },

    async createSession(input: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
      origin: RequestOrigin;
      impersonatorId?: number;
    }) {
      // A deleted account keeps its row only as the owner of kept invoices: no way in opens a session for it.
      const [owner] = await db
        .select({ deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, input.userId));
      if (!owner || owner.deletedAt) throw new AppError('sessionExpired');
      const [session] = await db
        .insert(sessions)
        .values({
          userId: input.userId,
          tokenHash: input.tokenHash,
          expiresAt: input.expiresAt,
          ipAddress: input.origin.ipAddress,
          userAgent: input.origin.userAgent,
          impersonatorId: input.impersonatorId ?? null,
        })
        .returning({ id: sessions.id });
      if (!session) throw new Error('session insert returned nothing');
      return session.id;
    },

    /** The live session for a token hash: not revoked, not expired. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [session] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          impersonatorId: sessions.impersonatorId,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        );
      return session ?? null;
    },

    /** Revokes every live session of the user; answers how many there were. */
    async revokeAllSessions(userId: number, now: Date) {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning({ id: sessions.id });
      await closeImpersonations(
        revoked.map((session) => session.id),
        now,
      );
      return revoked.length;
    },

    async setPasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async passwordHashOf(userId: number) {
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return user?.passwordHash ?? null;
    },

    async touchSession(sessionId: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    /** Revokes a session; an impersonation's audit entry is closed with it. */
    async revokeSession(sessionId: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      await closeImpersonations([sessionId], now);
    },

    async recordLogin(input: {
      userId: number;
      sessionId: string;
      method: LoginMethod;
      origin: RequestOrigin;
      location?: string | null;
      isp?: string | null;
    }) {
      await db.insert(loginLogs).values({
        location: input.location ?? null,
        isp: input.isp ?? null,
        userId: input.userId,
        sessionId: input.sessionId,
        method: input.method,
        ipAddress: input.origin.ipAddress,
        userAgent: input.origin.userAgent,
        clientOs: input.origin.clientOs,
      });
    },

    /** Failures since `since` of the account from this address, and of this address for any account. */
    async recentFailures(emailKey: string, ipAddress: string, since: Date) {
      const [row] = await db
        .select({
          byAccountAndIp:
            sql<number>`count(*) filter (where ${loginFailures.emailKey} = ${emailKey})`.mapWith(Number),
          latestByAccountAndIp:
            sql<Date | null>`max(${loginFailures.at}) filter (where ${loginFailures.emailKey} = ${emailKey})`.mapWith(
              loginFailures.at,
            ),
          byIp: sql<number>`count(*)`.mapWith(Number),
          latestByIp: sql<Date | null>`max(${loginFailures.at})`.mapWith(loginFailures.at),
        })
        .from(loginFailures)
        .where(and(gt(loginFailures.at, since), eq(loginFailures.ipAddress, ipAddress)));
      return {
        byAccountAndIp: { count: row?.byAccountAndIp ?? 0, latestAt: row?.latestByAccountAndIp ?? null },
        byIp: { count: row?.byIp ?? 0, latestAt: row?.latestByIp ?? null },
      };
    },

    async recordFailure(emailKey: string, ipAddress: string, at: Date, pruneBefore: Date) {
      // Stamped with the service's clock, the same clock the rate-limit window is measured with.
      await db.insert(loginFailures).values({ emailKey, ipAddress, at });
      await db.delete(loginFailures).where(lt(loginFailures.at, pruneBefore));
    },

    /** Forgets the account's failures: from one address (a sign-in there succeeded), or from all (new password). */
    async clearFailures(emailKey: string, ipAddress?: string) {
      await db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.emailKey, emailKey),
            ipAddress === undefined ? undefined : eq(loginFailures.ipAddress, ipAddress),
          ),
        );
    },

    async createLoginToken(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(loginTokens).values({ userId, tokenHash, expiresAt });
    },

    /** Marks a login token used and returns its user, in one statement so it works once only. */
    async consumeLoginToken(tokenHash: string, now: Date) {
      const [token] = await db
        .update(loginTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginTokens.tokenHash, tokenHash),
            isNull(loginTokens.usedAt),
            gt(loginTokens.expiresAt, now),
          ),
        )
        .returning({ userId: loginTokens.userId });
      return token?.userId ?? null;
    },

    async countLogins(userId: number) {
      const [row] = await db.select({ n: count() }).from(loginLogs).where(eq(loginLogs.userId, userId));
      return row?.n ?? 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
