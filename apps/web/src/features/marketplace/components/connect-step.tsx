import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-message.ts';
import { useStartEbayConsent } from '../api.ts';

interface ConnectStepProps {
  /** eBay sent the seller back with `error=access_denied`. */
  isDeclined: boolean;
  /** Connecting after the return from eBay (the code is being exchanged). */
  isAccepting: boolean;
}

/** Step 1: leave for eBay's consent page; coming back declined says so. */
export function ConnectStep({ isDeclined, isAccepting }: ConnectStepProps) {
  const { t } = useTranslation();
  const consent = useStartEbayConsent();
  return (
    <Stack mt="md" maw={640}>
      {isDeclined && (
        <Alert color="orange" role="alert" title={t('marketplace.accept.declinedTitle')}>
          {t('marketplace.accept.declined')}
        </Alert>
      )}
      <Text size="sm">{t('marketplace.accept.connectText')}</Text>
      <Button
        leftSection={<IconPlugConnected size={18} />}
        loading={consent.isPending || consent.isSuccess || isAccepting}
        onClick={() => consent.mutate(undefined, { onError: toastApiError })}
        w="fit-content"
      >
        {t('marketplace.accept.connect')}
      </Button>
      {isAccepting && (
        <Text size="sm" c="dimmed" role="status">
          {t('marketplace.accept.accepting')}
        </Text>
      )}
    </Stack>
  );
}
