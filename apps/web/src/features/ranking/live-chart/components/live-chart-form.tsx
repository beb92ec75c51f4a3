import { Fieldset, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../app/forms.ts';
import { SubmitButton } from '../../../../app/submit-button.tsx';
import { type LiveChartFormValues, liveChartFormSchema } from '../live-chart-values.ts';

interface LiveChartFormProps {
  initialValues: LiveChartFormValues;
  isSaving: boolean;
  /** Saves and starts; a failed save puts the server's field errors on the form, anything else in a toast. */
  onStart: (values: LiveChartFormValues) => Promise<void>;
}

/** Item number, main keyword and site; starting saves the setup and begins a new series. */
export function LiveChartForm({ initialValues, isSaving, onStart }: LiveChartFormProps) {
  const { t } = useTranslation();
  const { form, field, submit, submitButton } = useSchemaForm(liveChartFormSchema, initialValues);
  const isBusy = isSaving || form.submitting;
  return (
    <form noValidate onSubmit={submit(onStart)}>
      <Fieldset variant="unstyled" disabled={isBusy}>
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('liveChart.itemNumber')}
            inputMode="numeric"
            required
            w={200}
            {...field('itemNumber')}
          />
          <TextInput
            label={t('liveChart.mainKeywords')}
            required
            miw={260}
            style={{ flex: 1 }}
            {...field('mainKeywords')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="live-chart-site">
              {t('liveChart.site')}
            </Text>
            <SegmentedControl
              aria-labelledby="live-chart-site"
              data={[
                { value: '77', label: t('liveChart.sites.german') },
                { value: '0', label: t('liveChart.sites.international') },
              ]}
              {...form.getInputProps('eBaySite')}
              value={form.getValues().eBaySite ?? ''}
              disabled={isBusy}
            />
          </Stack>
          <SubmitButton {...submitButton} mt={25} leftSection={<IconPlayerPlay size={16} />} loading={isBusy}>
            {t('liveChart.start')}
          </SubmitButton>
        </Group>
      </Fieldset>
    </form>
  );
}
