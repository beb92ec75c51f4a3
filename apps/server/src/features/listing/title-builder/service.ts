import type { ReviseAnswer } from '@baylytics/contract/listing-item-apply';
import {
  type ApplyTitleBody,
  availableKeywordLimit,
  specialKeywordMarker,
  specialKeywordValue,
  suggestionLanguages,
  type TitleBuilderItem,
  type TitleBuilderQuery,
} from '@baylytics/contract/listing-title-builder';
import type { EbaySiteId } from '@baylytics/contract/marketplaces';
import type { SuggestClient } from '../../../integrations/suggest/create-suggest-client.ts';
import { SuggestError } from '../../../integrations/suggest/suggest-error.ts';
import { AppError } from '../../../kernel/errors.ts';
import type { RelatedKeywords } from '../../keywords/public.ts';
import { toAppError } from '../../marketplace/public.ts';
import { type OwnListingDeps, readOwnListing, sameName, siteOf } from '../item-check/own-listing.ts';
import { reviseOwnListing } from '../item-check/revise-own-listing.ts';

export interface TitleBuilderDeps extends OwnListingDeps {
  keywords: RelatedKeywords;
  suggest: SuggestClient;
}

/**
 * The title builder (spec 002 §2, §3, §7): the caller's own listing with keywords of our keyword database for the
 * main keyword, the new title sent to eBay, and the two suggestion sources the keyword tool uses.
 */
export function createTitleBuilderService(deps: TitleBuilderDeps) {
  return {
    async item(userId: number, query: TitleBuilderQuery): Promise<TitleBuilderItem> {
      const { item, owner, usable } = await readOwnListing(deps, userId, query.itemNumber);
      const site = siteOf(item.siteId);
      const related = await deps.keywords.related(site, query.keyword, availableKeywordLimit);
      return {
        itemNumber: item.itemId,
        itemTitle: item.title,
        availableKeywords: related.map((k) =>
          k.value >= specialKeywordValue ? `${k.keyword}${specialKeywordMarker}` : k.keyword,
        ),
        hasToken: usable.some((name) => sameName(name, owner)),
        sellerId: owner,
        eBaySiteId: site,
      };
    },

    /** The title as typed (trimmed); eBay's refusal (e.g. a title over 80 characters) answers ack Failure. */
    async applyTitle(userId: number, body: ApplyTitleBody): Promise<ReviseAnswer> {
      return reviseOwnListing(
        deps,
        userId,
        body.itemNumber,
        async () => ({ title: body.title }),
        body.sellerId,
      );
    },

    async ebaySuggestions(keyword: string, siteId: EbaySiteId): Promise<string[]> {
      try {
        return await deps.ebay.autocomplete(siteId, keyword);
      } catch (error) {
        throw toAppError(error);
      }
    },

    async searchSuggestions(keyword: string, lang: keyof typeof suggestionLanguages): Promise<string[]> {
      try {
        return await deps.suggest.suggestions(keyword, {
          language: lang,
          country: suggestionLanguages[lang],
        });
      } catch (error) {
        if (error instanceof SuggestError) throw new AppError('serviceUnavailable');
        throw error;
      }
    },
  };
}

export type TitleBuilderService = ReturnType<typeof createTitleBuilderService>;
