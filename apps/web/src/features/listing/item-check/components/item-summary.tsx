import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flagCounts } from '../flag-style.ts';
import { FlagBadge } from './flag-badge.tsx';

/** The checked listing at a glance: picture, title, item number, keyword, how many checks are bad or warn. */
export function ItemSummary({ result, actions }: { result: ItemCheckResult; actions?: ReactNode }) {
  const { t } = useTranslation();
  const title = result.item.find((e) => e.description === 'title')?.value ?? '';
  const counts = flagCounts(result);
  return (
    <Paper withBorder p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {result.pictureUrls[0] && (
          <Image src={result.pictureUrls[0]} alt="" w={96} h={96} fit="contain" radius="sm" />
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Group gap="md">
            {result.viewItemUrl ? (
              <Anchor href={result.viewItemUrl} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span">
                  {t('itemCheck.summary.itemNumber', { itemNumber: result.itemNumber })}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            ) : (
              <Text size="sm">{t('itemCheck.summary.itemNumber', { itemNumber: result.itemNumber })}</Text>
            )}
            <Text size="sm" c="dimmed">
              {t('itemCheck.summary.keyword', { keyword: result.keyword })}
            </Text>
            {result.ean && (
              <Text size="sm" c="dimmed">
                {t('itemCheck.summary.ean', { ean: result.ean })}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <FlagBadge flag={3} />
            <Text size="sm">{t('itemCheck.summary.count', { count: counts.bad })}</Text>
            <FlagBadge flag={2} />
            <Text size="sm">{t('itemCheck.summary.count', { count: counts.warning })}</Text>
            <FlagBadge flag={1} />
            <Text size="sm">{t('itemCheck.summary.count', { count: counts.good })}</Text>
          </Group>
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}
