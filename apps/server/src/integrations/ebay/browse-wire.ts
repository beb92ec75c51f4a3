import { z } from 'zod';
import type { BrowseItem, Money, SearchItem, SearchPage } from './ebay-types.ts';

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
});

export const searchAnswer = z.object({
  total: z.number().int().min(0),
  limit: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
  itemSummaries: z.array(itemSummary).optional(),
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
  };
}
