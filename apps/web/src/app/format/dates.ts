import dayjs from 'dayjs';

/**
 * Dates in the page's language (spec 000 §9 allows DD.MM.YYYY or YYYY-MM-DD): German pages write
 * `25.11.2026`, English ones the ISO `2026-11-25`, which US and UK readers both read the same way.
 */
const dayPatternOf = (language: string) => (language === 'en' ? 'YYYY-MM-DD' : 'DD.MM.YYYY');

/** A short day without the year for chart axes: `25.11.` or `11-25`. */
const shortDayPatternOf = (language: string) => (language === 'en' ? 'MM-DD' : 'DD.MM.');

const isEmptyDate = (value: string | null | undefined): value is null | undefined | '' =>
  !value || value.startsWith('0001-01-01');

/** The day; the empty date 0001-01-01 (and no date) shows blank (spec 000 §9). */
export function formatDate(value: string | null | undefined, language: string): string {
  if (isEmptyDate(value)) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(dayPatternOf(language)) : '';
}

/** The day and time (HH:mm) in the browser's time zone; empty dates blank as above. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (isEmptyDate(value)) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${dayPatternOf(language)} HH:mm`) : '';
}

/** A calendar day (YYYY-MM-DD) as a chart's category label: `25.11.` or `11-25` (spec 000 §9: DD.MM). */
export function formatShortDay(value: string, language: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(shortDayPatternOf(language)) : '';
}

/** A chart axis tick of a time axis: the short day at midnight, the time of day otherwise. */
export function formatAxisTime(value: number, language: string): string {
  const date = dayjs(value);
  const isMidnight = date.hour() === 0 && date.minute() === 0;
  return date.format(isMidnight ? shortDayPatternOf(language) : 'HH:mm');
}

/** A chart's day as DD.MM of its UTC day, whatever the browser's time zone (spec 002 §9). */
export function chartDay(value: string | number): string {
  const iso = typeof value === 'number' ? new Date(value).toISOString() : value;
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
}
