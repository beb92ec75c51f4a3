import type { SyncResult } from '@baylytics/contract/listing-item-specifics';
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../app/dialog.tsx';

const ackColor = { Success: 'green', Warning: 'yellow', Failure: 'red' } as const;

/** The sync's result per listing: eBay's messages split at ';', warnings emphasised, or Success (spec 002 §2). */
export function SyncResultModal({
  results,
  opened,
  onClose,
}: {
  results: readonly SyncResult[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('itemSpecifics.syncResult')} size="lg" centered>
      <Stack gap="sm">
        {results.map((result) => (
          <Stack key={result.itemNumber} gap={2}>
            <Group gap="xs">
              <Text fw={500}>{result.itemNumber}</Text>
              <Badge color={ackColor[result.ack]} variant="light">
                {t(`itemSpecifics.ack.${result.ack}`)}
              </Badge>
            </Group>
            {result.error && (
              <List size="sm">
                {result.error
                  .split(';')
                  .filter(Boolean)
                  .map((message) => (
                    <List.Item key={message}>
                      <Text
                        size="sm"
                        fw={result.ack === 'Warning' ? 700 : 400}
                        c={result.ack === 'Failure' ? 'red' : undefined}
                      >
                        {t(`errors.${message}`, { defaultValue: message })}
                      </Text>
                    </List.Item>
                  ))}
              </List>
            )}
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('itemSpecifics.backToList')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
