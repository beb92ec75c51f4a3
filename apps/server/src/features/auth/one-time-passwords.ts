import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { otpMaxAttempts, otpMinutes } from '@baylytics/contract/passwords';
import type { Database } from '../../db/database.ts';
import { createOneTimePasswordRepository } from './one-time-password-repository.ts';

export type OtpPurpose = 'forgotPassword' | 'changeEmailCurrent' | 'changeEmailNew';
export type OtpCheck =
  | { result: 'ok'; email: string }
  | { result: 'invalid' }
  | { result: 'tooManyAttempts' };

// Codes a user may request per purpose and hour; beyond that nothing is sent (each code allows 5 tries).
const issuesPerHour = 5;

function hashCode(salt: string, code: string): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt = ''] = stored.split(':');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(salt, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * One-time passwords: 6 random digits, valid 10 minutes, single use, 5 tries, stored salted and hashed,
 * bound to their purpose and to the address they were sent to. A new code replaces the previous one.
 */
export function createOneTimePasswords(db: Database, clock: () => Date) {
  const repository = createOneTimePasswordRepository(db);
  return {
    /** A new code for the purpose, or null when too many were requested in the last hour. */
    async issue(userId: number, purpose: OtpPurpose, email: string): Promise<string | null> {
      const now = clock();
      const hourAgo = new Date(now.getTime() - 60 * 60_000);
      return repository.transaction(async (codes) => {
        await codes.lock(userId, purpose);
        if ((await codes.countIssuedSince(userId, purpose, hourAgo)) >= issuesPerHour) return null;
        await codes.retireUnused(userId, purpose, now);
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await codes.add({
          userId,
          purpose,
          email,
          codeHash: hashCode(randomBytes(8).toString('hex'), code),
          expiresAt: new Date(now.getTime() + otpMinutes * 60_000),
          createdAt: now,
        });
        return code;
      });
    },

    async check(userId: number, purpose: OtpPurpose, code: string): Promise<OtpCheck> {
      const now = clock();
      const otp = await repository.current(userId, purpose, now);
      if (!otp) return { result: 'invalid' };
      if (otp.attempts >= otpMaxAttempts) return { result: 'tooManyAttempts' };
      if (!matches(otp.codeHash, code)) {
        const attempts = await repository.countAttempt(otp.id);
        return (attempts ?? otpMaxAttempts) >= otpMaxAttempts
          ? { result: 'tooManyAttempts' }
          : { result: 'invalid' };
      }
      const email = await repository.use(otp.id, now);
      return email !== null ? { result: 'ok', email } : { result: 'invalid' };
    },
  };
}

export type OneTimePasswords = ReturnType<typeof createOneTimePasswords>;
