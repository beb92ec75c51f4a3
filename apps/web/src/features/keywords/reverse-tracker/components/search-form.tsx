import { type RankingCheckTimeRange, rankingCheckTimeRanges } from '@baylytics/contract/reverse-tracker';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface SearchFormValues {
  itemNumber: string;
  competitorItemNumber: string;
  timeRange: RankingCheckTimeRange;
  fromDate: string;
  toDate: string;
}

export const emptySearchForm: SearchFormValues = {
  itemNumber: '',
  competitorItemNumber: '',
  timeRange: 'last7days',
  fromDate: '',
  toDate: '',
};

const itemNumberPattern = /^\d{1,15}$/;

/** Why the form cannot start: a translation key, or null when it can. */
export function searchFormError(values: SearchFormValues): string | null {
  if (!itemNumberPattern.test(values.itemNumber.trim())) return 'reverseTracker.pleaseEnterItemNumber';
  const competitor = values.competitorItemNumber.trim();
  if (competitor && !itemNumberPattern.test(competitor)) return 'reverseTracker.invalidCompetitor';
  if (values.timeRange === 'custom' && (!values.fromDate || !values.toDate))
    return 'reverseTracker.pleaseEnterDates';
  return null;
}

/** Item number, optional competitor, time range and (custom) dates; Start runs the check. */
export function SearchForm({
  values,
  onChange,
  onStart,
  error,
  isRunning,
}: {
  values: SearchFormValues;
  onChange: (values: SearchFormValues) => void;
  onStart: () => void;
  error: string | null;
  isRunning: boolean;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('reverseTracker.itemNumber')}
          value={values.itemNumber}
          onChange={(e) => set('itemNumber', e.currentTarget.value)}
          error={error === 'reverseTracker.pleaseEnterItemNumber' ? t(error) : undefined}
          inputMode="numeric"
          w={180}
        />
        <TextInput
          label={t('reverseTracker.competitorItemNumber')}
          value={values.competitorItemNumber}
          onChange={(e) => set('competitorItemNumber', e.currentTarget.value)}
          error={error === 'reverseTracker.invalidCompetitor' ? t(error) : undefined}
          inputMode="numeric"
          w={180}
        />
        <Select
          label={t('reverseTracker.timeRange')}
          data={rankingCheckTimeRanges.map((range) => ({
            value: range,
            label: t(`reverseTracker.timeRanges.${range}`),
          }))}
          value={values.timeRange}
          onChange={(value) => value && set('timeRange', value as RankingCheckTimeRange)}
          allowDeselect={false}
          w={180}
        />
        {values.timeRange === 'custom' && (
          <>
            <TextInput
              type="date"
              label={t('reverseTracker.fromDate')}
              value={values.fromDate}
              onChange={(e) => set('fromDate', e.currentTarget.value)}
              error={error === 'reverseTracker.pleaseEnterDates' && !values.fromDate ? t(error) : undefined}
            />
            <TextInput
              type="date"
              label={t('reverseTracker.toDate')}
              value={values.toDate}
              onChange={(e) => set('toDate', e.currentTarget.value)}
              error={error === 'reverseTracker.pleaseEnterDates' && !values.toDate ? t(error) : undefined}
            />
          </>
        )}
        <Button type="submit" mt={25} leftSection={<IconPlayerPlay size={16} />} loading={isRunning}>
          {t('reverseTracker.start')}
        </Button>
      </Group>
    </form>
  );
}
