import { fitsPostalCode } from '@baylytics/contract/postal-codes';
import { type Address, postalCodeMaxLength, salutations } from '@baylytics/contract/registration';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../app/forms.ts';
import { PasswordInput } from '../../../app/password-input.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import {
  type AddressFormValues,
  accountAddressFormSchema,
  packageFormSchema,
  toAddress,
} from '../address-form-values.ts';
import { useCountries, useCountryCode } from '../api.ts';
import { CountrySelect } from './country-select.tsx';

interface AddressFormProps {
  initialValues: AddressFormValues;
  /** The account's e-mail address, shown read-only (empty on the register-package page). */
  email: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** Sends the address; a failed promise puts the server's field errors on the form, anything else in a toast. */
  onSubmit: (address: Address, account: { email: string; password: string }) => Promise<unknown>;
  /** Registration offers a promo code; changing the address later does not. */
  withPromoCode?: boolean;
  /** The register-package page: e-mail and password are asked with the address. */
  withCredentials?: boolean;
}

/** The billing address of registration step 3 and of 'change address' (spec 000 §2, §5). */
export function AddressForm(props: AddressFormProps) {
  const { initialValues, email, submitLabel, isSubmitting, onSubmit, withPromoCode, withCredentials } = props;
  const { t } = useTranslation();
  const { form, field, submitButton, submit } = useSchemaForm(
    withCredentials ? packageFormSchema : accountAddressFormSchema,
    { ...initialValues, email, password: '' },
  );
  const values = form.getValues();
  const countries = useCountries();
  const countryCode = useCountryCode(values.countryId === null);
  const country = countries.data?.find((entry) => entry.id === values.countryId);

  // No country yet: preselect the one the server detects for this browser.
  const detected = countries.data?.find((entry) => entry.iso === countryCode.data);
  useEffect(() => {
    if (detected && form.getValues().countryId === null) form.setFieldValue('countryId', detected.id);
  }, [detected, form]);

  // The postcode's form depends on the country (the server checks the same rule).
  const isPostalCodeWrong =
    country !== undefined &&
    values.postalCode.trim() !== '' &&
    !fitsPostalCode(country.iso, values.postalCode);
  useEffect(() => {
    if (isPostalCodeWrong) form.setFieldError('postalCode', 'errors.postalCodeForCountry');
  }, [isPostalCodeWrong, form]);

  return (
    <form
      onSubmit={submit(({ email: account, password, ...submitted }) => {
        if (isPostalCodeWrong) return form.setFieldError('postalCode', 'errors.postalCodeForCountry');
        return onSubmit(toAddress(submitted, country?.isEu ?? false), { email: account, password });
      })}
      noValidate
    >
      <Fieldset variant="unstyled" disabled={isSubmitting || form.submitting}>
        <Stack>
          {withCredentials ? (
            <>
              <TextInput
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
                {...field('email')}
              />
              <PasswordInput
                label={t('fields.password')}
                description={t('validation.passwordRule')}
                autoComplete="new-password"
                required
                {...field('password')}
              />
            </>
          ) : (
            <TextInput label={t('fields.email')} value={email} readOnly variant="filled" />
          )}
          <TextInput label={t('fields.company')} autoComplete="organization" required {...field('company')} />
          {withPromoCode && (
            <>
              <Switch
                label={t('fields.hasPromoCode')}
                checked={values.hasPromoCode}
                onChange={(event) => form.setFieldValue('hasPromoCode', event.currentTarget.checked)}
              />
              {values.hasPromoCode && <TextInput label={t('fields.promoCode')} {...field('promoCode')} />}
            </>
          )}
          <Radio.Group label={t('fields.salutation')} required {...field('salutation')}>
            <Group mt={4}>
              {salutations.map((salutation) => (
                <Radio key={salutation} value={salutation} label={t(`salutations.${salutation}`)} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              {...field('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              {...field('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.billingEmail')}
            type="email"
            autoComplete="email"
            {...field('billingEmail')}
          />
          <TextInput label={t('fields.telephone')} type="tel" autoComplete="tel" {...field('telephone')} />
          <TextInput label={t('fields.street')} autoComplete="street-address" required {...field('street')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('fields.postalCode')}
              autoComplete="postal-code"
              maxLength={postalCodeMaxLength}
              required
              {...field('postalCode')}
            />
            <TextInput label={t('fields.city')} autoComplete="address-level2" required {...field('city')} />
          </SimpleGrid>
          <CountrySelect
            countries={countries.data ?? []}
            value={values.countryId}
            onChange={(countryId) => form.setFieldValue('countryId', countryId)}
            error={field('countryId').error ?? (countries.isError ? t('address.countriesError') : undefined)}
          />
          {country?.isEu && <TextInput label={t('fields.taxId')} {...field('taxId')} />}
          <SubmitButton {...submitButton} loading={isSubmitting} fullWidth>
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Fieldset>
    </form>
  );
}
