import type { Characteristic } from '@baylytics/contract/listing-item-check';
import type { EbayClient } from '../../../integrations/ebay/create-ebay-client.ts';
import type { NameValues } from '../../../integrations/ebay/ebay-types.ts';
import { toAppError } from '../../marketplace/public.ts';
import type { ItemApplyService } from './apply-service.ts';
import { type OwnListingDeps, readOwnListing, sameName, siteOf } from './own-listing.ts';
import { characteristics } from './sections.ts';

export interface ListingSpecifics {
  title: string;
  sellerName: string;
  /** The caller holds a usable token of the listing's seller. */
  hasToken: boolean;
  /** Every aspect of the listing's category, with the listing's values, as the item check shows them. */
  characteristics: Characteristic[];
  /** The listing's specifics outside the category's aspects (the seller's own). */
  ownSpecifics: NameValues[];
}

/**
 * The item specifics of one of the caller's listings, for screens outside the item check that edit them (the
 * transformer): read as the item check reads them (`readOwnListing`, Taxonomy's aspects), and revised through the
 * item check's revision path.
 */
export function createListingSpecifics(deps: OwnListingDeps & { apply: ItemApplyService }) {
  const { ebay } = deps;
  return {
    async read(userId: number, itemNumber: string): Promise<ListingSpecifics> {
      const { item, owner, usable } = await readOwnListing(deps, userId, itemNumber);
      let aspects: Awaited<ReturnType<EbayClient['itemAspects']>>;
      try {
        aspects = await ebay.itemAspects(siteOf(item.siteId), item.categoryId);
      } catch (error) {
        throw toAppError(error);
      }
      const aspectNames = new Set(aspects.map((a) => a.name.toLowerCase()));
      return {
        title: item.title,
        sellerName: owner,
        hasToken: usable.some((name) => sameName(name, owner)),
        characteristics: characteristics(item, aspects),
        ownSpecifics: item.itemSpecifics.filter((s) => !aspectNames.has(s.name.toLowerCase())),
      };
    },

    /** The options become the listing's whole list of specifics, the seller's own ones included. */
    replace: (
      userId: number,
      itemNumber: string,
      options: Parameters<ItemApplyService['applySpecifics']>[2],
    ) => deps.apply.applySpecifics(userId, itemNumber, options, { replacesOwn: true }),
  };
}

export type ListingSpecificsService = ReturnType<typeof createListingSpecifics>;
