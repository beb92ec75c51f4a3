import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatShortDay } from './dates.ts';
import { formatFixed, formatMoney, formatNumber, formatPercent } from './numbers.ts';

/** The number and date formatters bound to the page's current language; a language switch re-renders with the new style. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      number: (value: number, maximumFractionDigits?: number) =>
        formatNumber(value, language, maximumFractionDigits),
      fixed: (value: number, fractionDigits: number) => formatFixed(value, language, fractionDigits),
      money: (value: number, currency: string | null) => formatMoney(value, currency, language),
      percent: (value: number, maximumFractionDigits?: number) =>
        formatPercent(value, language, maximumFractionDigits),
      date: (value: string | null | undefined) => formatDate(value, language),
      dateTime: (value: string | null | undefined) => formatDateTime(value, language),
      /** A day without the year, for chart labels. */
      shortDay: (value: string) => formatShortDay(value, language),
    }),
    [language],
  );
}
