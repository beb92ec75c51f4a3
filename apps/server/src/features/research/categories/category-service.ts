import type { DataOf } from '@baylytics/contract/endpoint';
import { marketplaces } from '@baylytics/contract/marketplaces';
import type { categories, categoryQuery } from '@baylytics/contract/research-categories';
import type { z } from 'zod';
import { createAnswerCache } from '../../../kernel/answer-cache.ts';
import type { CategoryTreeSource, SiteId } from '../ports.ts';
import type { CategoryRepository } from './category-repository.ts';
import { flattenTree } from './flatten-tree.ts';

/** The sites whose trees the browser offers (spec 002 §9: Germany, United States, UK). */
export const categorySites: readonly SiteId[] = marketplaces.map((site) => site.eBaySiteId);

/** Words of a search: lower case, split at white space, at most eight (more narrow nothing a person types). */
export function searchWords(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/u).filter(Boolean))].slice(0, 8);
}

export type RefreshOutcome =
  | { siteId: SiteId; version: string; categories: number }
  | { siteId: SiteId; unchanged: string };

type CategoryPage = { data: DataOf<typeof categories>; total: number };

/**
 * Answers kept per tree version: the trees are eBay's, the same for every user, and change only with a new
 * version, so a page once read is valid until the refresh job stores the next version (part of the key). A
 * search over a site's thousands of leaves costs 2–15 ms of database time (substring match, any column's
 * order); the version lookup costs one primary-key read. ~2,000 pages of 25 rows are ~10 MB at most.
 */
const cachedPages = 2000;
const cacheMs = 60 * 60_000;

export function createCategoryService(deps: { repository: CategoryRepository }) {
  const { repository } = deps;
  const pages = createAnswerCache<CategoryPage>({ capacity: cachedPages, ttlMs: cacheMs });
  return {
    async list(query: z.output<typeof categoryQuery>): Promise<CategoryPage> {
      const siteId = query.eBaySiteId as SiteId;
      const marketplaceId = marketplaces.find((site) => site.eBaySiteId === siteId)?.marketplaceId ?? '';
      const words = searchWords(query.keyword);
      const version = await repository.treeVersion(siteId);
      const key = JSON.stringify([
        siteId,
        version,
        words,
        query.orderBy,
        query.direction,
        query.pageIndex,
        query.pageSize,
      ]);
      return pages.get(key, async () => {
        const { rows, total } = await repository.search({
          siteId,
          words,
          orderBy: query.orderBy,
          direction: query.direction,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
        });
        return { data: rows.map((row) => ({ ...row, marketplaceId })), total };
      });
    },
  };
}

/**
 * Reads a site's tree from eBay when its version differs from the one we hold (or we hold none) and replaces
 * ours; an unchanged version costs one small call. eBay publishes a new version with every category change.
 */
export async function refreshCategoryTree(
  deps: { repository: CategoryRepository; taxonomy: CategoryTreeSource; clock: () => Date },
  siteId: SiteId,
): Promise<RefreshOutcome> {
  const held = await deps.repository.treeVersion(siteId);
  const current = await deps.taxonomy.categoryTreeVersion(siteId);
  if (held !== null && current.version !== null && held === current.version)
    return { siteId, unchanged: held };
  const tree = await deps.taxonomy.categoryTree(siteId);
  const rows = flattenTree(tree.root);
  await deps.repository.replaceTree(
    { siteId, treeId: tree.treeId, version: tree.version, at: deps.clock() },
    rows,
  );
  return { siteId, version: tree.version, categories: rows.length };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
