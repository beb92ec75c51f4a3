/**
 * The one number formatter of the web app: numbers, money and percentages in the page's language, never the
 * browser's locale (a German page on an English browser still writes `1.234,56`).
 */

/** The number style of a page language: German pages write `1.234,56`, English ones `1,234.56`. */
export function numberLocaleOf(language: string): string {
  return language === 'en' ? 'en-GB' : 'de-DE';
}

const formats = new Map<string, Intl.NumberFormat>();

/** Intl formats are costly to build and tables format thousands of cells: one per locale and options. */
function formatOf(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = numberLocaleOf(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A count or measure, at most `maximumFractionDigits` decimals (two unless told). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return formatOf(language, { maximumFractionDigits }).format(value);
}

/** A fixed number of decimals, e.g. a score shown as `12,50`. */
export function formatFixed(value: number, language: string, fractionDigits: number): string {
  return formatOf(language, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** An amount in its currency (`1.234,56 €`, `£1,234.50`); without a currency, the amount with two decimals. */
export function formatMoney(value: number, currency: string | null, language: string): string {
  if (!currency) return formatFixed(value, language, 2);
  return formatOf(language, { style: 'currency', currency }).format(value);
}

/** A percentage given in percent (98.5 → `98,5 %`), at most `maximumFractionDigits` decimals. */
export function formatPercent(value: number, language: string, maximumFractionDigits = 1): string {
  return formatOf(language, { style: 'percent', maximumFractionDigits }).format(value / 100);
}

/** Prices of plans, agreements and invoices: EUR in the de-DE style whatever the page language (spec 000 §9). */
export function formatEuro(value: number): string {
  return formatMoney(value, 'EUR', 'de');
}
