import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Listing } from '../marketplace/model.ts';
import { proposedBidFor, suggestKeywordsFor } from './keyword-insights.ts';
import { marketingBase, ownCampaign, pageLinks, pageOf, siteOfCampaign } from './marketing-routes.ts';
import { marketingFailure } from './marketing-rules.ts';
import { type MarketingStore, type StoredCampaign, statusOf, type WireAmount } from './marketing-store.ts';
import type { EbayContext } from './sandbox-context.ts';
import { dayOf } from './sandbox-date.ts';

const matchTypes = ['BROAD', 'EXACT', 'PHRASE'];
const bidRange = { min: 0.02, max: 100 };
const maxKeywordLength = 100;

type CampaignParams = { campaignId: string };
type AdGroupParams = CampaignParams & { adGroupId: string };
type Query = Record<string, string | undefined>;

interface CreateAdRequest {
  listingId?: string;
  bidPercentage?: string;
  adGroupId?: string;
}
interface CreateKeywordRequest {
  adGroupId?: string;
  keywordText?: string;
  matchType?: string;
  bid?: Partial<WireAmount>;
}

const errorEntry = (errorId: number, message: string) => ({
  errorId,
  domain: 'API_MARKETING',
  category: 'REQUEST',
  message,
});

function notEnded(campaign: StoredCampaign, now: Date): void {
  if (statusOf(campaign, now) === 'ENDED')
    throw marketingFailure(400, 35035, `The campaign with campaign id ${campaign.campaignId} has ended.`);
}

function requireCpc(campaign: StoredCampaign): void {
  if (campaign.fundingModel !== 'COST_PER_CLICK')
    throw marketingFailure(
      400,
      36213,
      'The campaign funding model should be CPC. Please check funding model for provided campaign id.',
    );
}

function isBid(amount: Partial<WireAmount> | undefined): amount is WireAmount {
  const value = Number(amount?.value);
  return amount?.value !== undefined && /^\d+(\.\d{1,2})?$/.test(amount.value) && value > 0;
}

