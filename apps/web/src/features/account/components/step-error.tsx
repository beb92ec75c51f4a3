import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/api-error-message.ts';

/** The translated error of a failed wizard step, shown under it (spec 000 §8: the button is simply enabled again). */
export function StepError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = apiErrorMessage(error);
  return (
    <Alert color="red" role="alert">
      {t(message.key, message.values)}
    </Alert>
  );
}
