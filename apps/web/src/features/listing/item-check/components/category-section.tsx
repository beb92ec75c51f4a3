import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacteristicsTable } from './characteristics-table.tsx';
import { SectionCard } from './section-card.tsx';

/** The listing's category, whether it allows variations, and the category's characteristics. */
export function CategorySection({ result, actions }: { result: ItemCheckResult; actions?: ReactNode }) {
  const { t } = useTranslation();
  const category = result.itemCategories.primaryCategory;
  return (
    <SectionCard
      id="category"
      title={t('itemCheck.sections.category')}
      flag={result.itemCategories.flag}
      actions={actions}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('itemCheck.category.primary')}
        </Text>
        <Group gap="xs">
          <Text fw={500}>{category.name || t('itemCheck.none')}</Text>
          <Text size="sm" c="dimmed">
            {t('itemCheck.category.id', { id: category.value })}
          </Text>
          <Badge size="sm" variant="light" color={category.variationEnabled ? 'green' : 'gray'}>
            {t(
              category.variationEnabled ? 'itemCheck.category.variations' : 'itemCheck.category.noVariations',
            )}
          </Badge>
        </Group>
      </Stack>
      <Text size="sm" fw={600} mt="xs">
        {t('itemCheck.sections.specifics')}
      </Text>
      <CharacteristicsTable characteristics={result.itemCharacteristics} />
    </SectionCard>
  );
}
