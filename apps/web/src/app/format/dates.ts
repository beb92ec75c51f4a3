import dayjs from 'dayjs';

/** DD.MM.YYYY; the empty date 0001-01-01 (and no date) shows blank (spec 000 §9). */
export function formatDate(value: string | null | undefined): string {
  if (!value || value.startsWith('0001-01-01')) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY') : '';
}

/** DD.MM.YYYY HH:mm in the browser's time zone; empty dates blank as above. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value || value.startsWith('0001-01-01')) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY HH:mm') : '';
}
