import type { ManagedUser, TestUser, UserNote } from '@baylytics/contract/admin-users';
import { maxNotesPerUser } from '@baylytics/contract/admin-users';
import { AppError } from '../../kernel/errors.ts';
import type { AuthService } from '../auth/public.ts';
import type { RegistrationService } from '../registration/public.ts';
import type { NotesRepository } from './notes-repository.ts';
import type { AdminUsersRepository, ManagedUserRow, UserPage } from './users-repository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A user row as the user tables show it, judged at `now`. */
export function toManagedUser(row: ManagedUserRow, now: Date): ManagedUser {
  const trialRuns = row.trialEndsAt !== null && row.trialEndsAt > now;
  const paidRuns = row.paidUntil !== null && row.paidUntil > now;
  const renews = row.agreementStatus === 'active' && row.cancelledAt === null;
  const periodEnd =
    trialRuns && row.trialEndsAt && (!row.paidUntil || row.trialEndsAt > row.paidUntil)
      ? row.trialEndsAt
      : row.paidUntil;
  return {
    shopwareId: row.id,
    active: row.status === 'false' ? 'inactive' : 'active',
    agreementId: row.agreementId === null ? null : (row.externalId ?? String(row.agreementId)),
    agreementActive: row.agreementId !== null && (trialRuns || paidRuns),
    agreementSource: row.source,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    description: row.planName,
    subscriptionDesc: row.parentName,
    planId: row.planId,
    price: row.price === null ? null : Number(row.price),
    createdTime: row.createdAt.toISOString(),
    processedDate: iso(row.agreementCreatedAt),
    startedTime: row.agreementStatus === 'pending' ? null : iso(row.startedAt),
    cancelledTime: iso(row.cancelledAt),
    cancelledReason: row.cancellationReason,
    lastPayment: iso(row.lastPayment),
    nextPayment: renews && periodEnd ? periodEnd.toISOString() : null,
    subscriptionNextPayment: row.agreementStatus === 'pending' ? null : iso(periodEnd),
    isTestUser: row.isTestUser,
  };
}

export function createAdminUsersService(deps: {
  users: AdminUsersRepository;
  notes: NotesRepository;
  auth: AuthService;
  registration: RegistrationService;
  clock: () => Date;
}) {
  const { users, notes, auth, registration, clock } = deps;

  async function existingUser(userId: number) {
    const user = await users.userById(userId);
    if (!user) throw new AppError('notFound');
    return user;
  }

  return {
    async list(filter: Parameters<AdminUsersRepository['userPage']>[0], view: UserPage) {
      const now = clock();
      const { rows, total } = await users.userPage(filter, view);
      return { data: rows.map((row) => toManagedUser(row, now)), total };
    },

    async testUsers(
      filter: { hasNote: 'yes' | 'all'; userRoleStatusFilter: 'active' | 'all' },
      view: UserPage,
    ) {
      const now = clock();
      const { rows, total } = await users.testUserPage(
        { hasNote: filter.hasNote === 'yes', isTrialRunning: filter.userRoleStatusFilter === 'active', now },
        view,
      );
      const data: TestUser[] = rows.map((row) => ({
        ...toManagedUser(row, now),
        trialEndsAt: iso(row.trialEndsAt),
        noteCount: row.noteCount,
      }));
      return { data, total };
    },

    async notesOf(userId: number): Promise<UserNote[]> {
      await existingUser(userId);
      return notes.notesOf(userId);
    },

    async addNote(userId: number, text: string, authorId: number): Promise<UserNote> {
      await existingUser(userId);
      const note = await notes.addNote(userId, text, authorId, maxNotesPerUser);
      if (!note) throw new AppError('noteLimitReached');
      return note;
    },

    async editNote(id: number, text: string, authorId: number): Promise<UserNote> {
      const note = await notes.editNote(id, text, authorId, clock());
      if (!note) throw new AppError('notFound');
      return note;
    },

    /** Ends every session of the user: whoever holds one of its tokens must sign in again. */
    async revokeAccess(userId: number) {
      await existingUser(userId);
      return { revokedSessions: await auth.endAllSessions(userId) };
    },

    /** A new confirmation link, only while the address is not confirmed. */
    async sendVerification(userId: number) {
      const user = await existingUser(userId);
      if (user.status !== 'false') throw new AppError('userAlreadyVerified');
      const language = (await users.languageOf(userId)) === 'en' ? 'en' : 'de';
      await registration.resendVerification({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        language,
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
