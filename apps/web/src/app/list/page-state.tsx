import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, type Message } from '../api-error-message.ts';

/** What a screen or table says when it has nothing to show, and what the user can do next. */
export interface EmptyState {
  /** The translated sentence: why there is nothing (e.g. "No invoices yet"). */
  message: ReactNode;
  /** The translated next step (e.g. "Book a package to get your first invoice"). */
  hint?: ReactNode;
  /** The next step as a button or link. */
  action?: ReactNode;
}

/** The parts of a query a screen waits on (TanStack Query's result fits). */
export interface LoadState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The one loading, error and empty frame of every screen: a loader while the first answer is on its way, the
 * translated error when it failed (with a retry when one is given), the empty state with its next step, else
 * the content. A screen that has an answer keeps showing it while the next one loads.
 */
export function PageState({
  state,
  errorTitle,
  errorMessage = apiErrorMessage,
  onRetry,
  isEmpty = false,
  empty,
  children,
}: {
  state: LoadState;
  /** The translated headline of the failure (e.g. "The invoices could not be loaded."). */
  errorTitle: string;
  /** How a failure reads, when a feature has texts of its own for some error codes. */
  errorMessage?: (error: unknown) => Message;
  onRetry?: () => void;
  isEmpty?: boolean;
  empty?: EmptyState;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (state.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('layout.loading')} />
      </Center>
    );
  if (state.isError) {
    const message = errorMessage(state.error);
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(message.key, message.values)}</Text>
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('list.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (isEmpty && empty)
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <Text fw={500}>{empty.message}</Text>
        {empty.hint && (
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {empty.hint}
          </Text>
        )}
        {empty.action}
      </Stack>
    );
  return <>{children}</>;
}
