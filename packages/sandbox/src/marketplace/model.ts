/**
 * The shapes of the synthetic eBay marketplace: what the eBay stand-in serves and the crawler reads.
 * Everything here is plain data; `createMarketplace` (create-marketplace.ts) builds the instance.
 */

/** eBay's numeric site ids of the three markets: 77 Germany, 0 United States, 3 United Kingdom. */
export type SiteId = 77 | 0 | 3;

export interface SiteInfo {
  siteId: SiteId;
  marketplaceId: 'EBAY_DE' | 'EBAY_US' | 'EBAY_GB';
  globalId: 'EBAY-DE' | 'EBAY-US' | 'EBAY-GB';
  currency: 'EUR' | 'USD' | 'GBP';
  language: 'de' | 'en';
  /** BCP 47, e.g. 'de-DE'. */
  locale: string;
  /** e.g. 'ebay.de'. */
  host: string;
  /** e.g. 'eBay Germany'. */
  name: string;
}

export interface MarketplaceOptions {
  seed: number;
  /** Total active listings across the three sites on a typical day (demo ~6000; bench 1_000_000+). */
  listings: number;
  /** Keyword universe size per site (demo ~2000; bench up to ~333_000 per site). */
  keywordsPerSite?: number;
  /** Number of sellers; by default derived from `listings`. */
  sellers?: number;
  /** 'YYYY-MM-DD', day 0 of the market; listings start and end relative to it. */
  epoch?: string;
}

/** A category of a site's tree; the same category id exists on every site, named in the site's language. */
export interface CategoryNode {
  categoryId: string;
  name: string;
  /** 1 (root's children) … 6. */
  level: number;
  leaf: boolean;
  parentId?: string;
  children: CategoryNode[];
}

/** An item aspect (item specific) of a leaf category, as eBay's Taxonomy API describes it. */
export interface Aspect {
  name: string;
  required: boolean;
  recommended?: boolean;
  mode: 'SELECTION_ONLY' | 'FREE_TEXT';
  cardinality: 'SINGLE' | 'MULTI';
  /** Allowed values (SELECTION_ONLY) or suggested values (FREE_TEXT). */
  values: string[];
  dataType: 'STRING' | 'NUMBER';
  /** Whether eBay allows this aspect to tell variations apart (colour, size …). */
  variationEnabled?: boolean;
}

/** eBay's feedback star colours, by feedback score. */
export type StarColor =
  | 'None'
  | 'Yellow'
  | 'Blue'
  | 'Turquoise'
  | 'Purple'
  | 'Red'
  | 'Green'
  | 'YellowShooting'
  | 'TurquoiseShooting'
  | 'PurpleShooting'
  | 'RedShooting'
  | 'GreenShooting'
  | 'SilverShooting';

export interface Seller {
  username: string;
  /** eBay's immutable user id (opaque). */
  userId: string;
  feedbackScore: number;
  /** Positive feedback in percent, one decimal, e.g. 99.4. */
  feedbackPercentage: number;
  topRated: boolean;
  starColor: StarColor;
  registrationSite: SiteId;
  /** Listings of this seller across the three sites (their slots; each live most of the time). */
  listingCount: number;
}

export interface NameValues {
  name: string;
  values: string[];
}

export interface Variation {
  variationId: string;
  sku?: string;
  specifics: NameValues[];
  price: number;
  quantity: number;
  quantitySold: number;
}

/** Reviews of the listing's catalogue product, as eBay's item answer gives them (`primaryProductReviewRating`). */
export interface ProductReviews {
  /** The histogram's weighted mean, one decimal (e.g. 4.6). */
  averageRating: number;
  reviewCount: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars; they add up to `reviewCount`. */
  histogram: readonly [number, number, number, number, number];
}

