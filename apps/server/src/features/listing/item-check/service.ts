import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import type { EbayClient } from '../../../integrations/ebay/create-ebay-client.ts';
import type { CategorySuggestion } from '../../../integrations/ebay/ebay-types.ts';
import { toAppError } from '../../marketplace/public.ts';
import { type OwnListingDeps, readOwnListing, sameName, siteOf } from './own-listing.ts';
import { itemCheckSections } from './sections.ts';

export type { UsableTokens } from './own-listing.ts';

/** eBay's getCategorySuggestions takes at most 350 characters of keywords. */
const suggestionQueryMaxLength = 350;

/**
 * The item check of spec 002 §2: the caller's own listing (see `readOwnListing`), its category's aspects and
 * eBay's category suggestions for the keyword and the title.
 */
export function createItemCheckService(
  deps: OwnListingDeps & { logger?: { warn: (o: object, m: string) => void } },
) {
  const { repository, ebay } = deps;

  /** Suggestions help, they do not make the check: without them (eBay busy) the check still answers. */
  async function suggestionsFor(
    site: ReturnType<typeof siteOf>,
    query: string,
  ): Promise<CategorySuggestion[]> {
    try {
      return await ebay.categorySuggestions(site, query.slice(0, suggestionQueryMaxLength));
    } catch (error) {
      deps.logger?.warn({ err: error }, 'item check: no category suggestions');
      return [];
    }
  }

  return {
    async check(userId: number, itemNumber: string, query: { keyword: string; ean?: string | undefined }) {
      const { item, owner, usable } = await readOwnListing(deps, userId, itemNumber);
      const site = siteOf(item.siteId);
      let aspects: Awaited<ReturnType<EbayClient['itemAspects']>>;
      try {
        aspects = await ebay.itemAspects(site, item.categoryId);
      } catch (error) {
        throw toAppError(error);
      }
      const suggestions = await suggestionsFor(site, `${query.keyword} ${item.title}`);
      const sections = itemCheckSections(item, aspects, query.keyword, suggestions);
      const result: ItemCheckResult = {
        itemNumber: item.itemId,
        keyword: query.keyword,
        ean: query.ean || item.ean || '',
        eBaySiteId: item.siteId,
        viewItemUrl: item.viewItemUrl,
        pictureUrls: item.pictureUrls,
        ...sections,
        description: item.descriptionHtml ?? '',
        sellerDetails: {
          hasToken: usable.some((name) => sameName(name, owner)),
          sellerName: owner,
          feedbackScore: item.seller?.feedbackScore ?? null,
          positiveFeedbackPercent: item.seller?.positiveFeedbackPercent ?? null,
          topRatedSeller: item.seller?.isTopRatedSeller ?? false,
          feedbackRatingStar: item.seller?.feedbackRatingStar ?? 'None',
        },
        ...(await repository.optimizedMark(userId, Number(itemNumber))),
      };
      return result;
    },
  };
}

export type ItemCheckService = ReturnType<typeof createItemCheckService>;
