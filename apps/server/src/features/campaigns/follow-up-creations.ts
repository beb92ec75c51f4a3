// What the creation flow makes at eBay after the campaign: ads, an ad group, keywords. Each is created once though
// eBay's answer may be lost: what eBay holds is looked up and only what it lacks is sent again (create-once.ts).
import type { Money } from '../../integrations/ebay/ebay-types.ts';
import type {
  BulkOutcome,
  EbayAdGroup,
  EbayKeyword,
  NewKeyword,
} from '../../integrations/ebay/marketing-types.ts';
import { allAds } from './campaign-refresh.ts';
import { createEachOnce, createOnce } from './create-once.ts';
import type { CampaignCalls } from './ports.ts';

/** Ad groups and keywords per lookup page. */
const pageSize = 200;

/** eBay keeps amounts in cents; a bid read back is the one sent when currency and cents agree. */
const isSameMoney = (a: Money | null, b: Money) =>
  a !== null && a.currency === b.currency && Math.round(a.value * 100) === Math.round(b.value * 100);

/** Texts as eBay compares them when it refuses a second of a name or keyword: trimmed, any case. */
const isSameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function allPages<T>(read: (offset: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await read(offset);
    items.push(...page.items);
    if (page.items.length === 0 || offset + pageSize >= page.total) return items;
  }
}

/**
 * Ads for listings (cost per sale), or for listings in an ad group (cost per click). After a lost answer an ad of
 * the listing in the campaign (and in that ad group) is the one asked for: eBay holds one ad per listing and
 * campaign and refuses a second (35036).
 */
export function createAdsOnce(
  calls: CampaignCalls,
  campaignId: string,
  ads: { listingId: string; adGroupId?: string }[],
): Promise<BulkOutcome[]> {
  return createEachOnce(
    ads,
    (entries) => calls.createAds(campaignId, entries),
    // Every ad of the campaign, not getAds' listing filter: eBay documents that filter as answering only the ads of
    // a running campaign, and a new one is often still scheduled.
    async (entries) => {
      const held = await allAds(calls, campaignId);
      return entries.map((entry) => {
        const ad = held.find(
          (h) => h.listingId === entry.listingId && (h.adGroupId ?? undefined) === entry.adGroupId,
        );
        return ad ? { subject: entry.listingId, id: ad.adId, errors: [] } : null;
      });
    },
  );
}

/**
 * An ad group; after a lost answer, the campaign's ad group of that name (eBay refuses a second, 36201) and that
 * default bid is the one asked for. One of that name with another bid was there before: the second create gets
 * eBay's refusal of the name, as the user would have without the loss.
 */
export function createAdGroupOnce(
  calls: CampaignCalls,
  campaignId: string,
  group: { name: string; defaultBid: Money },
): Promise<string> {
  return createOnce(
    () => calls.createAdGroup(campaignId, group),
    async () => {
      const groups = await allPages<EbayAdGroup>(async (offset) => {
        const page = await calls.adGroups(campaignId, { limit: pageSize, offset });
        return { items: page.adGroups, total: page.total };
      });
      const found = groups.find(
        (g) => isSameText(g.name, group.name) && isSameMoney(g.defaultBid, group.defaultBid),
      );
      return found?.adGroupId ?? null;
    },
  );
}

/**
 * Keywords of one ad group; after a lost answer, a keyword of the ad group with the same text (as eBay compares
 * it), match type and bid is the one asked for. eBay refuses a second of a text and match type (36303), so one
 * held with another bid was there before, and the second create gets that refusal.
 */
export function createKeywordsOnce(
  calls: CampaignCalls,
  campaignId: string,
  adGroupId: string,
  keywords: NewKeyword[],
): Promise<BulkOutcome[]> {
  return createEachOnce(
    keywords,
    (entries) => calls.createKeywords(campaignId, entries),
    async (entries) => {
      const held = await allPages<EbayKeyword>(async (offset) => {
        const page = await calls.keywords(campaignId, { adGroupIds: [adGroupId], limit: pageSize, offset });
        return { items: page.keywords, total: page.total };
      });
      return entries.map((entry) => {
        const keyword = held.find(
          (k) =>
            k.adGroupId === entry.adGroupId &&
            isSameText(k.keywordText, entry.keywordText) &&
            k.matchType === entry.matchType &&
            isSameMoney(k.bid, entry.bid),
        );
        return keyword ? { subject: entry.keywordText, id: keyword.keywordId, errors: [] } : null;
      });
    },
  );
}
