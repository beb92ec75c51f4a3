import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { impersonations } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users-and-auth.ts';

/** The audit log of impersonations: one row per session in which an administrator acted as a user. */
export function createImpersonationAuditRepository(db: Database) {
  return {
    async recordStart(entry: {
      adminId: number;
      userId: number;
      sessionId: string;
      ipAddress: string;
      userAgent: string | null;
      startedAt: Date;
      expiresAt: Date;
    }) {
      await db.insert(impersonations).values(entry);
    },

    /** The entry of a session with the administrator's name, for the 'acting as' bar. */
    async entryOf(sessionId: string) {
      const [entry] = await db
        .select({
          adminFirstName: users.firstName,
          adminLastName: users.lastName,
          adminEmail: users.email,
          expiresAt: impersonations.expiresAt,
        })
        .from(impersonations)
        .innerJoin(users, eq(users.id, impersonations.adminId))
        .where(eq(impersonations.sessionId, sessionId))
        .orderBy(desc(impersonations.id))
        .limit(1);
      return entry ?? null;
    },
  };
}

export type ImpersonationAuditRepository = ReturnType<typeof createImpersonationAuditRepository>;
