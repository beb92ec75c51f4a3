import { hasChosenCategory } from '@baylytics/contract/listing-item-apply';
import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '../../../../app/forms.ts';
import { useApplyCategory } from '../api.ts';
import { CategoryPreview } from './category-preview.tsx';
import { TokenNotice } from './token-notice.tsx';

const idOf = (value: string | null) => (value ? Number(value) : 0);

/** The pickers as text; at least one chosen, else 'pleaseChooseCategories' (the contract's rule). */
const categoryFormSchema = z
  .object({ primaryCategoryId: z.string().nullable(), secondaryCategoryId: z.string().nullable() })
  .refine(
    (v) =>
      hasChosenCategory({
        primaryCategoryId: idOf(v.primaryCategoryId),
        secondaryCategoryId: idOf(v.secondaryCategoryId),
      }),
    { message: 'errors.pleaseChooseCategories', path: ['primaryCategoryId'] },
  );

/** eBay's suggested categories as primary or secondary category, sent to eBay (spec 002 §2, §5). */
export function CategoryForm({ result }: { result: ItemCheckResult }) {
  const { t } = useTranslation();
  const apply = useApplyCategory(result.itemNumber);
  const { form, submit } = useSchemaForm(categoryFormSchema, {
    primaryCategoryId: null,
    secondaryCategoryId: null,
  });
  const { suggestions } = result.itemCategories;
  const current = result.itemCategories.primaryCategory.value;
  const data = suggestions.map((s) => ({
    value: s.id,
    label: s.id === current ? t('itemCheck.category.current', { name: s.name }) : s.name,
  }));
  const hasToken = result.sellerDetails.hasToken;
  const error = form.errors.primaryCategoryId;
  const chosen = form.values.primaryCategoryId;
  return (
    <form
      noValidate
      onSubmit={submit((values) =>
        apply.mutateAsync({
          primaryCategoryId: idOf(values.primaryCategoryId),
          secondaryCategoryId: idOf(values.secondaryCategoryId),
        }),
      )}
      data-testid="category-form"
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('itemCheck.category.suggestions')}
        </Text>
        {suggestions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('itemCheck.category.noSuggestions')}
          </Text>
        ) : (
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              {...form.getInputProps('primaryCategoryId')}
              error={error ? t(String(error)) : undefined}
              label={t('itemCheck.category.newPrimary')}
              placeholder={t('itemCheck.category.keep')}
              data={data}
              clearable
              searchable
              w={360}
            />
            <Select
              {...form.getInputProps('secondaryCategoryId')}
              label={t('itemCheck.category.newSecondary')}
              placeholder={t('itemCheck.category.keep')}
              data={data}
              clearable
              searchable
              w={360}
            />
            <Button
              type="submit"
              mt={25}
              leftSection={<IconCategory size={16} />}
              loading={apply.isPending}
              disabled={!hasToken}
            >
              {t('itemCheck.category.apply')}
            </Button>
          </Group>
        )}
        {chosen && chosen !== current && (
          <CategoryPreview itemNumber={result.itemNumber} categoryId={chosen} />
        )}
        {!hasToken && <TokenNotice sellerName={result.sellerDetails.sellerName} />}
      </Stack>
    </form>
  );
}
