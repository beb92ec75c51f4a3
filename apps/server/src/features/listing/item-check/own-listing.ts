import type { EbayClient } from '../../../integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId, TradingItem } from '../../../integrations/ebay/ebay-types.ts';
import type { SellerClient } from '../../../integrations/ebay/seller-client.ts';
import { AppError } from '../../../kernel/errors.ts';
import { toAppError } from '../../marketplace/public.ts';
import type { ItemCheckRepository } from './repository.ts';

export interface UsableTokens {
  usableTokenId(userId: number, sellerName: string, now: Date): Promise<number | null>;
  usableSellerNames(userId: number, now: Date): Promise<string[]>;
}

/** The eBay calls that read and revise a seller's own listing (the app's eBay client has them all). */
export interface ListingEbay {
  seller(tokenId: number): Pick<SellerClient, 'getItem' | 'getSellerList' | 'reviseItem'>;
  itemAspects: EbayClient['itemAspects'];
}

/** What reading and revising one of the caller's listings needs; the jobs build it too. */
export interface OwnListingRevisionDeps {
  repository: ItemCheckRepository;
  tokens: UsableTokens;
  ebay: ListingEbay;
  clock: () => Date;
}

export interface OwnListingDeps extends OwnListingRevisionDeps {
  ebay: EbayClient;
}

/** Trading's answers for an item that does not exist or cannot be read (17 not accessible, 37 bad id). */
const unknownItemCodes = new Set(['17', '37']);

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
export const siteOf = (siteId: number | null): EbaySiteId => (siteId === 0 || siteId === 3 ? siteId : 77);

export interface OwnListing {
  item: TradingItem;
  /** The listing's seller, one of the caller's. */
  owner: string;
  /** The caller's sellers with a usable token. */
  usable: string[];
}

/**
 * One of the caller's listings, read with Trading GetItem through one of the caller's usable eBay tokens (the
 * listing's own seller's when the caller imported it). It must belong to one of the caller's sellers (connected
 * or imported); any other listing answers notFound like an unknown one.
 */
export async function readOwnListing(
  deps: OwnListingRevisionDeps,
  userId: number,
  itemNumber: string,
): Promise<OwnListing> {
  const { repository, tokens, ebay, clock } = deps;
  const now = clock();
  const usable = await tokens.usableSellerNames(userId, now);
  if (usable.length === 0) throw new AppError('ebayAccountNotConnected');
  const imported = await repository.importedSeller(userId, Number(itemNumber));
  const reader = usable.find((name) => imported !== null && sameName(name, imported)) ?? usable[0];
  const tokenId = reader ? await tokens.usableTokenId(userId, reader, now) : null;
  if (tokenId === null) throw new AppError('ebayAccountNotConnected');

  let item: TradingItem;
  try {
    item = await ebay.seller(tokenId).getItem(itemNumber);
  } catch (error) {
    if (
      error instanceof EbayError &&
      (error.kind === 'notFound' || error.ebayErrors.some((e) => unknownItemCodes.has(e.code)))
    )
      throw new AppError('notFound');
    throw toAppError(error);
  }
  const owner = item.seller?.username ?? item.sellerUsername ?? '';
  const own = await repository.sellerNames(userId);
  if (!owner || !own.some((name) => sameName(name, owner))) throw new AppError('notFound');
  return { item, owner, usable };
}