/** Ads, ad groups, keyword and bid suggestions, and keywords of a campaign. */
export function registerAdRoutes(app: FastifyInstance, context: EbayContext, store: MarketingStore): void {
  const base = `${marketingBase}/ad_campaign/:campaignId`;
  const market = context.market;
  const own = (request: FastifyRequest, campaignId: string) =>
    ownCampaign(context, store, request, campaignId);
  const adGroupOf = (campaign: StoredCampaign, adGroupId: string) => {
    const group = store.adGroups(campaign.campaignId).find((g) => g.adGroupId === adGroupId);
    if (!group) throw marketingFailure(400, 36210, `No ad group found for ad group id ${adGroupId}.`);
    return group;
  };

  app.post<{ Params: CampaignParams; Body: { requests?: CreateAdRequest[] } }>(
    `${base}/bulk_create_ads_by_listing_id`,
    async (request, reply) => {
      const campaign = own(request, request.params.campaignId);
      const now = context.now();
      notEnded(campaign, now);
      const requests = request.body?.requests ?? [];
      if (requests.length === 0)
        throw marketingFailure(400, 35033, 'At least one request is required for bulk requests.');
      const ids = requests.map((r) => r.listingId);
      if (new Set(ids).size !== ids.length)
        throw marketingFailure(
          400,
          35018,
          'There are duplicate listing IDs or inventoryReference IDs in this request. You must remove the duplicate.',
        );
      const day = dayOf(now);
      const siteId = siteOfCampaign(context, campaign);
      const existing = new Set(store.ads(campaign.campaignId).map((ad) => ad.listingId));
      const responses = requests.map((entry) => {
        const listingId = entry.listingId ?? '';
        const refuse = (errorId: number, message: string) => ({
          listingId,
          statusCode: 400,
          errors: [errorEntry(errorId, message)],
        });
        if (!listingId) return refuse(35014, 'The listing Id is required for this call.');
        const listing = market.listing(listingId, day);
        const isOwn = listing?.sellerUsername.toLowerCase() === campaign.seller.toLowerCase();
        if (!listing || !isOwn || listing.siteId !== siteId)
          return refuse(35048, `The listing ID ${listingId} is invalid or has ended.`);
        if (existing.has(listingId))
          return refuse(35036, `An ad for listing ID ${listingId} already exists.`);
        if (campaign.fundingModel === 'COST_PER_CLICK') {
          if (entry.bidPercentage !== undefined)
            return refuse(35080, "The 'bidPercentage' is not supported for CPC funding model.");
          if (!entry.adGroupId) return refuse(36108, "The 'adGroupId' is required for CPC funding model.");
          if (!store.adGroups(campaign.campaignId).some((g) => g.adGroupId === entry.adGroupId))
            return refuse(36210, `No ad group found for ad group id ${entry.adGroupId}.`);
        } else if (entry.adGroupId !== undefined) {
          return refuse(36106, "The 'adGroupId' is not supported for CPS funding model.");
        }
        const bid = entry.bidPercentage ?? campaign.bidPercentage;
        if (campaign.fundingModel === 'COST_PER_SALE' && !(Number(bid) >= 2 && Number(bid) <= 100))
          return refuse(
            35007,
            `The 'bidPercentage' ${bid ?? ''} is not valid. The bid percentage should be a single precision value. Minimum value: 2 , Maximum value:100.`,
          );
        const adId = store.nextId();
        existing.add(listingId);
        store.addAd({
          adId,
          campaignId: campaign.campaignId,
          listingId,
          adStatus: 'ACTIVE',
          ...(campaign.fundingModel === 'COST_PER_SALE' && { bidPercentage: Number(bid).toFixed(1) }),
          ...(entry.adGroupId && { adGroupId: entry.adGroupId }),
        });
        return {
          adId,
          listingId,
          ...(entry.adGroupId && { adGroupId: entry.adGroupId }),
          href: `${context.publicUrl()}${marketingBase}/ad_campaign/${campaign.campaignId}/ad/${adId}`,
          statusCode: 201,
        };
      });
      store.save();
      return reply.code(responses.every((r) => r.statusCode === 201) ? 200 : 207).send({ responses });
    },
  );

  app.get<{ Params: CampaignParams; Querystring: Query }>(`${base}/ad`, async (request) => {
    const campaign = own(request, request.params.campaignId);
    const page = pageOf(request.query);
    const listingIds = request.query.listing_ids?.split(',').filter(Boolean);
    const adGroupIds = request.query.ad_group_ids?.split(',').filter(Boolean);
    const ads = store
      .ads(campaign.campaignId)
      .filter((ad) => !listingIds?.length || listingIds.includes(ad.listingId))
      .filter(
        (ad) => !adGroupIds?.length || (ad.adGroupId !== undefined && adGroupIds.includes(ad.adGroupId)),
      );
    return {
      ads: ads.slice(page.offset, page.offset + page.limit).map(({ campaignId: _campaign, ...ad }) => ad),
      ...pageLinks(new URL(request.url, context.publicUrl()), page, ads.length),
    };
  });

  app.post<{ Params: CampaignParams; Body: { name?: string; defaultBid?: Partial<WireAmount> } }>(
    `${base}/ad_group`,
    async (request, reply) => {
      const campaign = own(request, request.params.campaignId);
      notEnded(campaign, context.now());
      requireCpc(campaign);
      const name = request.body?.name?.trim() ?? '';
      const bid = request.body?.defaultBid;
      if (!name) throw marketingFailure(400, 36214, 'Ad Group name is required for this call.');
      if (name.length > 80)
        throw marketingFailure(400, 36202, 'The ad group name cannot be more than 80 characters.');
      if (store.adGroups(campaign.campaignId).some((g) => g.name.toLowerCase() === name.toLowerCase()))
        throw marketingFailure(400, 36201, `An ad group with name ${name} already exists for this campaign.`);
      if (!bid) throw marketingFailure(400, 36215, "The 'defaultBid' is required for this call.");
      if (!bid.value) throw marketingFailure(400, 36216, "The 'defaultBid' value is required for this call.");
      if (!isBid(bid))
        throw marketingFailure(
          400,
          36203,
          `The 'defaultBid' value ${bid.value} is not valid. The default bid value should be a double precision value.`,
        );
      if (bid.currency !== campaign.dailyBudget?.currency)
        throw marketingFailure(
          400,
          36212,
          `The 'defaultBid' currency ${bid.currency ?? ''} should be the same as the daily budget.`,
        );
      if (Number(bid.value) < bidRange.min)
        throw marketingFailure(
          400,
          36205,
          `The 'defaultBid' value ${bid.value} is below floor value ${bidRange.min}.`,
        );
      if (Number(bid.value) > Number(campaign.dailyBudget?.value))
        throw marketingFailure(400, 36207, `The 'defaultBid' value ${bid.value} is more than daily budget.`);
      const adGroupId = store.nextId();
      store.addAdGroup({
        adGroupId,
        campaignId: campaign.campaignId,
        name,
        defaultBid: { currency: bid.currency, value: Number(bid.value).toFixed(2) },
        adGroupStatus: 'ACTIVE',
      });
      store.save();
      return reply
        .code(201)
        .header(
          'location',
          `${context.publicUrl()}${marketingBase}/ad_campaign/${campaign.campaignId}/ad_group/${adGroupId}`,
        )
        .send();
    },
  );

  app.post<{
    Params: AdGroupParams;
    Body: { listingIds?: string[]; matchType?: string; additionalInfo?: string[]; exclusions?: string[] };
  }>(`${base}/ad_group/:adGroupId/suggest_keywords`, async (request) => {
    const campaign = own(request, request.params.campaignId);
    requireCpc(campaign);
    const group = adGroupOf(campaign, request.params.adGroupId);
    const body = request.body ?? {};
    if (body.matchType !== undefined && !matchTypes.includes(body.matchType))
      throw marketingFailure(
        400,
        36301,
        `The provided keyword match type is not supported. Valid values are: ${matchTypes.join(', ')}.`,
      );
    if (body.additionalInfo?.some((info) => info !== 'KEYWORD_INSIGHTS'))
      throw marketingFailure(
        400,
        70007,
        'The provided additionalInfo is not supported. Valid values are KEYWORD_INSIGHTS.',
      );
    const day = dayOf(context.now());
    const listingIds = body.listingIds?.length
      ? body.listingIds
      : store
          .ads(campaign.campaignId)
          .filter((ad) => ad.adGroupId === group.adGroupId)
          .map((ad) => ad.listingId);
    const listings: Listing[] = [];
    for (const listingId of listingIds) {
      const listing = market.listing(listingId, day);
      if (!listing || listing.sellerUsername.toLowerCase() !== campaign.seller.toLowerCase())
        throw marketingFailure(400, 35013, `The listing Id ${listingId} is not valid.`);
      listings.push(listing);
    }
    const siteId = siteOfCampaign(context, campaign);
    const withInsights = body.additionalInfo?.includes('KEYWORD_INSIGHTS') ?? false;
    const suggestions = suggestKeywordsFor(market, siteId, listings, day, body.exclusions);
    return {
      suggestedKeywords: suggestions.map((s) => ({
        keywordText: s.keywordText,
        matchType: body.matchType ?? 'BROAD',
        ...(withInsights && {
          additionalInfo: [
            {
              infoType: 'KEYWORD_INSIGHTS',
              metrics: [{ metricKey: 'SEARCH_VOLUME', value: String(s.searchVolume) }],
            },
          ],
        }),
      })),
    };
  });

  app.post<{ Params: AdGroupParams; Body: { keywords?: { keywordText?: string; matchType?: string }[] } }>(
    `${base}/ad_group/:adGroupId/suggest_bids`,
    async (request) => {
      const campaign = own(request, request.params.campaignId);
      requireCpc(campaign);
      adGroupOf(campaign, request.params.adGroupId);
      const siteId = siteOfCampaign(context, campaign);
      const currency = market.site(siteId).currency;
      const day = dayOf(context.now());
      const suggestedBids = (request.body?.keywords ?? []).map((keyword) => {
        const text = keyword.keywordText?.trim() ?? '';
        if (!text) throw marketingFailure(400, 36311, 'The keywordText cannot be null or empty.');
        const matchType = keyword.matchType ?? 'BROAD';
        if (!matchTypes.includes(matchType))
          throw marketingFailure(
            400,
            36301,
            `The keyword match type ${matchType} is not supported. Valid values are: ${matchTypes.join(', ')}.`,
          );
        const bid = proposedBidFor(market, siteId, text, day);
        return {
          keywordText: text,
          matchType,
          proposedBid: {
            currency,
            value: bid.value.toFixed(2),
            rangeStart: bid.rangeStart.toFixed(2),
            rangeEnd: bid.rangeEnd.toFixed(2),
          },
        };
      });
      return { suggestedBids };
    },
  );

  app.post<{ Params: CampaignParams; Body: { requests?: CreateKeywordRequest[] } }>(
    `${base}/bulk_create_keyword`,
    async (request, reply) => {
      const campaign = own(request, request.params.campaignId);
      notEnded(campaign, context.now());
      requireCpc(campaign);
      const requests = request.body?.requests ?? [];
      if (requests.length === 0)
        throw marketingFailure(400, 35033, 'At least one request is required for bulk requests.');
      const pairs = requests.map((r) => `${r.adGroupId}|${r.keywordText?.toLowerCase()}|${r.matchType}`);
      if (new Set(pairs).size !== pairs.length)
        throw marketingFailure(
          400,
          36315,
          'There are duplicate KeywordText and matchType combination in this request. You must remove the duplicate.',
        );
      const currency = campaign.dailyBudget?.currency;
      const responses = requests.map((entry) => {
        const keywordText = entry.keywordText?.trim() ?? '';
        const base = { keywordText, matchType: entry.matchType ?? '', adGroupId: entry.adGroupId ?? '' };
        const refuse = (errorId: number, message: string) => ({
          ...base,
          statusCode: 400,
          errors: [errorEntry(errorId, message)],
        });
        const group = store.adGroups(campaign.campaignId).find((g) => g.adGroupId === entry.adGroupId);
        if (!group) return refuse(36210, `No ad group found for ad group id ${entry.adGroupId ?? ''}.`);
        if (!keywordText) return refuse(36311, 'The keywordText cannot be null or empty.');
        if (keywordText.length > maxKeywordLength)
          return refuse(
            36304,
            `The keywordText ${keywordText} cannot be more than ${maxKeywordLength} characters.`,
          );
        if (!matchTypes.includes(entry.matchType ?? ''))
          return refuse(
            36301,
            `The keyword match type ${entry.matchType ?? ''} is not supported. Valid values are: ${matchTypes.join(', ')}.`,
          );
        const bid = entry.bid ?? group.defaultBid;
        if (!isBid(bid))
          return refuse(
            36305,
            `The 'bid' value ${bid.value ?? ''} is not valid. The default bid value should be a double precision value.`,
          );
        if (bid.currency !== currency)
          return refuse(
            36309,
            `The 'bid' currency ${bid.currency ?? ''} should be the same as the daily budget.`,
          );
        if (Number(bid.value) < bidRange.min)
          return refuse(36306, `The 'bid' value ${bid.value} is below floor value ${bidRange.min}.`);
        if (Number(bid.value) > Number(campaign.dailyBudget?.value))
          return refuse(
            36313,
            `The 'bid' value ${bid.value} is more than maximum daily budget ${campaign.dailyBudget?.value ?? ''}.`,
          );
        const duplicate = store
          .keywords(group.adGroupId)
          .some(
            (k) =>
              k.keywordText.toLowerCase() === keywordText.toLowerCase() && k.matchType === entry.matchType,
          );
        if (duplicate)
          return refuse(
            36303,
            `A keyword with text ${keywordText} and match type ${entry.matchType ?? ''} already exists for this Ad Group.`,
          );
        const keywordId = store.nextId();
        store.addKeyword({
          keywordId,
          campaignId: campaign.campaignId,
          adGroupId: group.adGroupId,
          keywordText,
          matchType: entry.matchType ?? 'BROAD',
          bid: { currency: bid.currency, value: Number(bid.value).toFixed(2) },
          keywordStatus: 'ACTIVE',
        });
        return {
          ...base,
          keywordId,
          href: `${context.publicUrl()}${marketingBase}/ad_campaign/${campaign.campaignId}/keyword/${keywordId}`,
          statusCode: 201,
        };
      });
      store.save();
      return reply.code(responses.every((r) => r.statusCode === 201) ? 200 : 207).send({ responses });
    },
  );
}
