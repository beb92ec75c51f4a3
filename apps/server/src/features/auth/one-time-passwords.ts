import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { otpMaxAttempts, otpMinutes } from '@baylytics/contract/passwords';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneTimePasswords } from '../../db/schema/users-and-auth.ts';

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
  return {
    /** A new code for the purpose, or null when too many were requested in the last hour. */
    async issue(userId: number, purpose: OtpPurpose, email: string): Promise<string | null> {
      const now = clock();
      const hourAgo = new Date(now.getTime() - 60 * 60_000);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${userId}, hashtext(${purpose}))`);
        const [recent] = await tx
          .select({ n: count() })
          .from(oneTimePasswords)
          .where(
            and(
              eq(oneTimePasswords.userId, userId),
              eq(oneTimePasswords.purpose, purpose),
              gt(oneTimePasswords.createdAt, hourAgo),
            ),
          );
        if ((recent?.n ?? 0) >= issuesPerHour) return null;
        await tx
          .update(oneTimePasswords)
          .set({ usedAt: now })
          .where(
            and(
              eq(oneTimePasswords.userId, userId),
              eq(oneTimePasswords.purpose, purpose),
              isNull(oneTimePasswords.usedAt),
            ),
          );
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await tx.insert(oneTimePasswords).values({
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
      const [otp] = await db
        .select()
        .from(oneTimePasswords)
        .where(
          and(
            eq(oneTimePasswords.userId, userId),
            eq(oneTimePasswords.purpose, purpose),
            isNull(oneTimePasswords.usedAt),
            gt(oneTimePasswords.expiresAt, now),
          ),
        )
        .orderBy(desc(oneTimePasswords.id))
        .limit(1);
      if (!otp) return { result: 'invalid' };
      if (otp.attempts >= otpMaxAttempts) return { result: 'tooManyAttempts' };
      if (!matches(otp.codeHash, code)) {
        // Counted in one statement, so parallel guesses cannot share one try.
        const [counted] = await db
          .update(oneTimePasswords)
          .set({ attempts: sql`${oneTimePasswords.attempts} + 1` })
          .where(eq(oneTimePasswords.id, otp.id))
          .returning({ attempts: oneTimePasswords.attempts });
        return (counted?.attempts ?? otpMaxAttempts) >= otpMaxAttempts
          ? { result: 'tooManyAttempts' }
          : { result: 'invalid' };
      }
      const [used] = await db
        .update(oneTimePasswords)
        .set({ usedAt: now })
        .where(and(eq(oneTimePasswords.id, otp.id), isNull(oneTimePasswords.usedAt)))
        .returning({ email: oneTimePasswords.email });
      return used ? { result: 'ok', email: used.email } : { result: 'invalid' };
    },
  };
}

export type OneTimePasswords = ReturnType<typeof createOneTimePasswords>;
