import { createMarketplace, demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import type { Marketplace } from '@baylytics/sandbox/marketplace/model';

let market: Marketplace | undefined;

/**
 * Today's German listings in vehicle-parts categories (they carry a vehicle usage list) of the stand-in's demo
 * market, which the browser tests' server runs with the same options: of `sellerName`, or of any other seller.
 */
export function vehicleParts(sellerName: string, of: 'seller' | 'others' = 'seller'): string[] {
  market ??= createMarketplace(demoMarketOptions);
  const day = new Date().toISOString().slice(0, 10);
  const sellers = market.sellers().filter((seller) => (seller.username === sellerName) === (of === 'seller'));
  return sellers.flatMap((seller) =>
    (market as Marketplace).listingIdsOfSeller(seller.username, day).filter((id) => {
      const listing = (market as Marketplace).listing(id, day);
      return listing?.siteId === 77 && (listing.compatibility?.length ?? 0) > 0;
    }),
  );
}
