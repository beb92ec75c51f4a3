import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Badge, Button, Collapse, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CategoryForm } from './category-form.tsx';
import { CharacteristicsTable } from './characteristics-table.tsx';
import { SectionCard } from './section-card.tsx';
import { SpecificsForm } from './specifics-form.tsx';

/** The listing's primary category (with whether it allows variations) and its secondary category. */
export function CurrentCategories({ result }: { result: ItemCheckResult }) {
  const { t } = useTranslation();
  const { primaryCategory: category, secondaryCategory } = result.itemCategories;
  return (
    <Group gap="xl" align="flex-start">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('itemCheck.category.primary')}
        </Text>
        <Group gap="xs">
          <Text fw={500} data-testid="primary-category">
            {category.name || t('itemCheck.none')}
          </Text>
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
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('itemCheck.category.secondary')}
        </Text>
        <Text fw={500} data-testid="secondary-category">
          {secondaryCategory
            ? secondaryCategory.name || secondaryCategory.value
            : t('itemCheck.category.noSecondary')}
        </Text>
      </Stack>
    </Group>
  );
}

/** The listing's categories, eBay's suggestions to move it, and the category's item specifics to fill. */
export function CategorySection({ result }: { result: ItemCheckResult }) {
  const { t } = useTranslation();
  const [isEditing, editing] = useDisclosure(false);
  const { primaryCategory: category, secondaryCategory } = result.itemCategories;
  return (
    <SectionCard id="category" title={t('itemCheck.sections.category')} flag={result.itemCategories.flag}>
      <CurrentCategories result={result} />
      <CategoryForm key={`${category.value}-${secondaryCategory?.value ?? ''}`} result={result} />
      <Divider />
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('itemCheck.sections.specifics')}
        </Text>
        {result.itemCharacteristics.length > 0 && (
          <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={editing.toggle}>
            {t(isEditing ? 'itemCheck.specifics.closeEditor' : 'itemCheck.specifics.edit')}
          </Button>
        )}
      </Group>
      <Collapse expanded={isEditing}>
        {isEditing && <SpecificsForm result={result} onApplied={editing.close} />}
      </Collapse>
      <CharacteristicsTable characteristics={result.itemCharacteristics} />
    </SectionCard>
  );
}
