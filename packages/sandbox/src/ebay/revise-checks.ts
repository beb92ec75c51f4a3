import type { Aspect, Listing, NameValues } from '../marketplace/model.ts';
import type { TradingError } from './ebay-failure.ts';

/**
 * What eBay says about revised item specifics, measured against the category's aspects: a required aspect
 * without a value refuses the revision (ErrorCode 21919303, eBay's wording); a recommended one without a value
 * is a warning, and the revision goes through (Ack Warning). Aspects the variations carry are filled there.
 */
export function specificsFindings(
  listing: Listing,
  aspects: readonly Aspect[],
  specifics: readonly NameValues[],
): TradingError[] {
  const filled = new Set(
    [...specifics, ...listing.variations.flatMap((v) => v.specifics)]
      .filter((s) => s.values.some((value) => value.trim()))
      .map((s) => s.name.toLowerCase()),
  );
  const findings: TradingError[] = [];
  for (const aspect of aspects) {
    if (filled.has(aspect.name.toLowerCase())) continue;
    if (aspect.required)
      findings.push({
        errorCode: 21919303,
        shortMessage: `The item specific ${aspect.name} is missing.`,
        longMessage: `The item specific ${aspect.name} is missing. Add ${aspect.name} to this listing, enter a valid value, and then try again.`,
      });
    else if (aspect.recommended)
      findings.push({
        errorCode: 21920309,
        shortMessage: `The item specific ${aspect.name} is recommended.`,
        longMessage: `The item specific ${aspect.name} is recommended for this category. Adding ${aspect.name} helps buyers find your item.`,
        severity: 'Warning',
      });
  }
  return findings;
}
