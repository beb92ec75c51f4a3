import { registerBodySchema } from '@baylytics/contract/registration';
import { Alert, Anchor, Fieldset, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSchemaForm } from '../../../app/forms.ts';
import { PasswordInput } from '../../../app/password-input.tsx';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { useRegister } from '../api.ts';
import { refererFromCookie } from '../referral.ts';
import { rememberedPlan, rememberPlan } from '../remembered-plan.ts';

const schema = registerBodySchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  password: true,
});

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const planQuery = search.get('plan');
  const registration = useRegister();
  const { field, submitButton, submit } = useSchemaForm(schema, {
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    password: '',
  });

  // A plan chosen on the website is kept until the address step and the purchase (spec 000 §2).
  useEffect(() => rememberPlan(planQuery), [planQuery]);

  // A refused registration (e.g. an address already registered) says so at its field; anything else in a toast.
  const onSubmit = submit((values) =>
    registration.mutateAsync({
      ...values,
      referer: refererFromCookie(),
      plan: rememberedPlan() ?? undefined,
      language: i18n.language === 'en' ? 'en' : 'de',
    }),
  );

  if (registration.isSuccess)
    return (
      <Stack>
        <Title order={2}>{t('registration.title')}</Title>
        <Alert color="green" icon={<IconMailCheck />} title={t('registration.createdTitle')} role="status">
          {t('registration.createdText', { email: registration.variables?.email })}
        </Alert>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.toSignIn')}
        </Anchor>
      </Stack>
    );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Fieldset variant="unstyled" disabled={registration.isPending}>
        <Stack>
          <Title order={2}>{t('registration.title')}</Title>
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
          <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" required {...field('phone')} />
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
          <SubmitButton {...submitButton} loading={registration.isPending} fullWidth>
            {t('registration.submit')}
          </SubmitButton>
          <Text size="sm" ta="center">
            {t('registration.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('auth.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </Fieldset>
    </form>
  );
}
