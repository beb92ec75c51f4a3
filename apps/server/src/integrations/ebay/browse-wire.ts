import { z } from 'zod';
import type {
  BrowseItem,
  ItemAvailability,
  Money,
  ProductReviewRating,
  SearchItem,
  SearchPage,
} from './ebay-types.ts';

// The Browse API's answers as far as we read them (buy_browse_v1: SearchPagedCollection, ItemSummary, Item).
// Objects are not strict: eBay adds fields over time; what we read is checked for type and form.

const amount = z.object({ value: z.string().regex(/^-?\d+(\.\d+)?$/), currency: z.string().length(3) });
const image = z.object({ imageUrl: z.string() });
const seller = z.object({
  username: z.string().optional(),
  feedbackScore: z.number().int().optional(),
  // A string in the vendor schema ("99.4"); read leniently so an odd value costs the figure, not the search.
  feedbackPercentage: z.string().optional(),
});

const itemSummary = z.object({
  itemId: z.string().min(1),
  legacyItemId: z.string().optional(),
  title: z.string(),
  price: amount.optional(),
  seller: seller.optional(),
  categories: z.array(z.object({ categoryId: z.string() })).optional(),
  image: image.optional(),
  itemWebUrl: z.string().optional(),
  conditionId: z.string().optional(),
  buyingOptions: z.array(z.string()).optional(),
  priorityListing: z.boolean().optional(),
  itemGroupType: z.string().optional(),
  epid: z.string().optional(),
  topRatedBuyingExperience: z.boolean().optional(),
  qualifiedPrograms: z.array(z.string()).optional(),
  // The cheapest way to the buyer first; a calculated cost (no amount) leaves the figure out.
  shippingOptions: z
    .array(z.object({ shippingCostType: z.string().optional(), shippingCost: amount.optional() }))
    .optional(),
});

export const searchAnswer = z.object({
  total: z.number().int().min(0),
  limit: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  itemSummaries: z.array(itemSummary).optional(),
});

// ReviewRating: read leniently, a product's reviews are an extra that must not cost the item.
const reviewRating = z.object({
  averageRating: z.string().optional(),
  reviewCount: z.number().int().min(0).optional(),
  ratingHistograms: z
    .array(z.object({ rating: z.string().optional(), count: z.number().int().min(0).optional() }))
    .optional(),
});

export const itemAnswer = z.object({
  itemId: z.string().min(1),
  legacyItemId: z.string().optional(),
  title: z.string(),
  price: amount.optional(),
  categoryId: z.string().optional(),
  categoryPath: z.string().optional(),
  seller: seller.optional(),
  conditionId: z.string().optional(),
  image: image.optional(),
  additionalImages: z.array(image).optional(),
  localizedAspects: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  gtin: z.string().optional(),
  brand: z.string().optional(),
  mpn: z.string().optional(),
  itemWebUrl: z.string().optional(),
  shortDescription: z.string().optional(),
  description: z.string().optional(),
  primaryProductReviewRating: reviewRating.optional(),
});

const errorDetail = z.object({
  errorId: z.number().int(),
  message: z.string().optional(),
  parameters: z.array(z.object({ name: z.string().optional(), value: z.string().optional() })).optional(),
});

/** getItems (Items of CoreItem): eBay documents it answers only availability, price and identifiers. */
export const itemsAnswer = z.object({
  items: z
    .array(
      z.object({
        itemId: z.string().min(1),
        legacyItemId: z.string().optional(),
        price: amount.optional(),
        estimatedAvailabilities: z
          .array(
            z.object({
              estimatedAvailabilityStatus: z.string().optional(),
              estimatedAvailableQuantity: z.number().int().optional(),
              estimatedSoldQuantity: z.number().int().optional(),
            }),
          )
          .optional(),
        topRatedBuyingExperience: z.boolean().optional(),
      }),
    )
    .optional(),
  total: z.number().int().min(0).optional(),
  warnings: z.array(errorDetail).optional(),
});

const toMoney = (price: z.infer<typeof amount> | undefined): Money | null =>
  price ? { value: Number(price.value), currency: price.currency } : null;

function percentOf(value: string | undefined): number | null {
  const percent = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(percent) ? percent : null;
}

