/** Numbers in the page's language (de-DE 1.234,56; en 1,234.56), at most two decimals (spec 001 §9: BayScore). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'de-DE', { maximumFractionDigits: 2 }).format(
    value,
  );
}
