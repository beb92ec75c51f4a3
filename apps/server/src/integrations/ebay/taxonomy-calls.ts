import type { z } from 'zod';
import type { CategorySuggestion, CategoryTree, EbaySiteId, ItemAspect } from './ebay-types.ts';
import type { EbayApi } from './rate-limiter.ts';
import { languageOf, marketplaceIdOf } from './sites.ts';
import {
  aspectsAnswer,
  categoryTreeAnswer,
  defaultTreeIdAnswer,
  suggestionsAnswer,
  toCategorySuggestions,
  toCategoryTree,
  toItemAspects,
} from './taxonomy-wire.ts';

/** The client's one GET: application token, retries, the answer checked against its schema. */
export type GetJson = <T>(p: {
  api: EbayApi;
  base: string;
  path: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
  answer: z.ZodType<T>;
  userToken?: string;
}) => Promise<T>;

export interface TaxonomyCalls {
  categoryTree(siteId: EbaySiteId): Promise<CategoryTree>;
  /** The site's default tree and its current version (getDefaultCategoryTreeId), asked afresh each time. */
  categoryTreeVersion(siteId: EbaySiteId): Promise<{ treeId: string; version: string | null }>;
  itemAspects(siteId: EbaySiteId, categoryId: string): Promise<ItemAspect[]>;
  /** Categories eBay suggests for keywords, best first (getCategorySuggestions). */
  categorySuggestions(siteId: EbaySiteId, keywords: string): Promise<CategorySuggestion[]>;
}

const taxonomyBase = '/commerce/taxonomy/v1';

/** Taxonomy: a site's default tree id (kept once known), the whole tree, its version, a leaf's aspects. */
export function createTaxonomyCalls(getJson: GetJson, apiBaseUrl: string): TaxonomyCalls {
  const treeIds = new Map<EbaySiteId, Promise<string>>();

  const defaultTree = (siteId: EbaySiteId) =>
    getJson({
      api: 'taxonomy',
      base: apiBaseUrl,
      path: `${taxonomyBase}/get_default_category_tree_id`,
      query: { marketplace_id: marketplaceIdOf(siteId) },
      answer: defaultTreeIdAnswer,
    });

  function categoryTreeId(siteId: EbaySiteId): Promise<string> {
    let id = treeIds.get(siteId);
    if (!id) {
      id = defaultTree(siteId).then((answer) => answer.categoryTreeId);
      id.catch(() => treeIds.delete(siteId));
      treeIds.set(siteId, id);
    }
    return id;
  }

  return {
    async categoryTree(siteId) {
      const treeId = await categoryTreeId(siteId);
      const answer = await getJson({
        api: 'taxonomy',
        base: apiBaseUrl,
        path: `${taxonomyBase}/category_tree/${encodeURIComponent(treeId)}`,
        headers: { 'accept-language': languageOf(siteId) },
        answer: categoryTreeAnswer,
      });
      return toCategoryTree(answer);
    },

    async categoryTreeVersion(siteId) {
      const answer = await defaultTree(siteId);
      return { treeId: answer.categoryTreeId, version: answer.categoryTreeVersion ?? null };
    },

    async itemAspects(siteId, categoryId) {
      const treeId = await categoryTreeId(siteId);
      const answer = await getJson({
        api: 'taxonomy',
        base: apiBaseUrl,
        path: `${taxonomyBase}/category_tree/${encodeURIComponent(treeId)}/get_item_aspects_for_category`,
        query: { category_id: categoryId },
        headers: { 'accept-language': languageOf(siteId) },
        answer: aspectsAnswer,
      });
      return toItemAspects(answer);
    },

    async categorySuggestions(siteId, keywords) {
      const treeId = await categoryTreeId(siteId);
      const answer = await getJson({
        api: 'taxonomy',
        base: apiBaseUrl,
        path: `${taxonomyBase}/category_tree/${encodeURIComponent(treeId)}/get_category_suggestions`,
        query: { q: keywords },
        headers: { 'accept-language': languageOf(siteId) },
        answer: suggestionsAnswer,
      });
      return toCategorySuggestions(answer);
    },
  };
}
