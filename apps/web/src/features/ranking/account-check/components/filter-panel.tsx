import { type PromotedWithAd, promotedWithAdValues } from '@baylytics/contract/account-check-filter';
import { Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SitePicker } from '../../../../app/list/site-picker.tsx';
import type { AccountCheckFilters, TriState } from '../filters.ts';

export interface StarColorChoice {
  value: string;
  label: string;
}

interface FilterPanelProps {
  filters: AccountCheckFilters;
  onChange: (filters: AccountCheckFilters) => void;
  onReset: () => void;
  starColors: StarColorChoice[];
}

type TriStateField = 'isOptimized' | 'promotedListing' | 'hasVideo';
const triStateFields: TriStateField[] = ['isOptimized', 'promotedListing', 'hasVideo'];

/** The account check's filters (spec 001 §2.1), in a collapsible panel; the search box stays visible. */
export function FilterPanel({ filters, onChange, onReset, starColors }: FilterPanelProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const set = <K extends keyof AccountCheckFilters>(key: K, value: AccountCheckFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const yesNo = [
    { value: 'all', label: t('accountCheck.filters.all') },
    { value: 'true', label: t('accountCheck.filters.yes') },
    { value: 'false', label: t('accountCheck.filters.no') },
  ];

  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          style={{ flex: 1, minWidth: 220 }}
          label={t('accountCheck.filters.search')}
          placeholder={t('accountCheck.filters.searchPlaceholder')}
          value={filters.search}
          onChange={(event) => set('search', event.currentTarget.value)}
        />
        <Button
          variant="light"
          leftSection={<IconFilter size={16} />}
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
        >
          {t(isOpen ? 'accountCheck.filters.hide' : 'accountCheck.filters.show')}
        </Button>
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onReset}>
          {t('accountCheck.filters.reset')}
        </Button>
      </Group>
      <Collapse expanded={isOpen}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md" spacing="sm">
          <Select
            label={t('accountCheck.filters.starColor')}
            placeholder={t('accountCheck.filters.all')}
            data={starColors}
            value={filters.starColor}
            onChange={(value) => set('starColor', value)}
            clearable
          />
          <SitePicker
            label={t('accountCheck.filters.site')}
            placeholder={t('accountCheck.filters.all')}
            value={filters.eBaySiteId}
            onChange={(value) => set('eBaySiteId', value)}
            clearable
          />
          <TextInput
            label={t('accountCheck.filters.sku')}
            value={filters.sku}
            onChange={(event) => set('sku', event.currentTarget.value)}
          />
          <Group grow gap="xs" align="flex-end">
            <TextInput
              label={t('accountCheck.filters.fromTodayMedianPosition')}
              inputMode="numeric"
              value={filters.fromTodayMedianPosition}
              onChange={(event) =>
                set('fromTodayMedianPosition', event.currentTarget.value.replace(/\D/g, ''))
              }
            />
            <TextInput
              label={t('accountCheck.filters.toTodayMedianPosition')}
              inputMode="numeric"
              value={filters.toTodayMedianPosition}
              onChange={(event) => set('toTodayMedianPosition', event.currentTarget.value.replace(/\D/g, ''))}
            />
          </Group>
          <Select
            label={t('accountCheck.filters.promotedWithAd')}
            placeholder={t('accountCheck.filters.all')}
            data={promotedWithAdValues.map((value) => ({
              value,
              label: t(`accountCheck.promotedWithAd.${value}`),
            }))}
            value={filters.promotedWithAd}
            onChange={(value) => set('promotedWithAd', (value as PromotedWithAd | null) ?? null)}
            clearable
          />
          {triStateFields.map((field) => (
            <Select
              key={field}
              label={t(`accountCheck.filters.${field}`)}
              data={yesNo}
              value={filters[field]}
              onChange={(value) => set(field, (value ?? 'all') as TriState)}
              allowDeselect={false}
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}
