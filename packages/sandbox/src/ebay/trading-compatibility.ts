import type { CompatibilityRow, Listing } from '../marketplace/model.ts';
import { isKnownVehicle } from '../marketplace/vehicle-compatibility.ts';
import type { TradingError } from './ebay-failure.ts';
import { asList, textOf, type XmlNode } from './trading-xml.ts';

/** eBay's limit of compatibility rows per listing. */
const maxRows = 3000;

const asNode = (entry: unknown) => (typeof entry === 'object' && entry !== null ? entry : {}) as XmlNode;

function rowOf(entry: unknown): CompatibilityRow {
  const node = asNode(entry);
  return {
    notes: textOf(node.CompatibilityNotes) ?? '',
    nameValues: asList(node.NameValueList)
      .map((pair) => ({ name: textOf(asNode(pair).Name) ?? '', value: textOf(asNode(pair).Value) ?? '' }))
      .filter((pair) => pair.name !== '' && pair.value !== ''),
  };
}

const describe = (row: CompatibilityRow) =>
  row.nameValues.map((pair) => `${pair.name}=${pair.value}`).join(', ');

/**
 * A revise call's ItemCompatibilityList as eBay treats it: only listings in parts categories take one; with
 * ReplaceAll the rows replace the whole list (without it they are added); rows naming a vehicle eBay does not know
 * are dropped, each with a warning; more than 3,000 rows are refused.
 */
export function revisedCompatibility(
  list: XmlNode,
  listing: Listing,
): { rows: CompatibilityRow[]; warnings: TradingError[] } | { error: TradingError } {
  if (!listing.compatibility) {
    return {
      error: {
        errorCode: 21919136,
        shortMessage: 'Parts compatibility is not supported in this category.',
        longMessage: `The category of item ${listing.itemId} does not support parts compatibility. Please list the item in a vehicle parts category.`,
      },
    };
  }
  const sent = asList(list.Compatibility).map(rowOf);
  if (sent.length > maxRows) {
    return {
      error: {
        errorCode: 21919137,
        shortMessage: 'Too many compatibilities.',
        longMessage: `A listing can have at most ${maxRows} compatibilities; ${sent.length} were sent.`,
      },
    };
  }
  const warnings: TradingError[] = [];
  const kept = sent.filter((row) => {
    if (isKnownVehicle(row)) return true;
    warnings.push({
      errorCode: 21919201,
      shortMessage: 'Compatibility dropped.',
      longMessage: `The compatibility "${describe(row)}" does not match a vehicle in the eBay catalogue and was dropped.`,
      severity: 'Warning',
    });
    return false;
  });
  const isReplaceAll = textOf(list.ReplaceAll)?.toLowerCase() === 'true';
  return { rows: isReplaceAll ? kept : [...listing.compatibility, ...kept], warnings };
}
