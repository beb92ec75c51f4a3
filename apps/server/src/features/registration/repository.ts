import type { Address } from '@baylytics/contract/registration';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userAddresses } from '../../db/schema/billing.ts';
import { countries } from '../../db/schema/common.ts';
import { emailMatches, emailVerifications, users } from '../../db/schema/users-and-auth.ts';

export function createRegistrationRepository(db: Database) {
  return {
    async isEmailTaken(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(emailMatches(email));
      return Boolean(row);
    },

    async createUser(input: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      phone: string;
      language: 'de' | 'en';
      referer: string | null;
    }) {
      const [user] = await db
        .insert(users)
        .values({ ...input, status: 'false' })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      return user.id;
    },

    async createVerification(userId: number, tokenHash: string, plan: string | null, expiresAt: Date) {
      await db.insert(emailVerifications).values({ userId, tokenHash, plan, expiresAt });
    },

    /** Uses a verification link once; answers its user and remembered plan, or null. */
    async consumeVerification(tokenHash: string, now: Date) {
      const [used] = await db
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tokenHash, tokenHash),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerifications.userId, plan: emailVerifications.plan });
      return used ?? null;
    },

    async markEmailVerified(userId: number) {
      await db
        .update(users)
        .set({ status: 'email_verified' })
        .where(and(eq(users.id, userId), eq(users.status, 'false')));
    },

    async markRegistrationComplete(userId: number) {
      await db.update(users).set({ status: 'true' }).where(eq(users.id, userId));
    },

    async countryById(countryId: number) {
      const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
      return country ?? null;
    },

    async saveAddress(userId: number, address: Address) {
      const values = {
        ...address,
        billingEmail: address.billingEmail || null,
        telephone: address.telephone || null,
        taxId: address.taxId || null,
        promoCode: address.promoCode || null,
        updatedAt: new Date(),
      };
      await db
        .insert(userAddresses)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userAddresses.userId, set: values });
    },

    async addressOf(userId: number) {
      const [row] = await db
        .select({ address: userAddresses, email: users.email, countryCode: countries.iso })
        .from(users)
        .innerJoin(userAddresses, eq(userAddresses.userId, users.id))
        .leftJoin(countries, eq(countries.id, userAddresses.countryId))
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
