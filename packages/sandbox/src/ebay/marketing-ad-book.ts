import type { AdBook, KeywordMatchType, MarketAd } from '../marketplace/model.ts';
import { fitsRule } from './keyword-insights.ts';
import type { MarketingStore, StoredCampaign } from './marketing-store.ts';
import type { EbayContext } from './sandbox-context.ts';

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whether the campaign ran on that day: between its dates and, by its pause/resume/end log, not stopped. */
export function runsOn(campaign: StoredCampaign, day: string): boolean {
  if (campaign.startDate.slice(0, 10) > day) return false;
  if (campaign.endDate && Date.parse(campaign.endDate) <= dayStart(day)) return false;
  const log = campaign.statusLog;
  if (!log || log.length === 0) return campaign.manualStatus === null;
  // The state at the end of the day: a campaign paused during a day shows no more ads that day.
  const until = dayStart(day) + 86_400_000;
  const last = log.filter((entry) => Date.parse(entry.at) < until).at(-1);
  return (last?.manualStatus ?? null) === null;
}

/**
 * The market's view of the Marketing API's ads: on each day, the active ads of the campaigns running that
 * day whose listings fit the campaign's selection rules. Cost per sale bids the ad's (or the campaign's)
 * ad rate; cost per click bids each keyword of its ad group with the keyword's bid, within the daily budget.
 */
export function marketingAdBook(context: EbayContext, store: MarketingStore): AdBook {
  const cache = new Map<string, readonly MarketAd[]>();
  let cachedRevision = -1;
  let building = false;

  const build = (day: string): MarketAd[] => {
    const ads: MarketAd[] = [];
    for (const campaign of store.allCampaigns()) {
      if (!runsOn(campaign, day)) continue;
      const rules = campaign.criterion?.selectionRules ?? [];
      const groups = new Map(store.adGroups(campaign.campaignId).map((g) => [g.adGroupId, g]));
      for (const ad of store.ads(campaign.campaignId)) {
        if (ad.adStatus !== 'ACTIVE') continue;
        if (rules.length > 0) {
          const listing = context.market.listing(ad.listingId, day);
          if (!listing || !rules.some((rule) => fitsRule(context.market, listing, rule))) continue;
        }
        if (campaign.fundingModel === 'COST_PER_SALE') {
          const rate = Number(ad.bidPercentage ?? campaign.bidPercentage ?? 0);
          if (rate > 0)
            ads.push({ itemId: ad.listingId, campaignId: campaign.campaignId, bidPercentage: rate });
          continue;
        }
        const group = ad.adGroupId ? groups.get(ad.adGroupId) : undefined;
        if (!group) continue;
        const keywords = store
          .keywords(group.adGroupId)
          .filter((k) => k.keywordStatus === 'ACTIVE')
          .map((k) => ({
            keywordId: k.keywordId,
            keywordText: k.keywordText,
            matchType: k.matchType as KeywordMatchType,
            bid: Number(k.bid?.value ?? group.defaultBid.value),
          }));
        if (keywords.length === 0) continue;
        ads.push({
          itemId: ad.listingId,
          campaignId: campaign.campaignId,
          costPerClick: { dailyBudget: Number(campaign.dailyBudget?.value ?? 0), keywords },
        });
      }
    }
    return ads;
  };

  return (day) => {
    // Reading a listing to check a rule asks the market, which asks for the day's ads again: the rules
    // read price, condition, category and brand, which no ad changes, so that inner read sees no ads.
    if (building) return [];
    if (cachedRevision !== store.revision()) {
      cache.clear();
      cachedRevision = store.revision();
    }
    let ads = cache.get(day);
    if (!ads) {
      building = true;
      try {
        ads = build(day);
      } finally {
        building = false;
      }
      cache.set(day, ads);
    }
    return ads;
  };
}
