/** eBay sites the product serves (spec 000 §3): Germany is the default. */
export const marketplaces = [
  {
    eBaySiteId: 77,
    countryId: 1,
    iso: 'DE',
    globalId: 'EBAY-DE',
    marketplaceId: 'EBAY_DE',
    url: 'https://www.ebay.de',
    currency: 'EUR',
  },
  {
    eBaySiteId: 0,
    countryId: 2,
    iso: 'US',
    globalId: 'EBAY-US',
    marketplaceId: 'EBAY_US',
    url: 'https://www.ebay.com',
    currency: 'USD',
  },
  {
    eBaySiteId: 3,
    countryId: 3,
    iso: 'GB',
    globalId: 'EBAY-GB',
    marketplaceId: 'EBAY_GB',
    url: 'https://www.ebay.co.uk',
    currency: 'GBP',
  },
] as const;

export type Marketplace = (typeof marketplaces)[number];
export type EbaySiteId = Marketplace['eBaySiteId'];
export const defaultEbaySiteId: EbaySiteId = 77;

/** EU member states: taxId is asked only for these (spec 000 §2). */
export const euCountryCodes = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
