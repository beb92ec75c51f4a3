import type { CheckKeyword } from '@baylytics/contract/reverse-tracker';
import { formatDateTime } from '../../../app/format/dates.ts';
import { i18n } from '../../../app/i18n.ts';
import { downloadCsv } from '../../../app/save-file.ts';

/** The selected keyword rows as CSV; the role-limited columns only when the server sent them. */
export function downloadKeywordsCsv(
  rows: readonly CheckKeyword[],
  canSeeDetails: boolean,
  itemNumber: string,
) {
  const t = (key: string) => i18n.t(`reverseTracker.table.${key}`);
  const header = [
    t('keyword'),
    t('site'),
    t('value'),
    ...(canSeeDetails ? [t('competitors')] : []),
    t('position'),
    t('advPosition'),
    t('seen'),
    t('advSeen'),
    ...(canSeeDetails ? [t('adsPosition')] : []),
    t('itemOf'),
  ];
  const body = rows.map((row) => [
    row.keyword,
    row.sId,
    row.value,
    ...(canSeeDetails ? [row.showInKeyword ?? ''] : []),
    row.position || '',
    row.advPosition || '',
    formatDateTime(row.createdTime, i18n.language),
    formatDateTime(row.advCreatedTime, i18n.language),
    ...(canSeeDetails ? [(row.advItemPosition ?? []).join(' ')] : []),
    i18n.t(`reverseTracker.itemOf.${row.itemOf}`),
  ]);
  downloadCsv(`reverse-tracker-${itemNumber}.csv`, header, body);
}
