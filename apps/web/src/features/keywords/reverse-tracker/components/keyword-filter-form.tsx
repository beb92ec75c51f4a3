import { itemOfValues } from '@baylytics/contract/reverse-tracker';
import { Button, Fieldset, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SitePicker } from '../../../../app/list/site-picker.tsx';
import { SubmitButton } from '../../../../app/submit-button.tsx';
import { adsOptions, defaultFilterForm, type FilterFormValues, filterFormSchema } from '../filter.ts';

type RangeKey = 'position' | 'wordCount' | 'value' | 'competitor';

interface KeywordFilterFormProps {
  canSeeDetails: boolean;
  /** No check yet: nothing to filter. */
  isDisabled: boolean;
  onFilter: (values: FilterFormValues) => void;
  /** Clear has reset the form to the spec's blank defaults; the rows are shown unfiltered again. */
  onClear: () => void;
}

/** The filter form of spec 001 §2.2: ranges, site, ads option, item of; Filter narrows, Clear resets. */
export function KeywordFilterForm({ canSeeDetails, isDisabled, onFilter, onClear }: KeywordFilterFormProps) {
  const { t } = useTranslation();
  const { form, field, submitButton } = useSchemaForm(filterFormSchema, defaultFilterForm);
  const range = (key: RangeKey) => (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {(['From', 'To'] as const).map((end) => (
        <TextInput
          key={`${key}${end}`}
          label={t(`reverseTracker.filter.${key}${end}`)}
          inputMode="numeric"
          size="xs"
          {...field(`${key}${end}`)}
        />
      ))}
    </Group>
  );
  return (
    <form aria-label={t('reverseTracker.filter.title')} noValidate onSubmit={form.onSubmit(onFilter)}>
      <Fieldset variant="unstyled" disabled={isDisabled}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {range('position')}
          {range('wordCount')}
          {range('value')}
          {canSeeDetails && range('competitor')}
          <SitePicker
            size="xs"
            label={t('reverseTracker.filter.site')}
            withAll
            allowDeselect={false}
            {...field('site')}
            value={form.getValues().site}
          />
          <Select
            size="xs"
            label={t('reverseTracker.filter.ads')}
            data={adsOptions.map((option) => ({
              value: option,
              label: t(`reverseTracker.adsOptions.${option}`),
            }))}
            allowDeselect={false}
            {...field('ads')}
          />
          <Select
            size="xs"
            label={t('reverseTracker.filter.itemOf')}
            data={(['all', ...itemOfValues] as const).map((option) => ({
              value: option,
              label: t(`reverseTracker.itemOf.${option}`),
            }))}
            allowDeselect={false}
            {...field('itemOf')}
          />
          <Group gap="xs" align="flex-end">
            <SubmitButton {...submitButton} size="xs" leftSection={<IconFilter size={14} />}>
              {t('reverseTracker.filter.submit')}
            </SubmitButton>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFilterOff size={14} />}
              onClick={() => {
                form.reset();
                onClear();
              }}
            >
              {t('reverseTracker.filter.clear')}
            </Button>
          </Group>
        </SimpleGrid>
      </Fieldset>
    </form>
  );
}