export interface Listing {
  /** eBay item number, 12 digits. */
  itemId: string;
  siteId: SiteId;
  sellerUsername: string;
  /** At most 80 characters, in the site's language. */
  title: string;
  subtitle?: string;
  /** Leaf category id. */
  categoryId: string;
  /** Names from level 1 down to the leaf. */
  categoryPath: string[];
  /** A second leaf category the seller listed the item in too (eBay's SecondaryCategory), when revised so. */
  secondaryCategoryId?: string;
  /** Price in `currency` on that day (for auctions: the current bid). */
  price: number;
  currency: string;
  shippingCost: number;
  conditionId: string;
  condition: string;
  ean?: string;
  sku?: string;
  listingType: 'FixedPriceItem' | 'Chinese';
  eBayPlus: boolean;
  itemSpecifics: NameValues[];
  descriptionHtml: string;
  /** Whether the description carries eBay's mobile snippet (schema.org Product description). */
  hasMobileDescription: boolean;
  /** Stand-in host-relative: `/pictures/<itemId>/<n>.svg`. */
  pictureUrls: string[];
  variations: Variation[];
  /** Available quantity on that day (sum over variations when there are any). */
  quantity: number;
  /** Sold since the listing started, up to and including that day. */
  quantitySold: number;
  /** ISO date-times. */
  startTime: string;
  endTime: string;
  promoted: { bidPercentage: number } | null;
  topRatedListing: boolean;
  /** Has variations. */
  itemGroup: boolean;
  /** The vehicles a part fits: listings in vehicle-parts categories only. */
  compatibility?: CompatibilityRow[];
  /** Only for listings of a reviewed catalogue product (about a third); grows with the units sold. */
  productReviews?: ProductReviews;
}

export interface SearchQuery {
  siteId: SiteId;
  /** eBay Browse syntax: words AND, `(a,b)` an OR group, `-word` / `-(a,b)` excluded. */
  q?: string;
  /** Restricts to these categories and everything below them. */
  categoryIds?: string[];
  /** Only listings carrying this GTIN (EAN or UPC). */
  gtin?: string;
  /** At most 200. */
  limit: number;
  offset: number;
  filters?: {
    buyingOptions?: ('FIXED_PRICE' | 'AUCTION')[];
    conditionIds?: string[];
    priceMin?: number;
    priceMax?: number;
    /** Seller usernames (case-insensitive). */
    sellers?: string[];
  };
  sort?: 'bestMatch' | 'price' | '-price' | 'newlyListed';
}

export interface SearchResult {
  /** Number of matching listings (organic). */
  total: number;
  /** Positions offset+1 … in order; sponsored ones have `priorityListing: true`. */
  items: { listing: Listing; priorityListing: boolean }[];
}

/** One vehicle a part fits (Trading's Compatibility): name/value pairs and the seller's notes. */
export interface CompatibilityRow {
  notes: string;
  nameValues: { name: string; value: string }[];
}

export interface ListingRevision {
  /** Replaces the whole compatibility list (ItemCompatibilityList with ReplaceAll). */
  compatibility?: CompatibilityRow[];
  title?: string;
  categoryId?: string;
  /** A leaf category id, or '' to remove the secondary category. */
  secondaryCategoryId?: string;
  itemSpecifics?: NameValues[];
  price?: number;
  descriptionHtml?: string;
  quantity?: number;
}

/** How a search matches an ad group's keyword: the whole query, the words in order, or the words anywhere. */
export type KeywordMatchType = 'EXACT' | 'PHRASE' | 'BROAD';

/**
 * A seller's ad in force on a day, as the Marketing API's campaigns make it: cost per sale with an ad rate,
 * or cost per click with a bid, a daily budget and the keywords the ad may be shown for.
 */
export interface MarketAd {
  itemId: string;
  campaignId: string;
  /** Ad rate in percent of the sale price (cost per sale). */
  bidPercentage?: number;
  costPerClick?: {
    dailyBudget: number;
    /** Each keyword with its bid per click in the site's currency. */
    keywords: { keywordId: string; keywordText: string; matchType: KeywordMatchType; bid: number }[];
  };
}

/** A category's advertising on a day: live listings, promoted ones, their average ad rate, the median price. */
export interface CategoryAdFigures {
  listings: number;
  promoted: number;
  averageBidPercentage: number | null;
  medianPrice: number | null;
}

