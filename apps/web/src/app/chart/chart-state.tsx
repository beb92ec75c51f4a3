import { Alert, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api-error-message.ts';

interface ChartStateProps {
  isPending: boolean;
  error: unknown;
  /** Where the chart will stand, so the modal does not jump when it arrives. */
  height: number;
  /** The loaded answer has nothing to draw: this text says so (translation key). */
  emptyKey?: string;
}

/** What a chart modal shows instead of the chart: loading, the failure, or that there is nothing to draw. */
export function ChartState({ isPending, error, height, emptyKey }: ChartStateProps) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <Center h={height}>
        <Loader aria-label={t('layout.loading')} />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" role="alert">
        {t(apiErrorMessage(error).key)}
      </Alert>
    );
  if (emptyKey) return <Text c="dimmed">{t(emptyKey)}</Text>;
  return null;
}
