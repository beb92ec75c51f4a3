import { describe, expect, it } from 'vitest';
import { addressFormSchema, addressFormValues, toAddress } from './address-form-values.ts';

const filled = {
  ...addressFormValues(null, { firstName: 'Erika', lastName: 'Muster' }),
  company: ' Muster GmbH ',
  salutation: 'Mrs' as const,
  street: 'Musterweg 1',
  city: 'Berlin',
  postalCode: '10115',
  countryId: 1,
  taxId: 'DE123456789',
  promoCode: 'SPRING',
};

describe('the address form', () => {
  it('starts invalid: salutation and country are chosen, not preset', () => {
    expect(addressFormSchema.safeParse(addressFormValues(null, null)).success).toBe(false);
    expect(addressFormSchema.safeParse(filled).success).toBe(true);
  });

  it('sends the VAT id only for an EU country and the promo code only while its switch is on', () => {
    expect(toAddress(filled, true)).toMatchObject({ taxId: 'DE123456789', promoCode: undefined });
    expect(toAddress({ ...filled, hasPromoCode: true }, false)).toMatchObject({
      taxId: undefined,
      promoCode: 'SPRING',
    });
  });

  it('trims values and leaves blank optional fields out', () => {
    const address = toAddress(filled, true);
    expect(address.company).toBe('Muster GmbH');
    expect(address.billingEmail).toBeUndefined();
    expect(address.telephone).toBeUndefined();
  });
});
