import type { ReviseAnswer } from '@baylytics/contract/listing-item-apply';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { ItemChanges } from '../../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../../kernel/errors.ts';
import { toAppError } from '../../marketplace/public.ts';
import {
  type OwnListing,
  type OwnListingRevisionDeps,
  readOwnListing,
  sameName,
  siteOf,
} from './own-listing.ts';

/**
 * Revises one of the caller's listings on eBay (spec 002 §2, §6): read as the item check reads it, revised with
 * the listing's own seller's token (`ebayTokenRequired` without one). `sellerId`, when the screen sends it, must
 * name the listing's seller. The changes are worked out only after that, so a refused request changes nothing;
 * eBay's own refusal answers ack Failure with its messages, its warnings ack Warning.
 */
export async function reviseOwnListing(
  deps: OwnListingRevisionDeps,
  userId: number,
  itemNumber: string,
  changesOf: (listing: OwnListing) => Promise<ItemChanges>,
  sellerId?: string,
): Promise<ReviseAnswer> {
  const { tokens, ebay, clock } = deps;
  let listing: OwnListing;
  try {
    listing = await readOwnListing(deps, userId, itemNumber);
  } catch (error) {
    // Without any usable token the listing cannot even be read: what is missing is a token.
    if (error instanceof AppError && error.code === 'ebayAccountNotConnected')
      throw new AppError('ebayTokenRequired');
    throw error;
  }
  if (sellerId && !sameName(sellerId, listing.owner)) throw new AppError('notFound');
  const tokenId = await tokens.usableTokenId(userId, listing.owner, clock());
  if (tokenId === null) throw new AppError('ebayTokenRequired');
  const changes = await changesOf(listing);
  try {
    const result = await ebay.seller(tokenId).reviseItem(itemNumber, changes, {
      fixedPrice: listing.item.listingType === 'FixedPriceItem',
      siteId: siteOf(listing.item.siteId),
    });
    return { ack: result.ack, errors: result.warnings };
  } catch (error) {
    if (error instanceof EbayError && error.kind === 'rejected' && error.ebayErrors.length > 0)
      return { ack: 'Failure', errors: error.ebayErrors.map((e) => e.message || e.code) };
    throw toAppError(error);
  }
}
