import { emailSchema } from '@baylytics/contract/auth';
import {
  type Address,
  addressSchema,
  passwordSchema,
  salutations,
  type storedAddressSchema,
} from '@baylytics/contract/registration';
import { z } from 'zod';

// Annotated `boolean` on purpose: a type-guard refinement would narrow the values, and the form starts empty.
const required = { error: 'validation.required' };

/**
 * The address form: the contract's address, with salutation and country starting unchosen and the
 * switch that shows the promo code.
 */
export const addressFormSchema = addressSchema.extend({
  salutation: z
    .union([z.enum(salutations), z.literal('')])
    .refine((value): boolean => value !== '', required),
  countryId: z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((value): boolean => value !== null, required),
  billingEmail: z.union([emailSchema, z.literal('')]),
  hasPromoCode: z.boolean(),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** The register-package page asks for the account's e-mail and password with the address. */
export const packageFormSchema = addressFormSchema.extend({ email: emailSchema, password: passwordSchema });
/** Elsewhere the e-mail is the account's, shown read-only, and no password is asked. */
export const accountAddressFormSchema = addressFormSchema.extend({ email: z.string(), password: z.string() });
export type AccountAddressFormValues = z.infer<typeof packageFormSchema>;

type StoredAddress = z.infer<typeof storedAddressSchema>;

export function addressFormValues(
  stored: StoredAddress | null,
  names: { firstName: string; lastName: string } | null,
): AddressFormValues {
  return {
    company: stored?.company ?? '',
    salutation: stored?.salutation ?? '',
    firstName: stored?.firstName ?? names?.firstName ?? '',
    lastName: stored?.lastName ?? names?.lastName ?? '',
    billingEmail: stored?.billingEmail ?? '',
    telephone: stored?.telephone ?? '',
    street: stored?.street ?? '',
    city: stored?.city ?? '',
    postalCode: stored?.postalCode ?? '',
    countryId: stored?.countryId ?? null,
    taxId: stored?.taxId ?? '',
    promoCode: stored?.promoCode ?? '',
    hasPromoCode: Boolean(stored?.promoCode),
  };
}

/** What is sent: the VAT id only for an EU country, the promo code only while its switch is on, blanks left out. */
export function toAddress(values: AddressFormValues, isEu: boolean): Address {
  const { hasPromoCode, promoCode, taxId, billingEmail, telephone, ...rest } = values;
  return addressSchema.parse({
    ...rest,
    billingEmail: billingEmail || undefined,
    telephone: telephone || undefined,
    taxId: (isEu && taxId) || undefined,
    promoCode: (hasPromoCode && promoCode) || undefined,
  });
}
