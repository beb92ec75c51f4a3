import type { DataOf } from '@baylytics/contract/endpoint';
import { marketplaces } from '@baylytics/contract/marketplaces';
import type { categories, categoryQuery } from '@baylytics/contract/research-categories';
import type { z } from 'zod';
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

export function createCategoryService(deps: { repository: CategoryRepository }) {
  const { repository } = deps;
  return {
    async list(
      query: z.output<typeof categoryQuery>,
    ): Promise<{ data: DataOf<typeof categories>; total: number }> {
      const siteId = query.eBaySiteId as SiteId;
      const marketplaceId = marketplaces.find((site) => site.eBaySiteId === siteId)?.marketplaceId ?? '';
      const { rows, total } = await repository.search({
        siteId,
        words: searchWords(query.keyword),
        orderBy: query.orderBy,
        direction: query.direction,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      });
      return { data: rows.map((row) => ({ ...row, marketplaceId })), total };
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
