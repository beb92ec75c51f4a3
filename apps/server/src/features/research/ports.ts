import type { EbayClient } from '../../integrations/ebay/create-ebay-client.ts';
import type { TreeNode } from './categories/flatten-tree.ts';

export type SiteId = 77 | 0 | 3;

/** eBay's Taxonomy calls the category refresh needs; the app's eBay client provides them. */
export interface CategoryTreeSource {
  categoryTreeVersion(siteId: SiteId): Promise<{ treeId: string; version: string | null }>;
  categoryTree(siteId: SiteId): Promise<{ treeId: string; version: string; root: TreeNode }>;
}

/** eBay's calls the variant tool makes: a live search, and a listing's sold quantities per variation. */
export type VariantSalesSource = Pick<EbayClient, 'searchItems' | 'listingSales'>;
