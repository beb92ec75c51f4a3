import type { SpecificOption } from '@baylytics/contract/listing-item-apply';
import type { ListingSpecificsService } from '../listing/public.ts';
import { characteristicsPanel } from './characteristics-panel.ts';

/**
 * The transformer's item-specifics panel (spec 002 §2): one of the caller's listings read as the item check reads
 * it, and its specifics revised on eBay through the item check's revision path (with the seller's token).
 */
export function createTransformerCharacteristicsService(specifics: ListingSpecificsService) {
  return {
    async load(userId: number, query: { itemNumber: number; keyword: string }) {
      const itemNumber = String(query.itemNumber);
      return characteristicsPanel(itemNumber, query.keyword, await specifics.read(userId, itemNumber));
    },
    apply: (userId: number, body: { itemNumber: number; options: SpecificOption[] }) =>
      specifics.replace(userId, String(body.itemNumber), body.options),
  };
}

export type TransformerCharacteristicsService = ReturnType<typeof createTransformerCharacteristicsService>;
