import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { parentPlanNameSchema } from './plans.ts';
import { databaseId, text } from './primitives.ts';

export const passwordSchema = text().min(8).max(200).describe('At least 8 characters');
export const postalCodeMaxLength = 8;
export const salutations = ['Mr', 'Mrs'] as const;

export const registerBodySchema = z.object({
  firstName: text().trim().min(1).max(100),
  lastName: text().trim().min(1).max(100),
  phone: text().trim().min(1).max(40),
  email: emailSchema,
  password: passwordSchema,
  referer: text().trim().max(100).optional().describe('Affiliate code from the referral cookie'),
  plan: parentPlanNameSchema
    .optional()
    .describe('Plan chosen before registering; remembered for after verification'),
  language: z.enum(['de', 'en']).default('de'),
});

export const register = endpoint({
  method: 'POST',
  path: '/bayuser',
  access: 'public',
  summary: 'Registers an account and sends the verification e-mail',
  body: registerBodySchema,
  data: z.null(),
});

export const verifyEmail = endpoint({
  method: 'PUT',
  path: '/auth/verify-email/:token',
  access: 'public',
  summary: 'Confirms the e-mail address with the link token (once, within 48 hours) and signs the user in',
  params: z.object({ token: text().min(10).max(200) }),
  data: z.object({
    token: text().describe('Session token: the verified user is signed in'),
    plan: parentPlanNameSchema.nullable().describe('The plan remembered at registration'),
    isRegistrationComplete: z
      .boolean()
      .describe('The address was given at registration (register package): the purchase can start at once'),
  }),
});

export const addressSchema = z.object({
  company: text().trim().min(1).max(200),
  salutation: z.enum(salutations),
  firstName: text().trim().min(1).max(100),
  lastName: text().trim().min(1).max(100),
  billingEmail: z.union([emailSchema, z.literal('')]).optional(),
  telephone: text().trim().max(40).optional(),
  street: text().trim().min(1).max(200),
  city: text().trim().min(1).max(100),
  postalCode: text().trim().min(1).max(postalCodeMaxLength),
  countryId: databaseId(),
  taxId: text().trim().max(30).optional().describe('VAT id; kept only for EU countries'),
  promoCode: text().trim().max(50).optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const completeAddress = endpoint({
  method: 'PUT',
  path: '/auth/complete-address',
  access: 'signedIn',
  summary: "Saves the billing address and completes the registration (status 'true')",
  body: addressSchema,
  data: z.null(),
});

export const storedAddressSchema = addressSchema.extend({
  email: text(),
  countryCode: text().nullable(),
});

export const getAddress = endpoint({
  method: 'GET',
  path: '/bayuser/address',
  access: 'signedIn',
  summary: "The caller's billing address (null before registration is complete)",
  data: storedAddressSchema.nullable(),
});

export const updateAddress = endpoint({
  method: 'PUT',
  path: '/bayuser',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary: "Changes the caller's billing address",
  body: addressSchema,
  data: z.null(),
});

/** The register-package page: account and billing address in one form, for a package chosen on the website. */
export const registerPackageBodySchema = addressSchema.extend({
  email: emailSchema,
  password: passwordSchema,
  plan: parentPlanNameSchema
    .exclude(['Affiliate'])
    .describe('The package chosen on the website; bought after the e-mail is confirmed'),
  referer: text().trim().max(100).optional().describe('Affiliate code from the referral cookie'),
  language: z.enum(['de', 'en']).default('de'),
});

export const registerPackage = endpoint({
  method: 'POST',
  path: '/bayuser/package',
  access: 'public',
  summary:
    'Registers an account with its billing address and sends the verification e-mail, whose link leads to the purchase',
  body: registerPackageBodySchema,
  data: z.null(),
});

export const checkEu = endpoint({
  method: 'GET',
  path: '/bayuser/check-eu',
  access: 'public',
  summary: 'Whether a country is an EU member state (the VAT id is asked only there)',
  query: z.object({ countryCode: text().length(2) }),
  data: z.boolean(),
});
