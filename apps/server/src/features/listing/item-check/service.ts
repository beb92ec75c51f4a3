import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import type { EbayClient } from '../../../integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId, TradingItem } from '../../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../../kernel/errors.ts';
import { toAppError } from '../../marketplace/public.ts';
import type { ItemCheckRepository } from './repository.ts';
import { itemCheckSections } from './sections.ts';

export interface UsableTokens {
  usableTokenId(userId: number, sellerName: string, now: Date): Promise<number | null>;
  usableSellerNames(userId: number, now: Date): Promise<string[]>;
}

/** Trading's answers for an item that does not exist or cannot be read (17 not accessible, 37 bad id). */
const unknownItemCodes = new Set(['17', '37']);

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const asSite = (siteId: number | null): EbaySiteId => (siteId === 0 || siteId === 3 ? siteId : 77);

/**
 * The item check of spec 002 §2. The listing is read with Trading GetItem through one of the caller's usable
 * eBay tokens (the listing's own seller's when the caller has it), and must belong to one of the caller's
 * sellers (connected or imported); any other listing answers notFound like an unknown one.
 */
export function createItemCheckService(deps: {
  repository: ItemCheckRepository;
  tokens: UsableTokens;
  ebay: EbayClient;
  clock: () => Date;
}) {
  const { repository, tokens, ebay, clock } = deps;

  async function readItem(tokenId: number, itemNumber: string): Promise<TradingItem> {
    try {
      return await ebay.seller(tokenId).getItem(itemNumber);
    } catch (error) {
      if (
        error instanceof EbayError &&
        (error.kind === 'notFound' || error.ebayErrors.some((e) => unknownItemCodes.has(e.code)))
      )
        throw new AppError('notFound');
      throw toAppError(error);
    }
  }

  return {
    async check(userId: number, itemNumber: string, query: { keyword: string; ean?: string | undefined }) {
      const now = clock();
      const usable = await tokens.usableSellerNames(userId, now);
      if (usable.length === 0) throw new AppError('ebayAccountNotConnected');
      const imported = await repository.importedSeller(userId, Number(itemNumber));
      const reader = usable.find((name) => imported !== null && same(name, imported)) ?? usable[0];
      const tokenId = reader ? await tokens.usableTokenId(userId, reader, now) : null;
      if (tokenId === null) throw new AppError('ebayAccountNotConnected');

      const item = await readItem(tokenId, itemNumber);
      const owner = item.seller?.username ?? item.sellerUsername ?? '';
      const own = await repository.sellerNames(userId);
      if (!owner || !own.some((name) => same(name, owner))) throw new AppError('notFound');

      let aspects: Awaited<ReturnType<EbayClient['itemAspects']>>;
      try {
        aspects = await ebay.itemAspects(asSite(item.siteId), item.categoryId);
      } catch (error) {
        throw toAppError(error);
      }
      const sections = itemCheckSections(item, aspects, query.keyword);
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
          hasToken: usable.some((name) => same(name, owner)),
          sellerName: owner,
          feedbackScore: item.seller?.feedbackScore ?? null,
          positiveFeedbackPercent: item.seller?.positiveFeedbackPercent ?? null,
          topRatedSeller: item.seller?.isTopRatedSeller ?? false,
          feedbackRatingStar: item.seller?.feedbackRatingStar ?? 'None',
        },
        isOptimized: await repository.isOptimized(userId, Number(itemNumber)),
      };
      return result;
    },
  };
}

export type ItemCheckService = ReturnType<typeof createItemCheckService>;