/** A leaf category's figures and those of its level-1 category. */
export interface CategoryAdvertising {
  leaf: CategoryAdFigures;
  root: CategoryAdFigures;
}

/** What the market gives a day's ads: which ads are in force on a day (YYYY-MM-DD). */
export type AdBook = (day: string) => readonly MarketAd[];

/** One search query's share of a cost-per-click ad's day. */
export interface SearchQueryPerformance {
  keywordId: string;
  keywordText: string;
  matchType: KeywordMatchType;
  searchQuery: string;
  impressions: number;
  clicks: number;
  sales: number;
  saleAmount: number;
  adFees: number;
}

/** A day of one ad: what its sponsored places earned, in the site's currency. */
export interface AdPerformance {
  itemId: string;
  campaignId: string;
  day: string;
  impressions: number;
  clicks: number;
  /** Orders attributed to the ad (never more than the listing sold that day). */
  sales: number;
  /** Units of those orders. */
  quantity: number;
  saleAmount: number;
  adFees: number;
  currency: string;
  /** Cost per click only: the day by search query (and the keyword that matched it). */
  searchQueries?: SearchQueryPerformance[];
}

export interface Marketplace {
  readonly options: Required<MarketplaceOptions>;
  readonly sites: readonly SiteInfo[];
  site(siteId: SiteId): SiteInfo;
  /** eBay's category tree id: '77', '0', '3'. */
  categoryTreeId(siteId: SiteId): string;
  /** The tree's invisible root (level 0, id '0'); its children are the level-1 categories. */
  rootCategory(siteId: SiteId): CategoryNode;
  category(siteId: SiteId, categoryId: string): CategoryNode | undefined;
  aspects(siteId: SiteId, leafCategoryId: string): Aspect[];
  sellers(): readonly Seller[];
  /** Case-insensitive. */
  seller(username: string): Seller | undefined;
  /**
   * Item numbers of the seller's listings. With a day: those live on that day. Without: each listing's
   * canonical number (the one live on the epoch, or its first one if it starts later).
   */
  listingIdsOfSeller(username: string, day?: string): readonly string[];
  /** State of that listing on that day; undefined if unknown or not live on that day. */
  listing(itemId: string, day: string): Listing | undefined;
  search(query: SearchQuery, day: string): SearchResult;
  /** Keyword suggestions starting with the prefix, ordered by (drifting) popularity on that day. */
  autocomplete(siteId: SiteId, prefix: string, day: string, limit?: number): string[];
  /** The keyword strings only; demand stays hidden. */
  keywordUniverse(siteId: SiteId): Iterable<string>;
  /** The titles the site's listings are generated with (one per listing slot, revisions aside). */
  listingTitles(siteId: SiteId): string[];
  /**
   * Searches per day for an exact phrase of the universe on that day (what eBay's keyword insights report as
   * SEARCH_VOLUME); undefined for a phrase the universe does not hold.
   */
  searchVolume(siteId: SiteId, phrase: string, day: string): number | undefined;
  /** Units sold on that day, in total and per variation id. */
  sales(itemId: string, day: string): { quantity: number; byVariation: Record<string, number> };
  /** Revises the listing from that day on (an overlay kept in this instance). */
  revise(itemId: string, changes: ListingRevision, day: string): Listing;
  exportRevisions(): unknown;
  importRevisions(data: unknown): void;
  /**
   * The sellers' ads (the Marketing API keeps them): an ad in force wins sponsored places in matching
   * searches by its bid, in place of the listing's generated promotion.
   */
  useAdBook(book: AdBook | undefined): void;
  /** The ads of a listing on a day and what they earned; empty when no ad was in force. */
  adPerformance(itemId: string, day: string): AdPerformance[];
  /** How the listing's category advertises on that day (the Recommendation API's trending ad rates). */
  categoryAdvertising(siteId: SiteId, categoryId: string, day: string): CategoryAdvertising;
}
