import type { AspectColumn } from '@baylytics/contract/listing-item-specifics';
import type { ItemAspect } from '../../../integrations/ebay/ebay-types.ts';

/** eBay's aspect metadata as the editor's columns: SELECT where only eBay's values are allowed, MULTI cardinality. */
export function aspectColumnOf(aspect: ItemAspect): AspectColumn {
  return {
    name: aspect.name,
    type: aspect.mode === 'SELECTION_ONLY' ? 'SELECT' : 'TEXTBOX',
    inputMode: aspect.isMultiValued ? 'MULTI' : 'SINGLE',
    isRequired: aspect.isRequired,
    usage: aspect.usage,
    values: aspect.values,
  };
}
