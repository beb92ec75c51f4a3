import { type ParentPlanName, parentPlanNames, parentPlans, trialRole } from '@baylytics/contract/plans';
import { roles as allRoles, type Role } from '@baylytics/contract/roles';
import { type UserStatus, userStatuses } from '@baylytics/contract/user-status';
import type { AuthUser } from '../../kernel/auth-context.ts';
import { loginLogEntryOf } from './login-log-entry.ts';
import type { AccountRepository } from './repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

function isRole(value: string): value is Role {
  return (allRoles as readonly string[]).includes(value);
}

function isParentPlan(value: string): value is ParentPlanName {
  return (parentPlanNames as string[]).includes(value);
}

export function createAccountService(repository: AccountRepository, clock: () => Date) {
  return {
    /**
     * The user with the roles in force now: `User`, the roles granted directly, the roles of every
     * agreement whose paid period or trial runs, and `BGTest` while a trial runs.
     */
    async loadAuthUser(userId: number): Promise<AuthUser | null> {
      const now = clock();
      const user = await repository.findUser(userId);
      if (!user) return null;
      const held = new Set<Role>(['User']);
      for (const role of await repository.grantedRoles(userId)) if (isRole(role)) held.add(role);
      for (const agreement of await repository.agreementsInForce(userId, now)) {
        if (isParentPlan(agreement.parentName))
          for (const role of parentPlans[agreement.parentName]) held.add(role);
        if (agreement.trialEndsAt && agreement.trialEndsAt > now) held.add(trialRole);
      }
      return {
        ...user,
        status: (userStatuses as readonly string[]).includes(user.status)
          ? (user.status as UserStatus)
          : 'false',
        language: user.language === 'en' ? 'en' : 'de',
        roles: allRoles.filter((role) => held.has(role)),
      };
    },

    async invalidEbayTokens(userId: number) {
      const now = clock();
      const tokens = await repository.ebayTokensOf(userId);
      return tokens
        .filter((t) => t.isBlocked || !t.hasGrant || t.expiresAt <= now)
        .map((t) => ({ username: t.username, expired: t.expiresAt.toISOString() }));
    },

    async hasValidEbayToken(userId: number) {
      const now = clock();
      const tokens = await repository.ebayTokensOf(userId);
      return tokens.some((t) => !t.isBlocked && t.hasGrant && t.expiresAt > now);
    },

    async loginLogs(
      userId: number,
      page: { pageIndex: number; pageSize: number; direction: 'asc' | 'desc' },
    ) {
      const { rows, total } = await repository.loginLogPage(userId, page);
      return {
        data: rows.map(loginLogEntryOf),
        total,
      };
    },

    /** Whole days left of the longest running trial, counting a started day as a day. */
    async remainingTestDays(userId: number) {
      const now = clock();
      const trialEnds = (await repository.agreementsInForce(userId, now))
        .map((a) => a.trialEndsAt)
        .filter((end): end is Date => end !== null && end > now);
      if (trialEnds.length === 0) return 0;
      const latest = Math.max(...trialEnds.map((end) => end.getTime()));
      return Math.ceil((latest - now.getTime()) / dayMs);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
