import { impersonationMinutes } from '@baylytics/contract/admin-impersonation';
import type { AuthContext } from '../../kernel/auth-context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { AuthService, RequestOrigin } from '../auth/public.ts';
import type { ImpersonationAuditRepository } from './audit-repository.ts';
import type { AdminUsersRepository } from './users-repository.ts';

/**
 * An administrator acting as a user: a session of its own for the user's account, short-lived, marked with the
 * administrator, written to the audit log when it opens and when the administrator goes back.
 */
export function createImpersonationService(deps: {
  auth: AuthService;
  users: AdminUsersRepository;
  audit: ImpersonationAuditRepository;
  clock: () => Date;
}) {
  const { auth, users, audit, clock } = deps;

  return {
    async start(caller: AuthContext, userId: number, origin: RequestOrigin) {
      const target = await users.userById(userId);
      if (!target) throw new AppError('notFound');
      // Not oneself, not another administrator (that would hand over administrator rights), not from a session
      // that is itself an impersonation, not an account whose e-mail is unconfirmed (no screen would open).
      const isRefused =
        caller.impersonatorId !== null ||
        target.id === caller.user.id ||
        target.status === 'false' ||
        (await users.grantedRoles(target.id)).includes('Administrator');
      if (isRefused) throw new AppError('cannotImpersonateUserNow');
      const session = await auth.openImpersonationSession(
        caller.user.id,
        target.id,
        origin,
        impersonationMinutes,
      );
      await audit.recordStart({
        adminId: caller.user.id,
        userId: target.id,
        sessionId: session.sessionId,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        startedAt: clock(),
        expiresAt: session.expiresAt,
      });
      return { session: session.token, expiresAt: session.expiresAt.toISOString() };
    },

    /** The way back: the impersonation session ends, which closes its audit entry. */
    async end(caller: AuthContext) {
      if (caller.impersonatorId === null || caller.sessionId === null) throw new AppError('notFound');
      await auth.logout(caller.sessionId);
    },

    async status(caller: AuthContext) {
      if (caller.impersonatorId === null || caller.sessionId === null) return null;
      const entry = await audit.entryOf(caller.sessionId);
      if (!entry) return null;
      return {
        adminName: `${entry.adminFirstName} ${entry.adminLastName}`.trim(),
        adminEmail: entry.adminEmail,
        expiresAt: entry.expiresAt.toISOString(),
      };
    },
  };
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;
