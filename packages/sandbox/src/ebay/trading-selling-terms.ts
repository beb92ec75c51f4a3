import type { Listing, SiteInfo } from '../marketplace/model.ts';
import { saltOf, unit } from '../marketplace/random.ts';
import type { XmlNode } from './trading-xml.ts';

// The selling terms Trading's ItemType carries beside the listing itself (returns, handling time, where it
// ships, best offer, payment), and the variation pictures. The synthetic market keeps none of them, so they
// are drawn from the item number: the same listing always answers the same terms.

const returnDays = ['Days_14', 'Days_30', 'Days_30', 'Days_60'] as const;
const handlingDays = [0, 1, 1, 2, 3, 5] as const;

const draw = (listing: Listing, salt: number) => unit(saltOf(listing.itemId), salt);

function pick<T>(values: readonly T[], share: number): T {
  return values[Math.min(values.length - 1, Math.floor(share * values.length))] as T;
}

/** eBay's ShipToLocations codes of a listing: mostly its own country, some Europe or worldwide. */
function shipToLocations(listing: Listing, country: string): string[] {
  const share = draw(listing, 3);
  if (share < 0.55) return [country];
  if (share < 0.85) return country === 'US' ? [country, 'Americas'] : [country, 'Europe'];
  return ['Worldwide'];
}

/** The item-level terms, and the parts that belong inside ShippingDetails. */
export function sellingTerms(
  listing: Listing,
  site: SiteInfo,
  country: string,
): { item: XmlNode; shipping: XmlNode } {
  const isReturnsAccepted = draw(listing, 1) < 0.88;
  const ships = shipToLocations(listing, country);
  const excluded = ships.includes('Worldwide') && draw(listing, 4) < 0.5 ? ['RU', 'BY'] : [];
  const item: XmlNode = {
    ...(listing.listingType === 'FixedPriceItem'
      ? { BestOfferDetails: { BestOfferEnabled: String(draw(listing, 5) < 0.3) } }
      : {}),
    DispatchTimeMax: String(pick(handlingDays, draw(listing, 2))),
    PaymentMethods: site.marketplaceId === 'EBAY_US' ? ['CreditCard', 'PayPal'] : ['PayPal', 'CreditCard'],
    ReturnPolicy: isReturnsAccepted
      ? {
          ReturnsAcceptedOption: 'ReturnsAccepted',
          ReturnsWithinOption: pick(returnDays, draw(listing, 6)),
          ShippingCostPaidByOption: draw(listing, 7) < 0.4 ? 'Seller' : 'Buyer',
        }
      : { ReturnsAcceptedOption: 'ReturnsNotAccepted' },
    ShipToLocations: ships,
  };
  const shipping: XmlNode = {
    ...(excluded.length > 0 ? { ExcludeShipToLocation: excluded } : {}),
    ShippingType: 'Flat',
  };
  return { item, shipping };
}

/**
 * Variations.Pictures: pictures per value of the first variation aspect. Some sellers leave values without a
 * picture (the item check flags that); a listing without variations has none.
 */
export function variationPictures(listing: Listing, baseUrl: string): XmlNode | undefined {
  const name = listing.variations[0]?.specifics[0]?.name;
  if (!name) return undefined;
  const values = [
    ...new Set(
      listing.variations.flatMap(
        (variation) => variation.specifics.find((aspect) => aspect.name === name)?.values ?? [],
      ),
    ),
  ];
  const hasGaps = draw(listing, 8) < 0.35;
  const sets = values
    .map((value, index) => ({ value, index }))
    .filter(({ index }) => !hasGaps || index % 3 !== 2)
    .map(({ value, index }) => ({
      VariationSpecificValue: value,
      PictureURL: [`${baseUrl}/pictures/${listing.itemId}/${(index % 12) + 10}.svg`],
    }));
  if (sets.length === 0) return undefined;
  return { VariationSpecificName: name, VariationSpecificPictureSet: sets };
}
