import { euCountryCodes } from '@baylytics/contract/marketplaces';
import type { ParentPlanName } from '@baylytics/contract/plans';
import { parentPlanNames } from '@baylytics/contract/plans';
import { fitsPostalCode } from '@baylytics/contract/postal-codes';
import type { Address } from '@baylytics/contract/registration';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../../integrations/mail/mail-service.ts';
import { isUniqueViolation } from '../../kernel/db-errors.ts';
import { AppError } from '../../kernel/errors.ts';
import { createReferralLedger, type ReferralLedger } from '../affiliate/public.ts';
import {
  type AuthService,
  hashPassword,
  hashSecretToken,
  newSecretToken,
  type RequestOrigin,
} from '../auth/public.ts';
import { createRegistrationRepository, type RegistrationRepository } from './repository.ts';

// A verification link stays valid for two days, then a new one must be requested.
const verificationHours = 48;
const eu = new Set<string>(euCountryCodes);

function asPlan(value: string | null): ParentPlanName | null {
  return value && (parentPlanNames as string[]).includes(value) ? (value as ParentPlanName) : null;
}

export function createRegistrationService(deps: {
  repository: RegistrationRepository;
  auth: AuthService;
  mail: MailService;
  /** Where a registration that came through an affiliate's code is counted for that affiliate. */
  referrals: ReferralLedger;
  publicUrl: string;
  clock: () => Date;
}) {
  const { repository, auth, mail, referrals, publicUrl, clock } = deps;

  async function checkedAddress(address: Address): Promise<Address> {
    const country = await repository.countryById(address.countryId);
    if (!country) throw new AppError('validationFailed', [{ field: 'countryId', message: 'invalid_value' }]);
    if (!fitsPostalCode(country.iso, address.postalCode)) {
      throw new AppError('validationFailed', [{ field: 'postalCode', message: 'postalCodeForCountry' }]);
    }
    // The VAT id matters only inside the EU (reverse charge); elsewhere it is not kept.
    return eu.has(country.iso) ? address : { ...address, taxId: undefined };
  }

  interface NewAccount {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phone: string;
    referer?: string;
    language: 'de' | 'en';
  }

  async function createAccount(input: NewAccount) {
    const email = input.email.trim();
    if (await repository.isEmailTaken(email)) throw new AppError('emailAlreadyRegistered');
    try {
      const id = await repository.createUser({
        email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        language: input.language,
        referer: input.referer || null,
      });
      if (input.referer) await referrals.creditRegistration(id, input.referer);
      return { id, email, firstName: input.firstName, language: input.language };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('emailAlreadyRegistered');
      throw error;
    }
  }

  async function sendVerification(
    user: { id: number; email: string; firstName: string; language: 'de' | 'en' },
    plan: ParentPlanName | null,
  ): Promise<void> {
    const token = newSecretToken();
    const expiresAt = new Date(clock().getTime() + verificationHours * 60 * 60_000);
    await repository.createVerification(user.id, hashSecretToken(token), plan, expiresAt);
    await mail.send(user.email, 'verifyEmail', user.language, {
      firstName: user.firstName,
      link: `${publicUrl}/verify-email?token=${token}`,
      hours: verificationHours,
    });
  }

  return {
    async register(input: {
      firstName: string;
      lastName: string;
      phone: string;
      email: string;
      password: string;
      referer?: string;
      plan?: ParentPlanName;
      language: 'de' | 'en';
    }): Promise<void> {
      const user = await createAccount(input);
      await sendVerification(user, input.plan ?? null);
    },

    /**
     * The register-package page: the account and its billing address at once. The user is not signed in
     * before the e-mail is confirmed; the link then leads straight to the purchase of the chosen package.
     */
    async registerPackage(
      input: Address & {
        email: string;
        password: string;
        plan: ParentPlanName;
        referer?: string;
        language: 'de' | 'en';
      },
    ): Promise<void> {
      const { email, password, plan, referer, language, ...address } = input;
      const checked = await checkedAddress(address);
      const user = await createAccount({
        email,
        password,
        referer,
        language,
        firstName: address.firstName,
        lastName: address.lastName,
        phone: address.telephone ?? '',
      });
      await repository.saveAddress(user.id, checked);
      await sendVerification(user, plan);
    },

    /** Confirms the address once and signs the user in: the link proves they read that mailbox. */
    async verifyEmail(token: string, origin: RequestOrigin) {
      const verification = await repository.consumeVerification(hashSecretToken(token), clock());
      if (!verification) throw new AppError('invalidVerificationLink');
      // An address given with the registration (register package) completes it with the confirmation.
      const isRegistrationComplete = (await repository.addressOf(verification.userId)) !== null;
      if (isRegistrationComplete) await repository.markRegistrationComplete(verification.userId);
      else await repository.markEmailVerified(verification.userId);
      const sessionToken = await auth.openSession(verification.userId, 'emailLink', origin);
      return { token: sessionToken, plan: asPlan(verification.plan), isRegistrationComplete };
    },

    async completeAddress(userId: number, address: Address): Promise<void> {
      await repository.saveAddress(userId, await checkedAddress(address));
      await repository.markRegistrationComplete(userId);
    },

    async updateAddress(userId: number, address: Address): Promise<void> {
      await repository.saveAddress(userId, await checkedAddress(address));
    },

    async address(userId: number) {
      const row = await repository.addressOf(userId);
      if (!row) return null;
      const { address } = row;
      return {
        company: address.company,
        salutation: address.salutation === 'Mrs' ? ('Mrs' as const) : ('Mr' as const),
        firstName: address.firstName,
        lastName: address.lastName,
        billingEmail: address.billingEmail ?? '',
        telephone: address.telephone ?? '',
        street: address.street,
        city: address.city,
        postalCode: address.postalCode,
        countryId: address.countryId,
        taxId: address.taxId ?? '',
        promoCode: address.promoCode ?? '',
        email: row.email,
        countryCode: row.countryCode,
      };
    },

    isEuCountry: (countryCode: string) => eu.has(countryCode.toUpperCase()),

    /** A new confirmation link for an account whose address is not confirmed yet (sent by an administrator). */
    resendVerification: (user: { id: number; email: string; firstName: string; language: 'de' | 'en' }) =>
      sendVerification(user, null),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** The registration service on the database: its own repository, and affiliate referrals counted there. */
export function buildRegistrationService(deps: {
  db: Database;
  auth: AuthService;
  mail: MailService;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db, ...rest } = deps;
  return createRegistrationService({
    ...rest,
    repository: createRegistrationRepository(db),
    referrals: createReferralLedger(db),
  });
}
