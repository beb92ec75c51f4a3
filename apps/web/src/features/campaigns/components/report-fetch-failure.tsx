import type { ReportChart } from '@baylytics/contract/campaign-reports';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';

/** The last fetch of the report from eBay gave up: when and why; the figures shown are the ones stored before. */
export function ReportFetchFailure({ failure }: { failure: NonNullable<ReportChart['fetchFailure']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Alert color="red" variant="light" mb="md" title={t('campaigns.report.fetchFailed')}>
      {t(`campaigns.report.fetchFailure.${failure.reason}`, { at: format.dateTime(failure.failedAt) })}
    </Alert>
  );
}
