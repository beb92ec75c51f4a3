import { euCountryCodes } from '@baylytics/contract/marketplaces';

/**
 * How VAT applies to a buyer of a digital service sold from Germany:
 * - domestic: German buyer, 19 % German VAT;
 * - euConsumer: EU buyer without a VAT id, German VAT (the EU distance-selling threshold of
 *   10,000 EUR is assumed not reached; see docs/decisions/vat-and-plan-versions.md);
 * - euReverseCharge: EU business with a VAT id outside Germany, no VAT, the buyer owes it;
 * - nonEu: place of supply outside the EU, not taxable in Germany.
 */
export type TaxClass = 'domestic' | 'euConsumer' | 'euReverseCharge' | 'nonEu';

export const germanVatRate = 19;
const eu = new Set<string>(euCountryCodes);

export function taxClassOf(countryCode: string, taxId: string | null | undefined): TaxClass {
  const country = countryCode.toUpperCase();
  if (country === 'DE') return 'domestic';
  if (!eu.has(country)) return 'nonEu';
  return taxId?.trim() ? 'euReverseCharge' : 'euConsumer';
}

/** Tax-free plans serve the classes that pay no German VAT. */
export function usesTaxFreePlans(taxClass: TaxClass): boolean {
  return taxClass === 'euReverseCharge' || taxClass === 'nonEu';
}
