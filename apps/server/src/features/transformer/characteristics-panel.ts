import { flags } from '@baylytics/contract/listing-rules';
import type {
  TransformerCharacteristic,
  TransformerCharacteristics,
} from '@baylytics/contract/transformer-characteristics';
import type { ListingSpecifics } from '../listing/public.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** eBay's values of an aspect that the keyword names as whole words (one unless the aspect takes several). */
export function proposedValues(keyword: string, values: readonly string[], isMulti: boolean): string[] {
  const named = values.filter(
    (value) =>
      value.trim() !== '' &&
      new RegExp(`(?<![\\p{L}\\p{N}])${escaped(value.trim())}(?![\\p{L}\\p{N}])`, 'iu').test(keyword),
  );
  return isMulti ? named : named.slice(0, 1);
}

const order = (c: TransformerCharacteristic) => (c.requiredFlag === 1 ? 0 : c.isRecommended ? 1 : 2);

/**
 * The panel's two columns: the category's aspects the listing fills and the seller's own specifics
 * (characteristics), and the aspects it does not fill (proposals: required first, then recommended), each
 * proposing eBay's values that the keyword names.
 */
export function characteristicsPanel(
  itemNumber: string,
  keyword: string,
  listing: ListingSpecifics,
): TransformerCharacteristics {
  const aspects = listing.characteristics.map((c) => ({ ...c, isCustomField: false }));
  const own: TransformerCharacteristic[] = listing.ownSpecifics.map((specific) => ({
    name: specific.name,
    type: 'TEXTBOX',
    inputMode: specific.values.length > 1 ? 'MULTI' : 'SINGLE',
    requiredFlag: 3,
    enabledForVariationsFlag: false,
    isRecommended: false,
    values: [],
    value: specific.values,
    flag: flags.neutral,
    isCustomField: true,
  }));
  const proposals = aspects
    .filter((c) => c.value.length === 0)
    .sort((a, b) => order(a) - order(b))
    .map((c) => ({ ...c, value: proposedValues(keyword, c.values, c.inputMode === 'MULTI') }));
  return {
    itemNumber,
    title: listing.title,
    keyword,
    sellerName: listing.sellerName,
    hasToken: listing.hasToken,
    characteristics: [...aspects.filter((c) => c.value.length > 0), ...own],
    proposals,
  };
}
