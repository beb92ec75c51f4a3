import { otpMinutes } from '@baylytics/contract/passwords';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../../integrations/mail/mail-service.ts';
import { AppError } from '../../kernel/errors.ts';
import type { AuthService, OneTimePasswords, OtpCheck } from '../auth/public.ts';
import { createAccountRepository } from './repository.ts';

function requireOk(check: OtpCheck): string {
  if (check.result === 'tooManyAttempts') throw new AppError('tooManyOtpAttempts');
  if (check.result !== 'ok') throw new AppError('invalidOrExpiredOtp');
  return check.email;
}

/** Forgotten password, password change and e-mail change: every step proven by a password or a one-time code. */
export function createCredentialsService(deps: {
  db: Database;
  auth: AuthService;
  otps: OneTimePasswords;
  mail: MailService;
}) {
  const { auth, otps, mail } = deps;
  const repository = createAccountRepository(deps.db);
  const userByEmail = repository.userByEmail;

  async function userById(userId: number) {
    const user = await repository.userById(userId);
    if (!user) throw new AppError('sessionExpired');
    return user;
  }

  const language = (value: string) => (value === 'en' ? 'en' : 'de');

  return {
    /** Answers alike whether or not the address has an account: nothing tells an outsider which. */
    async forgotPassword(email: string): Promise<void> {
      const user = await userByEmail(email);
      if (!user || user.status === 'false') return;
      const otp = await otps.issue(user.id, 'forgotPassword', user.email);
      if (!otp) return;
      await mail.send(user.email, 'forgotPasswordOtp', language(user.language), {
        firstName: user.firstName,
        otp,
        minutes: otpMinutes,
      });
    },

    async confirmForgotPassword(email: string, password: string, otp: string): Promise<void> {
      const user = await userByEmail(email);
      if (!user) throw new AppError('invalidOrExpiredOtp');
      requireOk(await otps.check(user.id, 'forgotPassword', otp));
      await auth.replacePassword(user.id, user.email, password);
    },

    async changePassword(userId: number, oldPassword: string, newPassword: string): Promise<void> {
      const user = await userById(userId);
      if (!(await auth.isCurrentPassword(userId, oldPassword))) throw new AppError('wrongPassword');
      await auth.replacePassword(userId, user.email, newPassword);
    },

    /** Step 1: the password, then a code to the current address. */
    async verifyEmailOwner(userId: number, password: string): Promise<void> {
      const user = await userById(userId);
      if (!(await auth.isCurrentPassword(userId, password))) throw new AppError('wrongPassword');
      const otp = await otps.issue(userId, 'changeEmailCurrent', user.email);
      if (!otp) throw new AppError('tooManyOtpAttempts');
      await mail.send(user.email, 'changeEmailOtpCurrent', language(user.language), {
        firstName: user.firstName,
        otp,
        minutes: otpMinutes,
      });
    },

    /** Step 2: the code from the current address and the new address, then a code to the new address. */
    async requestEmailChange(userId: number, newEmail: string, otp: string): Promise<void> {
      const user = await userById(userId);
      requireOk(await otps.check(userId, 'changeEmailCurrent', otp));
      const taken = await userByEmail(newEmail);
      if (taken) throw new AppError('emailAlreadyRegistered');
      const code = await otps.issue(userId, 'changeEmailNew', newEmail.trim());
      if (!code) throw new AppError('tooManyOtpAttempts');
      await mail.send(newEmail.trim(), 'changeEmailOtpNew', language(user.language), {
        firstName: user.firstName,
        otp: code,
        minutes: otpMinutes,
      });
    },

    /** Step 3: the code from the new address; the address changes and the old one is told. */
    async confirmEmailChange(userId: number, otp: string): Promise<{ email: string }> {
      const user = await userById(userId);
      const newEmail = requireOk(await otps.check(userId, 'changeEmailNew', otp));
      const taken = await userByEmail(newEmail);
      if (taken && taken.id !== userId) throw new AppError('emailAlreadyRegistered');
      await repository.setEmail(userId, newEmail);
      await mail.send(user.email, 'emailChangedNotice', language(user.language), {
        firstName: user.firstName,
        newEmail,
      });
      return { email: newEmail };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
