import { rankingCheckTimeRanges } from '@baylytics/contract/reverse-tracker';
import { Button, Fieldset, Group, Select, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { type RankingCheckFormValues, rankingCheckFormSchema } from '../ranking-check-values.ts';

interface RankingCheckFormProps {
  /** The form's start; the page remounts it (a new `key`) when ?itemNumber starts a check. */
  initialValues: RankingCheckFormValues;
  isRunning: boolean;
  /** Runs the check; a failed promise puts the server's field errors on the form, anything else in a toast. */
  onStart: (values: RankingCheckFormValues) => Promise<void> | void;
}

/** Item number, optional competitor, time range and (custom) dates; Start runs the check and says what is missing. */
export function RankingCheckForm({ initialValues, isRunning, onStart }: RankingCheckFormProps) {
  const { t } = useTranslation();
  const { form, field, submit } = useSchemaForm(rankingCheckFormSchema, initialValues);
  const isBusy = isRunning || form.submitting;
  return (
    <form noValidate onSubmit={submit(onStart)}>
      <Fieldset variant="unstyled" disabled={isBusy}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('reverseTracker.itemNumber')}
            inputMode="numeric"
            w={180}
            {...field('itemNumber')}
          />
          <TextInput
            label={t('reverseTracker.competitorItemNumber')}
            inputMode="numeric"
            w={180}
            {...field('competitorItemNumber')}
          />
          <Select
            label={t('reverseTracker.timeRange')}
            data={rankingCheckTimeRanges.map((range) => ({
              value: range,
              label: t(`reverseTracker.timeRanges.${range}`),
            }))}
            allowDeselect={false}
            w={180}
            {...field('timeRange')}
          />
          {form.getValues().timeRange === 'custom' && (
            <>
              <TextInput type="date" label={t('reverseTracker.fromDate')} {...field('fromDate')} />
              <TextInput type="date" label={t('reverseTracker.toDate')} {...field('toDate')} />
            </>
          )}
          <Button type="submit" mt={25} leftSection={<IconPlayerPlay size={16} />} loading={isBusy}>
            {t('reverseTracker.start')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
