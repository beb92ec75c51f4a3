import { type MedianData, medianTiers } from '@baylytics/contract/research-median';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../app/format/use-format.ts';

const tierKey = { 20: 'top20Median', 50: 'top50Median', 100: 'top100Median', 200: 'top200Median' } as const;

/** The four medians side by side; a tier the search could not fill says from how many results it is. */
export function MedianFigures({ data }: { data: MedianData }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {medianTiers.map((tier) => {
        const value = data[tierKey[tier]];
        return (
          <Paper key={tier} withBorder p="md" role="group" aria-label={t('medianTool.tier', { count: tier })}>
            <Text size="sm" c="dimmed">
              {t('medianTool.tier', { count: tier })}
            </Text>
            <Text fw={700} fz={26} ta="right">
              {value === null ? '–' : format.money(value, data.currency)}
            </Text>
            <Text size="xs" c="dimmed" ta="right">
              {data.count < tier
                ? t('medianTool.fromResults', { count: data.count })
                : t('medianTool.fromFirst', { count: tier })}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
