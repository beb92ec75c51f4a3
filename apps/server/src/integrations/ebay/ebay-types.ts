// Our own shapes of what eBay tells us; vendor field names stay inside this folder.

export type EbaySiteId = 77 | 0 | 3;

export interface Money {
  value: number;
  currency: string;
}

/** One result of a Browse search, with what a position check needs. */
export interface SearchItem {
  itemId: string;
  /** The Trading API's item number (`legacyItemId`); the seller's own listings carry it. */
  legacyItemId: string | null;
  title: string;
  price: Money | null;
  sellerUsername: string | null;
  categoryIds: string[];
  imageUrl: string | null;
  itemWebUrl: string | null;
  conditionId: string | null;
  buyingOptions: string[];
  /** eBay marks promoted (sponsored) placements only indirectly; kept for the ranking's own judgement. */
  isPriorityListing: boolean;
  itemGroupType: string | null;
  epid: string | null;
  /** The seller's feedback score and positive percentage (e.g. 99.4); null when eBay leaves them out. */
  sellerFeedbackScore: number | null;
  sellerFeedbackPercentage: number | null;
  /** eBay's top-rated-plus mark of the listing (`topRatedBuyingExperience`). */
  isTopRatedBuyingExperience: boolean;
  /** Programmes the listing qualifies for, e.g. 'EBAY_PLUS', 'AUTHENTICITY_GUARANTEE'. */
  qualifiedPrograms: string[];
  /** Shipping to the buyer by the first shipping option; null when eBay names no fixed amount. */
  shippingCost: Money | null;
}

export interface SearchPage {
  total: number;
  limit: number;
  offset: number;
  items: SearchItem[];
}

export interface SearchParams {
  siteId: EbaySiteId;
  q?: string;
  categoryIds?: string[];
  /** Only listings of this GTIN (Browse's `gtin`). */
  gtin?: string;
  filter?: string;
  sort?: string;
  limit?: number;
  offset?: number;
  /** 'YYYY-MM-DD': the answer as of a past day (sent as `X-Sandbox-Date`; only the stand-in reads it). */
  asOf?: string;
}

export interface BrowseItem {
  itemId: string;
  legacyItemId: string | null;
  title: string;
  price: Money | null;
  categoryId: string | null;
  categoryPath: string | null;
  sellerUsername: string | null;
  conditionId: string | null;
  imageUrl: string | null;
  additionalImageUrls: string[];
  aspects: { name: string; value: string }[];
  gtin: string | null;
  brand: string | null;
  mpn: string | null;
  itemWebUrl: string | null;
  shortDescription: string | null;
  descriptionHtml: string | null;
  /** Reviews of the item's catalogue product (`primaryProductReviewRating`); null when it has none. */
  productReviews: ProductReviewRating | null;
}

export interface ProductReviewRating {
  /** 1 … 5, as eBay sends it (one decimal). */
  averageRating: number;
  reviewCount: number;
  /** Reviews per star rating, five stars first; empty when eBay sends no histogram. */
  stars: { stars: number; count: number }[];
}

/** One item of getItems: eBay answers only price, availability and identifiers there. */
export interface ItemAvailability {
  itemId: string;
  legacyItemId: string | null;
  price: Money | null;
  availableQuantity: number | null;
  soldQuantity: number | null;
  isInStock: boolean | null;
  isTopRatedBuyingExperience: boolean;
}

export interface CategoryNode {
  categoryId: string;
  name: string;
  level: number;
  isLeaf: boolean;
  children: CategoryNode[];
}

export interface CategoryTree {
  treeId: string;
  version: string;
  root: CategoryNode;
}

export interface ItemAspect {
  name: string;
  isRequired: boolean;
  /** 'RECOMMENDED', 'OPTIONAL' as eBay rates its use. */
  usage: string | null;
  dataType: string | null;
  /** 'FREE_TEXT' or 'SELECTION_ONLY'. */
  mode: string | null;
  isMultiValued: boolean;
  isForVariations: boolean;
  values: string[];
}

export interface NameValues {
  name: string;
  values: string[];
}

export interface TradingVariation {
  sku: string | null;
  specifics: NameValues[];
  price: number | null;
  quantity: number;
  quantitySold: number;
}

/** The seller as GetItem describes them (feedback, star, top-rated status). */
export interface TradingSeller {
  username: string;
  feedbackScore: number | null;
  positiveFeedbackPercent: number | null;
  /** eBay's FeedbackRatingStarCodeType, e.g. 'Yellow', 'TurquoiseShooting', 'None'. */
  feedbackRatingStar: string | null;
  isTopRatedSeller: boolean;
}

