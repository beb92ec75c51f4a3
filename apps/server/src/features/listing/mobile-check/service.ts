import type { MobileCheckMetadata, MobileCheckResult } from '@baylytics/contract/listing-mobile-check';
import {
  mobileDescriptionFlag,
  mobileDescriptionMaxLength,
  shortDescriptionParts,
} from '@baylytics/contract/listing-rules';
import { htmlText, mobileSnippet } from '../item-check/mobile-description.ts';
import { type OwnListingDeps, readOwnListing } from '../item-check/own-listing.ts';

/** Enough of the description's text for what a phone shows without a short description. */
const descriptionTextMaxLength = 4000;

/**
 * The mobile check (spec 002 §2, §3): the short description eBay shows on phones, from the caller's own listing
 * (read as the item check reads it). The snippet's HTML as saved, its flag and its parts as eBay shows them.
 */
export function createMobileCheckService(deps: OwnListingDeps) {
  return {
    async check(userId: number, itemNumber: string): Promise<MobileCheckResult> {
      const { item } = await readOwnListing(deps, userId, itemNumber);
      const snippet = mobileSnippet(item.descriptionHtml);
      const text = snippet?.text ?? '';
      const [part0, part1, part2] = shortDescriptionParts(text);
      const length = [...text].length;
      const metadata: MobileCheckMetadata = {
        mobileDescription0: part0,
        mobileDescription1: part1,
        mobileDescription2: part2,
        mobileDescriptionCount: length,
        mobileDescriptionCharacters: mobileDescriptionMaxLength,
        shortDescription: text,
        mobileDescriptionAll: htmlText(item.descriptionHtml ?? '').slice(0, descriptionTextMaxLength),
      };
      return {
        description: 'description',
        value: snippet?.html ?? '',
        flag: mobileDescriptionFlag(snippet ? length : null),
        metadata: JSON.stringify(metadata),
        itemNumber: item.itemId,
        title: item.title,
        pictureUrl: item.pictureUrls[0] ?? null,
        viewItemUrl: item.viewItemUrl,
      };
    },
  };
}

export type MobileCheckService = ReturnType<typeof createMobileCheckService>;
