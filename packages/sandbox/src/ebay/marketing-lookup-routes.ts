import type { FastifyInstance } from 'fastify';
import { marketingBase, ownCampaign, pageLinks, pageOf } from './marketing-routes.ts';
import type { MarketingStore } from './marketing-store.ts';
import type { EbayContext } from './sandbox-context.ts';

type CampaignParams = { campaignId: string };
type Query = Record<string, string | undefined>;

/** A comma-separated query parameter as eBay reads it; undefined when absent or empty. */
const listOf = (value: string | undefined) => {
  const entries = value?.split(',').filter(Boolean);
  return entries?.length ? entries : undefined;
};

/**
 * The ad groups and keywords of a campaign as eBay lists them (getAdGroups, getKeywords): paged, filtered by
 * status and, for keywords, by ad group, sorted as eBay documents. A campaign of another seller, or none, is
 * eBay's 35045 (a 400, as the document lists it for both calls).
 */
export function registerLookupRoutes(
  app: FastifyInstance,
  context: EbayContext,
  store: MarketingStore,
): void {
  const base = `${marketingBase}/ad_campaign/:campaignId`;
  const url = (path: string) => new URL(path, context.publicUrl());

  app.get<{ Params: CampaignParams; Querystring: Query }>(`${base}/ad_group`, async (request) => {
    const campaign = ownCampaign(context, store, request, request.params.campaignId, 400);
    const page = pageOf(request.query);
    const statuses = listOf(request.query.ad_group_status);
    const groups = store
      .adGroups(campaign.campaignId)
      .filter((group) => !statuses || statuses.includes(group.adGroupStatus));
    return {
      adGroups: groups
        .slice(page.offset, page.offset + page.limit)
        .map(({ adGroupId, adGroupStatus, defaultBid, name }) => ({
          adGroupId,
          adGroupStatus,
          defaultBid,
          name,
        })),
      ...pageLinks(url(request.url), page, groups.length),
    };
  });

  app.get<{ Params: CampaignParams; Querystring: Query }>(`${base}/keyword`, async (request) => {
    const campaign = ownCampaign(context, store, request, request.params.campaignId, 400);
    const page = pageOf(request.query);
    const groupIds = listOf(request.query.ad_group_ids);
    const statuses = listOf(request.query.keyword_status);
    // "Keywords will be sorted by adGroupId"; within a group, in the order they were made.
    const keywords = store
      .adGroups(campaign.campaignId)
      .filter((group) => !groupIds || groupIds.includes(group.adGroupId))
      .sort((a, b) => Number(a.adGroupId) - Number(b.adGroupId))
      .flatMap((group) => store.keywords(group.adGroupId))
      .filter((keyword) => !statuses || statuses.includes(keyword.keywordStatus));
    return {
      keywords: keywords
        .slice(page.offset, page.offset + page.limit)
        .map(({ adGroupId, bid, keywordId, keywordStatus, keywordText, matchType }) => ({
          adGroupId,
          bid,
          keywordId,
          keywordStatus,
          keywordText,
          matchType,
        })),
      ...pageLinks(url(request.url), page, keywords.length),
    };
  });
}
