import { medianConditions, medianTool } from '@baylytics/contract/research-median';
import { Button, Fieldset, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SitePicker, siteIdOf } from '../../../../app/list/site-picker.tsx';
import { pickedNumberSchema, querySchemaOf } from '../../../../app/request-schemas.ts';
import type { MedianSearch } from '../search-params.ts';

const toolQuery = querySchemaOf(medianTool);

/** The median tool's rules from the contract; the site is the site picker's text here. */
const medianFormSchema = toolQuery
  .pick({ keywordOrEAN: true, condition: true })
  .extend({ eBaySiteId: pickedNumberSchema(toolQuery.shape.eBaySiteId) });

/** Keyword or EAN (required), marketplace and condition; searching puts them into the address. */
export function MedianForm({
  initial,
  isSearching,
  onSearch,
}: {
  initial: MedianSearch | null;
  isSearching: boolean;
  onSearch: (search: MedianSearch) => void;
}) {
  const { t } = useTranslation();
  const { form, field } = useSchemaForm(medianFormSchema, {
    keywordOrEAN: initial?.keywordOrEAN ?? '',
    eBaySiteId: String(initial?.eBaySiteId ?? 77),
    condition: initial?.condition ?? 'new',
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSearch({
          keywordOrEAN: values.keywordOrEAN.trim(),
          eBaySiteId: siteIdOf(values.eBaySiteId) ?? 77,
          condition: values.condition,
        }),
      )}
    >
      <Fieldset variant="unstyled" disabled={isSearching}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...field('keywordOrEAN')}
            label={t('medianTool.keywordOrEAN')}
            placeholder={t('medianTool.keywordOrEANPlaceholder')}
            error={form.errors.keywordOrEAN ? t('medianTool.keywordRequired') : undefined}
            maxLength={toolQuery.shape.keywordOrEAN.maxLength ?? undefined}
            required
            w={320}
          />
          <SitePicker
            {...field('eBaySiteId')}
            value={form.getValues().eBaySiteId}
            label={t('medianTool.marketplace')}
            allowDeselect={false}
            w={240}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="median-condition">
              {t('medianTool.condition')}
            </Text>
            <SegmentedControl
              {...field('condition')}
              aria-labelledby="median-condition"
              data={medianConditions.map((condition) => ({
                value: condition,
                label: t(`medianTool.conditions.${condition}`),
              }))}
            />
          </Stack>
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} loading={isSearching}>
            {t('medianTool.search')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
