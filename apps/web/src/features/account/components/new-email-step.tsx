import { emailSchema } from '@baylytics/contract/auth';
import { otpSchema } from '@baylytics/contract/passwords';
import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../app/forms.ts';
import { useSession } from '../../../app/session.ts';
import { SubmitButton } from '../../../app/submit-button.tsx';
import { OtpInput } from '../../auth/public.ts';
import { useRequestToChangeEmail } from '../api.ts';
import { StepError } from './step-error.tsx';

const schema = z.object({ email: emailSchema, otp: otpSchema });

/** Change e-mail, step 2: the new address and the code sent to the current one; a code goes to the new address. */
export function NewEmailStep({ onDone }: { onDone: (newEmail: string) => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const request = useRequestToChangeEmail();
  const { form, field, submitButton } = useSchemaForm(schema, { email: '', otp: '' });
  const otp = field('otp');
  return (
    <form
      onSubmit={form.onSubmit((values) => request.mutate(values, { onSuccess: () => onDone(values.email) }))}
      noValidate
    >
      <Fieldset variant="unstyled" disabled={request.isPending}>
        <Stack>
          <Text size="sm">{t('account.changeEmailStep2Hint', { email: user?.email ?? '' })}</Text>
          <TextInput
            label={t('fields.newEmail')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <OtpInput
            label={t('account.codeFromCurrentEmail')}
            value={String(otp.value ?? '')}
            onChange={(value) => form.setFieldValue('otp', value)}
            error={otp.error}
            isDisabled={request.isPending}
          />
          <StepError error={request.error} />
          <SubmitButton {...submitButton} loading={request.isPending} w="fit-content">
            {t('account.continue')}
          </SubmitButton>
        </Stack>
      </Fieldset>
    </form>
  );
}
