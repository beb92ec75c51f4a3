import {
  type ApplyCategoryBody,
  hasChosenCategory,
  missingRequired,
  type ReviseAnswer,
  type SpecificOption,
} from '@baylytics/contract/listing-item-apply';
import type { ItemChanges, NameValues } from '../../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../../kernel/errors.ts';
import { toAppError } from '../../marketplace/public.ts';
import { type OwnListing, type OwnListingRevisionDeps, siteOf } from './own-listing.ts';
import { reviseOwnListing } from './revise-own-listing.ts';

/**
 * Sends the item check's changes to eBay (spec 002 §2, §5): categories and item specifics of one of the caller's
 * listings, revised with the listing's own seller's token. Input is checked before eBay is asked, so a refused
 * request changes nothing; eBay's own refusal answers ack Failure with its messages, its warnings ack Warning.
 */
export function createItemApplyService(deps: OwnListingRevisionDeps) {
  const { ebay } = deps;
  const revise = (
    userId: number,
    itemNumber: string,
    changesOf: (listing: OwnListing) => Promise<ItemChanges>,
  ) => reviseOwnListing(deps, userId, itemNumber, changesOf);

  return {
    /** Primary and/or secondary category; 0 keeps that category as it is. */
    async applyCategory(userId: number, itemNumber: string, body: ApplyCategoryBody): Promise<ReviseAnswer> {
      if (!hasChosenCategory(body)) throw new AppError('pleaseChooseCategories');
      return revise(userId, itemNumber, async () => ({
        ...(body.primaryCategoryId > 0 ? { categoryId: String(body.primaryCategoryId) } : {}),
        ...(body.secondaryCategoryId > 0 ? { secondaryCategoryId: String(body.secondaryCategoryId) } : {}),
      }));
    },

    /**
     * The given specifics replace the category's ones; specifics of the listing outside the category's list (the
     * seller's own) are kept, since the check offers no way to edit them — unless `replacesOwn` says the given
     * list holds the seller's own ones too (a screen that edits them), so one left out is taken away.
     */
    async applySpecifics(
      userId: number,
      itemNumber: string,
      options: readonly SpecificOption[],
      { replacesOwn = false } = {},
    ): Promise<ReviseAnswer> {
      const missing = missingRequired(options);
      if (missing.length > 0)
        throw new AppError(
          'validationFailed',
          missing.map((name) => ({
            field: `options.${options.findIndex((o) => o.name === name)}.value`,
            message: 'isRequired',
            params: { name },
          })),
        );
      return revise(userId, itemNumber, async ({ item }) => {
        const given: NameValues[] = options
          .map((o) => ({ name: o.name, values: o.value.map((v) => v.trim()).filter(Boolean) }))
          .filter((o) => o.values.length > 0);
        if (replacesOwn) return { itemSpecifics: given };
        let aspectNames: Set<string>;
        try {
          const aspects = await ebay.itemAspects(siteOf(item.siteId), item.categoryId);
          aspectNames = new Set(aspects.map((a) => a.name.toLowerCase()));
        } catch (error) {
          throw toAppError(error);
        }
        const givenNames = new Set(given.map((o) => o.name.toLowerCase()));
        const kept = item.itemSpecifics.filter(
          (s) => !aspectNames.has(s.name.toLowerCase()) && !givenNames.has(s.name.toLowerCase()),
        );
        return { itemSpecifics: [...given, ...kept] };
      });
    },
  };
}

export type ItemApplyService = ReturnType<typeof createItemApplyService>;