export interface TradingShipping {
  /** Trading's ShipToLocations codes: country codes, regions ('Europe'), 'Worldwide'. */
  shipToLocations: string[];
  excludeShipToLocations: string[];
  /** 'Flat', 'Calculated', 'FreightFlat', … */
  shippingType: string | null;
  services: { name: string | null; cost: number | null; currency: string | null }[];
  /** DispatchTimeMax: working days until the item is handed to the carrier. */
  handlingDays: number | null;
}

export interface TradingReturns {
  isAccepted: boolean;
  /** From ReturnsWithinOption ('Days_30' → 30); null when eBay names no period. */
  withinDays: number | null;
  /** 'Buyer' or 'Seller'. */
  shippingCostPaidBy: string | null;
}

/** Variations.Pictures: the pictures per value of one variation aspect. */
export interface TradingVariationPictures {
  specificName: string;
  sets: { value: string; pictureUrls: string[] }[];
}

/** One vehicle a part fits (Trading's Compatibility): its name/value pairs in eBay's order and the notes. */
export interface CompatibilityRow {
  notes: string;
  nameValues: { name: string; value: string }[];
}

export interface TradingItem {
  /** The parts compatibility list, when asked for and the listing has one. */
  compatibility?: CompatibilityRow[];
  itemId: string;
  title: string;
  siteId: EbaySiteId | null;
  categoryId: string;
  categoryName: string | null;
  /** The second category the item is listed in, if any (SecondaryCategory). */
  secondaryCategory: { id: string; name: string | null } | null;
  price: number | null;
  currency: string | null;
  quantity: number;
  quantitySold: number;
  sku: string | null;
  ean: string | null;
  listingType: string | null;
  conditionId: string | null;
  pictureUrls: string[];
  itemSpecifics: NameValues[];
  variations: TradingVariation[];
  startTime: Date | null;
  endTime: Date | null;
  viewItemUrl: string | null;
  /** Only when eBay returns the description (GetItem, and GetSellerList at granularity Fine). */
  descriptionHtml: string | null;
  sellerUsername: string | null;
  subtitle: string | null;
  isBestOfferEnabled: boolean;
  isTopRatedListing: boolean;
  paymentMethods: string[];
  /** Only where eBay sends the seller's details (GetItem). */
  seller: TradingSeller | null;
  shipping: TradingShipping;
  returns: TradingReturns | null;
  variationPictures: TradingVariationPictures | null;
}

export interface SellerListPage {
  items: TradingItem[];
  totalPages: number;
  totalEntries: number;
  hasMore: boolean;
}

export interface ItemChanges {
  /** Replaces the listing's whole compatibility list. */
  compatibility?: CompatibilityRow[];
  title?: string;
  categoryId?: string;
  /** A leaf category id, or '0' to take the secondary category away. */
  secondaryCategoryId?: string;
  itemSpecifics?: NameValues[];
  price?: number;
  descriptionHtml?: string;
  /** The listing's one video (Media API id); null removes it. */
  videoId?: string | null;
}

/** A category eBay suggests for keywords (getCategorySuggestions), best first. */
export interface CategorySuggestion {
  categoryId: string;
  /** Names from level 1 down to the category. */
  path: string[];
}

export interface ReviseResult {
  ack: 'Success' | 'Warning';
  warnings: string[];
}

/** One variation's (or a plain listing's) figures as eBay shows them at the moment of reading. */
export interface VariationSales {
  /** eBay's variation id; '0' for a listing without variations. */
  variationKey: string;
  /** What tells the variation apart, e.g. 'Farbe: Rot, Größe: M'; empty for a listing without variations. */
  variant: string;
  price: number | null;
  currency: string | null;
  /** Sold since the listing started (Browse's estimatedSoldQuantity). */
  quantitySold: number;
}

/** A listing's sold quantities, per variation when it has variations. */
export interface ListingSales {
  itemNumber: string;
  title: string;
  pictureUrl: string | null;
  hasVariations: boolean;
  variations: VariationSales[];
}

/** A video's state at eBay's Media API (VideoStatusEnum). */
export type MediaVideoStatus = 'PENDING_UPLOAD' | 'PROCESSING' | 'LIVE' | 'PROCESSING_FAILED' | 'BLOCKED';

/** What getVideo tells of one video. */
export interface MediaVideo {
  videoId: string;
  status: MediaVideoStatus;
  /** Why processing failed or the video was blocked, in eBay's words. */
  statusMessage: string | null;
  /** Moderation's reasons (RejectReasonEnum) for a blocked video. */
  rejectReasons: string[];
  thumbnailUrl: string | null;
}
