import { useTranslation } from 'react-i18next';
import { numberLocaleOf } from '../../app/format/numbers.ts';

/** Decimal inputs in the page's number style (as `useFormat` writes numbers): German pages take a decimal comma. */
export function useDecimalSeparator(): { decimalSeparator: string } {
  const { i18n } = useTranslation();
  return { decimalSeparator: numberLocaleOf(i18n.language) === 'de-DE' ? ',' : '.' };
}
