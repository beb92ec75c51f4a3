import { marketplaces } from '@baylytics/contract/marketplaces';
import {
  gtinPattern,
  type MedianCondition,
  type MedianData,
  medianSearchDepth,
} from '@baylytics/contract/research-median';
import type { EbayClient } from '../../../integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../../../integrations/ebay/ebay-error.ts';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../../kernel/errors.ts';
import { shippingSummary, tierMedians } from './medians.ts';

export type MedianSearchSource = Pick<EbayClient, 'searchItems'>;

/** eBay's condition groups of the Browse `conditions` filter. */
const conditionFilter: Record<MedianCondition, string> = { new: 'NEW', used: 'USED' };

/**
 * The median tool (spec 002 §2): one live Browse search, best match, of up to 200 Buy-It-Now results in the
 * chosen condition; an EAN is searched as a GTIN. Nothing of it is stored: the figures are eBay's of now.
 */
export function createMedianService(deps: { ebay: MedianSearchSource }) {
  return {
    async medians(query: {
      keywordOrEAN: string;
      eBaySiteId: EbaySiteId;
      condition: MedianCondition;
    }): Promise<MedianData> {
      const site = marketplaces.find((entry) => entry.eBaySiteId === query.eBaySiteId);
      if (!site) throw new AppError('notFound');
      const isEan = gtinPattern.test(query.keywordOrEAN);
      let page: Awaited<ReturnType<MedianSearchSource['searchItems']>>;
      try {
        page = await deps.ebay.searchItems({
          siteId: query.eBaySiteId,
          ...(isEan ? { gtin: query.keywordOrEAN } : { q: query.keywordOrEAN }),
          // Auctions' current bids are not what the item sells for; a price study reads fixed prices only.
          filter: `buyingOptions:{FIXED_PRICE},conditions:{${conditionFilter[query.condition]}}`,
          limit: medianSearchDepth,
        });
      } catch (error) {
        if (error instanceof EbayError && error.kind === 'unavailable')
          throw new AppError('serviceUnavailable');
        throw error;
      }
      // eBay prices a site's listings in its currency; anything else would mix currencies in one median.
      // A listing shown both in a sponsored place and organically counts once, where it first shows.
      const seen = new Set<string>();
      const priced = page.items.filter((item) => {
        if (item.price === null || item.price.currency !== site.currency || seen.has(item.itemId))
          return false;
        seen.add(item.itemId);
        return true;
      });
      const priceData = priced.map((item, index) => ({
        position: index + 1,
        itemNumber: item.legacyItemId ?? item.itemId,
        title: item.title,
        price: item.price?.value ?? 0,
        shippingCost:
          item.shippingCost && item.shippingCost.currency === site.currency ? item.shippingCost.value : null,
        itemWebUrl: item.itemWebUrl,
      }));
      return {
        keywordOrEAN: query.keywordOrEAN,
        isEan,
        eBaySiteId: query.eBaySiteId,
        condition: query.condition,
        currency: site.currency,
        total: page.total,
        count: priceData.length,
        ...tierMedians(priceData.map((point) => point.price)),
        priceData,
        shippingData: shippingSummary(priceData.map((point) => point.shippingCost)),
      };
    },
  };
}

export type MedianService = ReturnType<typeof createMedianService>;
