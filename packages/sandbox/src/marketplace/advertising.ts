import type {
  AdBook,
  AdPerformance,
  KeywordMatchType,
  MarketAd,
  SearchQueryPerformance,
  SiteId,
} from './model.ts';
import { unit } from './random.ts';
import { tokenize } from './text.ts';

/**
 * The sellers' ads in the market. An ad in force on a day takes the place of the listing's generated
 * promotion: cost per sale competes for sponsored places with its ad rate in every search that finds the
 * listing; cost per click only in searches its ad group's keywords match, with its bid per click.
 *
 * What an ad earns on a day follows from the same market: a cost-per-sale ad is seen in a share of its
 * leaf's searches that grows with the ad rate; a cost-per-click ad in a share of the searches its keywords
 * match (their volume that day), until the daily budget is spent. Clicks are a share of impressions;
 * attributed orders a share of clicks, never more than the listing sold that day. Every share is a
 * deterministic hash of (listing, day), so the same day always reports the same figures.
 */

/** The ads of one listing generation on a day. */
export interface SlotAds {
  generation: number;
  ads: readonly MarketAd[];
}

export interface AdvertisingDeps {
  seed: number;
  decode(itemId: string): { slot: number; generation: number } | undefined;
  /** The listing live on the day (relative to the epoch), or undefined. */
  live(slot: number, generation: number, day: number): boolean;
  dayText(day: number): string;
  siteOf(slot: number): SiteId;
  currencyOf(slot: number): string;
  priceOn(slot: number, day: number): number;
  priceBase(slot: number): number;
  /** Searches per day in the slot's leaf (its site's keyword universe, with the season). */
  leafSearches(slot: number, day: number): number;
  soldOn(slot: number, generation: number, day: number): number;
  /** Phrases of the site's universe a keyword matches, most searched first (at most `limit`). */
  queriesOf(siteId: SiteId, keywordText: string, matchType: KeywordMatchType, limit: number): string[];
  searchVolume(siteId: SiteId, phrase: string, day: number): number;
}

/** Whether a search's words fit a keyword: the same words (EXACT), the words in order (PHRASE), or all of them (BROAD). */
export function keywordMatches(
  queryWords: readonly string[],
  keywordText: string,
  matchType: KeywordMatchType,
) {
  const words = tokenize(keywordText);
  if (words.length === 0) return false;
  if (matchType === 'EXACT') return words.join(' ') === queryWords.join(' ');
  if (matchType === 'PHRASE') {
    for (let i = 0; i + words.length <= queryWords.length; i++)
      if (words.every((w, j) => queryWords[i + j] === w)) return true;
    return false;
  }
  return words.every((w) => queryWords.includes(w));
}

/** Expected sales conversion of a click; turns a bid per click into an ad rate to compare with cost-per-sale ads. */
const clickConversion = 0.05;

