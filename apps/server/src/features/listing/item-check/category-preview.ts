import type { CategoryChangePreview } from '@baylytics/contract/listing-item-apply';
import { toAppError } from '../../marketplace/public.ts';
import { type OwnListingRevisionDeps, readOwnListing, siteOf } from './own-listing.ts';

const key = (name: string) => name.trim().toLowerCase();

/**
 * Before a category change (spec 002 §2): the listing's current specifics that the new category has no aspect for
 * (eBay keeps them as the seller's own, but buyers' filters will not find them), and the aspects the new category
 * requires that the listing has no value for (eBay refuses the next revision until they get one). Names compare
 * without case, as eBay compares them.
 */
export async function previewCategoryChange(
  deps: OwnListingRevisionDeps,
  userId: number,
  itemNumber: string,
  categoryId: string,
): Promise<CategoryChangePreview> {
  const { item } = await readOwnListing(deps, userId, itemNumber);
  let aspects: Awaited<ReturnType<OwnListingRevisionDeps['ebay']['itemAspects']>>;
  try {
    aspects = await deps.ebay.itemAspects(siteOf(item.siteId), categoryId);
  } catch (error) {
    throw toAppError(error);
  }
  const known = new Set(aspects.map((a) => key(a.name)));
  const valued = new Set(
    item.itemSpecifics.filter((s) => s.values.some((v) => v.trim() !== '')).map((s) => key(s.name)),
  );
  return {
    unknown: item.itemSpecifics.filter((s) => !known.has(key(s.name))).map((s) => s.name),
    missing: aspects.filter((a) => a.isRequired && !valued.has(key(a.name))).map((a) => a.name),
  };
}
