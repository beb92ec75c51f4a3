/** A price in its currency for the page's language (de-DE: `1.234,56 €`); nothing without a price. */
export function formatPrice(value: number | null, currency: string | null, language: string): string {
  if (value === null) return '';
  const locale = language === 'en' ? 'en-GB' : 'de-DE';
  if (!currency) return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}
