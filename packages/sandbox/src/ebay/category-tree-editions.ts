import type { SiteId } from '../marketplace/model.ts';

/** The version eBay's trees carry before anything changes in them. */
const firstVersion = 129;

/**
 * What changed in each site's category tree since the market was built: renamed categories, each change a new
 * tree version, as eBay publishes a new `categoryTreeVersion` with every category change. The synthetic
 * market's own tree stays as generated; the Taxonomy routes apply these names over it.
 */
export interface CategoryTreeEditions {
  version(siteId: SiteId): string;
  /** The current name of a category, or undefined when it keeps the market's. */
  renamed(siteId: SiteId, categoryId: string): string | undefined;
  rename(siteId: SiteId, categoryId: string, name: string): string;
}

export function createCategoryTreeEditions(): CategoryTreeEditions {
  const names = new Map<SiteId, Map<string, string>>();
  const versions = new Map<SiteId, number>();
  return {
    version: (siteId) => String(versions.get(siteId) ?? firstVersion),
    renamed: (siteId, categoryId) => names.get(siteId)?.get(categoryId),
    rename(siteId, categoryId, name) {
      const site = names.get(siteId) ?? new Map<string, string>();
      site.set(categoryId, name);
      names.set(siteId, site);
      const next = (versions.get(siteId) ?? firstVersion) + 1;
      versions.set(siteId, next);
      return String(next);
    },
  };
}
