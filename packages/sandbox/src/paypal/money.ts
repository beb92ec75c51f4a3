import type { WireMoney } from './request-schemas.ts';

/** Decimal places of a currency (EUR 2, JPY 0), from the runtime's ICU data. */
function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Amounts are summed in minor units (cents) so that 0.1 + 0.2 stays 0.30. */
export function toMinorUnits(money: WireMoney): number {
  const digits = fractionDigits(money.currency_code);
  const [whole = '0', fraction = ''] = money.value.replace('-', '').split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  return money.value.startsWith('-') ? -minor : minor;
}

export function fromMinorUnits(minor: number, currency: string): WireMoney {
  const digits = fractionDigits(currency);
  return { currency_code: currency, value: (minor / 10 ** digits).toFixed(digits) };
}

/** Adds a tax given in percent (`"19"`, `"7.5"`) on top of an amount, rounded half up. */
export function addTax(minor: number, percentage: string): number {
  return minor + Math.round((minor * Number(percentage)) / 100);
}
