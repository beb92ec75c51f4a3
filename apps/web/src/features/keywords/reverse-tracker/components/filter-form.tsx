import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { adsOptions, type FilterFormValues, siteOptions } from '../filter.ts';

type RangeKey = 'position' | 'wordCount' | 'value' | 'competitor';

/** The filter form of spec 001 §2.2: ranges, site, ads option, item of; Filter narrows, Clear resets. */
export function FilterForm({
  values,
  onChange,
  onFilter,
  onClear,
  canSeeDetails,
  isDisabled,
}: {
  values: FilterFormValues;
  onChange: (values: FilterFormValues) => void;
  onFilter: () => void;
  onClear: () => void;
  canSeeDetails: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof FilterFormValues>(key: K, value: FilterFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const range = (key: RangeKey) => (
    <Group gap={6} wrap="nowrap" align="flex-end">
      {(['From', 'To'] as const).map((end) => {
        const field = `${key}${end}` as const;
        return (
          <TextInput
            key={field}
            label={t(`reverseTracker.filter.${field}`)}
            value={values[field]}
            onChange={(e) => set(field, e.currentTarget.value)}
            inputMode="numeric"
            size="xs"
          />
        );
      })}
    </Group>
  );
  return (
    <form
      aria-label={t('reverseTracker.filter.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {range('position')}
        {range('wordCount')}
        {range('value')}
        {canSeeDetails && range('competitor')}
        <Select
          size="xs"
          label={t('reverseTracker.filter.site')}
          data={siteOptions.map((site) => ({ value: site, label: t(`reverseTracker.sites.${site}`) }))}
          value={values.site}
          onChange={(value) => value && set('site', value as FilterFormValues['site'])}
          allowDeselect={false}
        />
        <Select
          size="xs"
          label={t('reverseTracker.filter.ads')}
          data={adsOptions.map((option) => ({
            value: option,
            label: t(`reverseTracker.adsOptions.${option}`),
          }))}
          value={values.ads}
          onChange={(value) => value && set('ads', value as FilterFormValues['ads'])}
          allowDeselect={false}
        />
        <Select
          size="xs"
          label={t('reverseTracker.filter.itemOf')}
          data={(['all', 'myself', 'competitor', 'both'] as const).map((option) => ({
            value: option,
            label: t(`reverseTracker.itemOf.${option}`),
          }))}
          value={values.itemOf}
          onChange={(value) => value && set('itemOf', value as FilterFormValues['itemOf'])}
          allowDeselect={false}
        />
        <Group gap="xs" align="flex-end">
          <Button type="submit" size="xs" leftSection={<IconFilter size={14} />} disabled={isDisabled}>
            {t('reverseTracker.filter.submit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFilterOff size={14} />}
            onClick={onClear}
            disabled={isDisabled}
          >
            {t('reverseTracker.filter.clear')}
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}
