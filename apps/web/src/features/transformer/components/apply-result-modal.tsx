import type { MvlUpdateResult } from '@baylytics/contract/transformer';
import { Alert, Badge, Button, Group, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../app/dialog.tsx';

const ackColor = { Success: 'green', Warning: 'yellow', Error: 'red' } as const;

/** eBay's answer to applying the list: its acknowledgement, its messages and the vehicles it did not take. */
export function ApplyResultModal({
  result,
  onClose,
}: {
  result: MvlUpdateResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={result !== null}
      onClose={onClose}
      title={t('transformer.result.title')}
      size="lg"
      centered
    >
      {result && (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm">{t('transformer.result.ack')}</Text>
            <Badge color={ackColor[result.ack]} data-testid="transformer-ack">
              {t(`transformer.result.acks.${result.ack}`)}
            </Badge>
          </Group>
          {result.errors.length > 0 && (
            <Alert
              color={result.ack === 'Error' ? 'red' : 'yellow'}
              title={t('transformer.result.messages', { count: result.errors.length })}
            >
              <List size="sm" spacing={4}>
                {result.errors.map((error, i) => (
                  // eBay may send the same text twice; the place keeps the keys apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id of their own
                  <List.Item key={i}>{error.longMessage}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Stack gap={6}>
            <Title order={4} size="h5">
              {t('transformer.result.failedParts', { count: result.failedParts.length })}
            </Title>
            {result.failedParts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('transformer.result.noFailedParts')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={280}>
                <List size="sm" spacing={2} aria-label={t('transformer.result.failedPartsList')}>
                  {result.failedParts.map((part, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one vehicle may be named twice
                    <List.Item key={i}>{part}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('transformer.result.close')}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
