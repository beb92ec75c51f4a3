import { decodeItemId } from '../marketplace/item-ids.ts';
import type { Marketplace } from '../marketplace/model.ts';

/** A product of an Afterbuy shop, with the fields GetShopProducts answers here. */
export interface AfterbuyProduct {
  productId: number;
  /** Afterbuy's article number (`Anr`). */
  anr: string;
  ean: string;
  name: string;
}

/** The products of a stand-in account beyond its fixed ones, found by article number. */
export interface AfterbuyCatalogue {
  byAnr(anr: string): AfterbuyProduct | undefined;
  has(productId: number): boolean;
}

/** The stand-in sellers whose listings the demo Afterbuy shop holds as products: the transformer's seller. */
export const demoAfterbuySellers: readonly string[] = ['demo-seller-7'];

/** Product ids of listing products: this base plus the listing's slot, so a re-listed item keeps its product. */
export const listingProductIdBase = 2_000_000;

/**
 * The shop of a seller who manages its eBay listings in Afterbuy and keeps each listing's eBay item number as
 * the product's article number (Anr): every listing of `sellerNames` on the stand-in's market is a product,
 * with the listing's title as its name and its EAN, if any. Deterministic for the market's seed; listings of
 * any other seller are not in the shop.
 */
export function listingCatalogue(
  market: Marketplace,
  sellerNames: readonly string[],
  now: () => Date = () => new Date(),
): AfterbuyCatalogue {
  const sellers = new Set(sellerNames.map((name) => name.toLowerCase()));
  let slots: Set<number> | undefined;
  const slotsOfSellers = () => {
    slots ??= new Set(
      [...sellers].flatMap((name) =>
        market
          .listingIdsOfSeller(name)
          .map((id) => decodeItemId(market.options.seed, id)?.slot)
          .filter((slot): slot is number => slot !== undefined),
      ),
    );
    return slots;
  };
  return {
    byAnr(anr) {
      const listing = market.listing(anr, now().toISOString().slice(0, 10));
      const slot = decodeItemId(market.options.seed, anr)?.slot;
      if (!listing || slot === undefined || !sellers.has(listing.sellerUsername.toLowerCase()))
        return undefined;
      return { productId: listingProductIdBase + slot, anr, ean: listing.ean ?? '', name: listing.title };
    },
    has: (productId) => slotsOfSellers().has(productId - listingProductIdBase),
  };
}