function toSearchItem(summary: z.infer<typeof itemSummary>): SearchItem {
  return {
    itemId: summary.itemId,
    legacyItemId: summary.legacyItemId ?? null,
    title: summary.title,
    price: toMoney(summary.price),
    sellerUsername: summary.seller?.username ?? null,
    categoryIds: (summary.categories ?? []).map((c) => c.categoryId),
    imageUrl: summary.image?.imageUrl ?? null,
    itemWebUrl: summary.itemWebUrl ?? null,
    conditionId: summary.conditionId ?? null,
    buyingOptions: summary.buyingOptions ?? [],
    isPriorityListing: summary.priorityListing ?? false,
    itemGroupType: summary.itemGroupType ?? null,
    epid: summary.epid ?? null,
    sellerFeedbackScore: summary.seller?.feedbackScore ?? null,
    sellerFeedbackPercentage: percentOf(summary.seller?.feedbackPercentage),
    isTopRatedBuyingExperience: summary.topRatedBuyingExperience ?? false,
    qualifiedPrograms: summary.qualifiedPrograms ?? [],
    shippingCost: toMoney(summary.shippingOptions?.[0]?.shippingCost),
  };
}

export function toSearchPage(
  answer: z.infer<typeof searchAnswer>,
  asked: { limit: number; offset: number },
): SearchPage {
  return {
    total: answer.total,
    limit: answer.limit ?? asked.limit,
    offset: answer.offset ?? asked.offset,
    items: (answer.itemSummaries ?? []).map(toSearchItem),
  };
}

export function toBrowseItem(item: z.infer<typeof itemAnswer>): BrowseItem {
  return {
    itemId: item.itemId,
    legacyItemId: item.legacyItemId ?? null,
    title: item.title,
    price: toMoney(item.price),
    categoryId: item.categoryId ?? null,
    categoryPath: item.categoryPath ?? null,
    sellerUsername: item.seller?.username ?? null,
    conditionId: item.conditionId ?? null,
    imageUrl: item.image?.imageUrl ?? null,
    additionalImageUrls: (item.additionalImages ?? []).map((i) => i.imageUrl),
    aspects: item.localizedAspects ?? [],
    gtin: item.gtin ?? null,
    brand: item.brand ?? null,
    mpn: item.mpn ?? null,
    itemWebUrl: item.itemWebUrl ?? null,
    shortDescription: item.shortDescription ?? null,
    descriptionHtml: item.description ?? null,
    productReviews: toReviewRating(item.primaryProductReviewRating),
  };
}

/**
 * The product's review figures; null when eBay sends none, or sends an average that is not a rating from 1
 * to 5 or no reviews to count. Histogram bars with a rating other than 1 … 5 stars are dropped.
 */
export function toReviewRating(rating: z.infer<typeof reviewRating> | undefined): ProductReviewRating | null {
  const average = Number(rating?.averageRating);
  const count = rating?.reviewCount ?? 0;
  if (!rating?.averageRating || !Number.isFinite(average) || average < 1 || average > 5 || count < 1)
    return null;
  const stars = (rating.ratingHistograms ?? [])
    .map((bar) => ({ stars: Number(bar.rating), count: bar.count ?? 0 }))
    .filter((bar) => Number.isInteger(bar.stars) && bar.stars >= 1 && bar.stars <= 5)
    .sort((a, b) => b.stars - a.stars);
  return { averageRating: average, reviewCount: count, stars };
}

/** getItems' answer: the items found, and the ids eBay warned it does not know (warning 11001). */
export function toItemAvailabilities(answer: z.infer<typeof itemsAnswer>): {
  items: ItemAvailability[];
  unknownItemIds: string[];
} {
  const items = (answer.items ?? []).map((item) => {
    const availability = item.estimatedAvailabilities?.[0];
    return {
      itemId: item.itemId,
      legacyItemId: item.legacyItemId ?? null,
      price: toMoney(item.price),
      availableQuantity: availability?.estimatedAvailableQuantity ?? null,
      soldQuantity: availability?.estimatedSoldQuantity ?? null,
      isInStock: availability?.estimatedAvailabilityStatus
        ? availability.estimatedAvailabilityStatus !== 'OUT_OF_STOCK'
        : null,
      isTopRatedBuyingExperience: item.topRatedBuyingExperience ?? false,
    };
  });
  const unknownItemIds = (answer.warnings ?? [])
    .filter((warning) => warning.errorId === 11001)
    .flatMap((warning) => (warning.parameters ?? []).map((p) => p.value ?? ''))
    .filter((value) => value !== '');
  return { items, unknownItemIds };
}