export interface Advertising {
  use(book: AdBook | undefined): void;
  /** Ads by slot on a day (relative to the epoch); undefined without an ad book. */
  onDay(day: number): Map<number, SlotAds> | undefined;
  /** The ad rate in tenths of a percent a listing's ads bid in a search with these words (0: not shown). */
  bidTenths(entry: SlotAds, slot: number, queryWords: readonly string[]): number;
  performance(itemId: string, day: number): AdPerformance[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function createAdvertising(deps: AdvertisingDeps): Advertising {
  let book: AdBook | undefined;

  const slotAdsOn = (day: number): Map<number, SlotAds> | undefined => {
    if (!book) return undefined;
    const bySlot = new Map<number, { generation: number; ads: MarketAd[] }>();
    for (const ad of book(deps.dayText(day))) {
      const decoded = deps.decode(ad.itemId);
      if (!decoded || !deps.live(decoded.slot, decoded.generation, day)) continue;
      const entry = bySlot.get(decoded.slot);
      if (entry) entry.ads.push(ad);
      else bySlot.set(decoded.slot, { generation: decoded.generation, ads: [ad] });
    }
    return bySlot;
  };

  const cpcTenths = (bid: number, slot: number) =>
    Math.min(1000, Math.round(((bid / clickConversion) * 1000) / Math.max(0.5, deps.priceBase(slot))));

  const bidTenths = (entry: SlotAds, slot: number, queryWords: readonly string[]) => {
    let best = 0;
    for (const ad of entry.ads) {
      if (ad.bidPercentage !== undefined) best = Math.max(best, Math.round(ad.bidPercentage * 10));
      for (const k of ad.costPerClick?.keywords ?? [])
        if (keywordMatches(queryWords, k.keywordText, k.matchType))
          best = Math.max(best, cpcTenths(k.bid, slot));
    }
    return best;
  };

  /** Share of matching searches in which the ad wins a sponsored place, by its ad rate in tenths. */
  const placeShare = (tenths: number, slot: number, day: number, salt: number) =>
    Math.min(0.85, 0.04 + tenths / 1500) * (0.75 + 0.5 * unit(deps.seed, slot, day, salt));

  const clickRate = (slot: number, day: number, salt: number) =>
    0.008 + 0.025 * unit(deps.seed, slot, day, salt, 0xc11c);

  const costPerSaleDay = (ad: MarketAd, slot: number, day: number, sold: number) => {
    const rate = ad.bidPercentage ?? 0;
    const impressions = Math.round(deps.leafSearches(slot, day) * placeShare(rate * 10, slot, day, 1));
    const clicks = Math.round(impressions * clickRate(slot, day, 1));
    const quantity = Math.min(sold, Math.round(clicks * 0.12 + unit(deps.seed, slot, day, 0x5a1e) * 0.8));
    const saleAmount = round2(quantity * deps.priceOn(slot, day));
    return {
      impressions,
      clicks,
      sales: quantity,
      quantity,
      saleAmount,
      adFees: round2((saleAmount * rate) / 100),
    };
  };

  const costPerClickDay = (ad: MarketAd, slot: number, day: number, sold: number) => {
    const cpc = ad.costPerClick;
    if (!cpc) return undefined;
    const siteId = deps.siteOf(slot);
    const rows: (SearchQueryPerformance & { bid: number })[] = [];
    cpc.keywords.forEach(({ bid, ...keyword }, k) => {
      const tenths = cpcTenths(bid, slot);
      for (const [q, searchQuery] of deps
        .queriesOf(siteId, keyword.keywordText, keyword.matchType, 5)
        .entries()) {
        const salt = 100 + k * 8 + q;
        const volume = deps.searchVolume(siteId, searchQuery, day);
        const impressions = Math.round(volume * placeShare(tenths, slot, day, salt));
        const clicks = Math.round(impressions * clickRate(slot, day, salt));
        rows.push({ ...keyword, bid, searchQuery, impressions, clicks, sales: 0, saleAmount: 0, adFees: 0 });
      }
    });
    // The daily budget stops the ad once its clicks would cost more: later queries lose their clicks first.
    let budgetLeft = cpc.dailyBudget;
    let salesLeft = sold;
    const price = deps.priceOn(slot, day);
    for (const [i, row] of rows.entries()) {
      row.clicks = Math.min(row.clicks, row.bid > 0 ? Math.floor(budgetLeft / row.bid + 1e-9) : 0);
      budgetLeft -= row.clicks * row.bid;
      row.sales = Math.min(
        salesLeft,
        Math.floor(row.clicks * clickConversion + unit(deps.seed, slot, day, i, 0x5a1e)),
      );
      salesLeft -= row.sales;
      row.saleAmount = round2(row.sales * price);
      row.adFees = round2(row.clicks * row.bid);
    }
    const sum = (pick: (r: SearchQueryPerformance) => number) => rows.reduce((a, r) => a + pick(r), 0);
    return {
      impressions: sum((r) => r.impressions),
      clicks: sum((r) => r.clicks),
      sales: sum((r) => r.sales),
      quantity: sum((r) => r.sales),
      saleAmount: round2(sum((r) => r.saleAmount)),
      adFees: round2(sum((r) => r.adFees)),
      searchQueries: rows.map(({ bid: _bid, ...row }) => row),
    };
  };

  return {
    use(next) {
      book = next;
    },
    onDay: slotAdsOn,
    bidTenths,
    performance(itemId, day) {
      const decoded = deps.decode(itemId);
      if (!book || !decoded || !deps.live(decoded.slot, decoded.generation, day)) return [];
      const { slot, generation } = decoded;
      const ads = book(deps.dayText(day)).filter((ad) => ad.itemId === itemId);
      let sold = deps.soldOn(slot, generation, day);
      const result: AdPerformance[] = [];
      for (const ad of ads) {
        const figures = ad.costPerClick
          ? costPerClickDay(ad, slot, day, sold)
          : costPerSaleDay(ad, slot, day, sold);
        if (!figures) continue;
        sold -= figures.sales;
        result.push({
          itemId,
          campaignId: ad.campaignId,
          day: deps.dayText(day),
          currency: deps.currencyOf(slot),
          ...figures,
        });
      }
      return result;
    },
  };
}
