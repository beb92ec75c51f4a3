import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Seller, SiteId } from '../marketplace/model.ts';
import { fitsRule } from './keyword-insights.ts';
import { type CreateCampaignRequest, campaignToCreate, marketingFailure } from './marketing-rules.ts';
import { type MarketingStore, type StoredCampaign, statusOf } from './marketing-store.ts';
import { sellerOf } from './request-auth.ts';
import type { EbayContext } from './sandbox-context.ts';
import { dayOf } from './sandbox-date.ts';

export const marketingBase = '/sell/marketing/v1';
const maxLimit = 500;

/** The Account API's advertising programmes: Promoted Listings General (cost per sale) and Priority (cost per click). */
export function advertisingEligibility(seller: Seller) {
  const isEstablished = seller.feedbackScore >= 10;
  // eBay opens the cost-per-click programme to sellers above standard; the market's stand-in for that.
  const isAboveStandard = seller.feedbackScore >= 100 && seller.feedbackPercentage >= 98;
  const entry = (programType: string, isEligible: boolean) =>
    isEligible
      ? { programType, status: 'ELIGIBLE' }
      : { programType, status: 'INELIGIBLE', reason: 'SELLER_STANDARDS_NOT_MET' };
  return [
    entry('PROMOTED_LISTINGS_STANDARD', isEstablished),
    entry('PROMOTED_LISTINGS_ADVANCED', isEstablished && isAboveStandard),
  ];
}

export function isAdvancedEligible(seller: Seller | undefined): boolean {
  return seller !== undefined && advertisingEligibility(seller)[1]?.status === 'ELIGIBLE';
}

/** A Campaign as eBay answers it. */
export function campaignAnswer(campaign: StoredCampaign, now: Date) {
  return {
    campaignId: campaign.campaignId,
    campaignName: campaign.campaignName,
    campaignStatus: statusOf(campaign, now),
    marketplaceId: campaign.marketplaceId,
    startDate: campaign.startDate,
    ...(campaign.endDate && { endDate: campaign.endDate }),
    fundingStrategy: {
      fundingModel: campaign.fundingModel,
      ...(campaign.bidPercentage && { bidPercentage: campaign.bidPercentage }),
    },
    ...(campaign.dailyBudget && {
      budget: { daily: { amount: campaign.dailyBudget, budgetStatus: 'NORMAL' } },
    }),
    ...(campaign.criterion && { campaignCriterion: campaign.criterion }),
  };
}

export function siteOfCampaign(context: EbayContext, campaign: StoredCampaign): SiteId {
  return context.market.sites.find((s) => s.marketplaceId === campaign.marketplaceId)?.siteId ?? 77;
}

/** The caller's campaign, else eBay's 35045 (another seller's campaign is unknown to the caller). */
export function ownCampaign(
  context: EbayContext,
  store: MarketingStore,
  request: FastifyRequest,
  campaignId: string,
  status = 404,
): StoredCampaign {
  const campaign = store.campaign(sellerOf(context, request), campaignId);
  if (!campaign) throw marketingFailure(status, 35045, `No campaign found for campaign id ${campaignId}.`);
  return campaign;
}

/** limit and offset as eBay reads them (35029, 35030). */
export function pageOf(query: { limit?: string; offset?: string }, defaultLimit = 10) {
  const limit = query.limit === undefined ? defaultLimit : Number(query.limit);
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit)
    throw marketingFailure(400, 35029, `The 'limit' has to be greater than zero and less than ${maxLimit}.`);
  if (!Number.isInteger(offset) || offset < 0)
    throw marketingFailure(400, 35030, "The 'offset' cannot be less than zero.");
  return { limit, offset };
}

/** The paging links of a collection answer. */
export function pageLinks(href: URL, page: { limit: number; offset: number }, total: number) {
  const at = (offset: number) => {
    const url = new URL(href);
    url.searchParams.set('limit', String(page.limit));
    url.searchParams.set('offset', String(offset));
    return url.toString();
  };
  return {
    href: at(page.offset),
    limit: page.limit,
    offset: page.offset,
    total,
    ...(page.offset + page.limit < total && { next: at(page.offset + page.limit) }),
    ...(page.offset > 0 && { prev: at(Math.max(0, page.offset - page.limit)) }),
  };
}

type Query = Record<string, string | undefined>;

/** Campaigns of the Marketing API: list, read (by id or by name), create, pause, resume, end. */
export function registerCampaignRoutes(
  app: FastifyInstance,
  context: EbayContext,
  store: MarketingStore,
): void {
  const url = (request: FastifyRequest) => new URL(request.url, context.publicUrl());

  app.get<{ Querystring: Query }>(`${marketingBase}/ad_campaign`, async (request) => {
    const seller = sellerOf(context, request);
    const page = pageOf(request.query);
    const now = context.now();
    const { campaign_name: name, campaign_status: statuses, funding_strategy: funding } = request.query;
    if (name !== undefined && name.length > 80)
      throw marketingFailure(400, 35020, 'The campaign name cannot be more than 80 characters.');
    const wantedStatuses = statuses?.split(',').filter(Boolean);
    const matching = store
      .campaignsOf(seller)
      .filter((c) => name === undefined || c.campaignName.toLowerCase() === name.toLowerCase())
      .filter((c) => !wantedStatuses?.length || wantedStatuses.includes(statusOf(c, now)))
      .filter((c) => funding === undefined || c.fundingModel === funding);
    return {
      campaigns: matching.slice(page.offset, page.offset + page.limit).map((c) => campaignAnswer(c, now)),
      ...pageLinks(url(request), page, matching.length),
    };
  });

  // getCampaignByName: an exact, case-sensitive match; eBay answers 35046 when the seller has none of that name.
  app.get<{ Querystring: Query }>(`${marketingBase}/ad_campaign/get_campaign_by_name`, async (request) => {
    const name = request.query.campaign_name;
    if (name === undefined || name === '')
      throw marketingFailure(400, 35019, 'Campaign name is required for this call.');
    if (name.length > 80)
      throw marketingFailure(400, 35020, 'The campaign name cannot be more than 80 characters.');
    const campaign = store.campaignsOf(sellerOf(context, request)).find((c) => c.campaignName === name);
    if (!campaign) throw marketingFailure(400, 35046, `No campaign found with the name ${name}.`);
    return campaignAnswer(campaign, context.now());
  });

  app.get<{ Params: { campaignId: string } }>(`${marketingBase}/ad_campaign/:campaignId`, async (request) =>
    campaignAnswer(ownCampaign(context, store, request, request.params.campaignId), context.now()),
  );

  app.post<{ Body: CreateCampaignRequest }>(`${marketingBase}/ad_campaign`, async (request, reply) => {
    const seller = sellerOf(context, request);
    const now = context.now();
    const campaign = campaignToCreate(
      {
        market: context.market,
        request: request.body ?? {},
        seller,
        existingNames: store.campaignsOf(seller).map((c) => c.campaignName),
        isAdvancedEligible: isAdvancedEligible(context.market.seller(seller)),
        now,
      },
      store.nextId(),
    );
    store.addCampaign(campaign);
    // A rules-based campaign promotes every live listing of the seller its rules select.
    const rules = campaign.criterion?.selectionRules ?? [];
    if (rules.length > 0) {
      const day = dayOf(now);
      const siteId = siteOfCampaign(context, campaign);
      for (const itemId of context.market.listingIdsOfSeller(seller, day)) {
        const listing = context.market.listing(itemId, day);
        if (!listing || listing.siteId !== siteId) continue;
        if (!rules.some((rule) => fitsRule(context.market, listing, rule))) continue;
        store.addAd({
          adId: store.nextId(),
          campaignId: campaign.campaignId,
          listingId: itemId,
          bidPercentage: campaign.bidPercentage,
          adStatus: 'ACTIVE',
        });
      }
    }
    store.save();
    return reply
      .code(201)
      .header('location', `${context.publicUrl()}${marketingBase}/ad_campaign/${campaign.campaignId}`)
      .send();
  });

  const transitions = {
    pause: { from: ['RUNNING', 'SCHEDULED'], to: 'PAUSED' },
    resume: { from: ['PAUSED'], to: null },
    end: { from: ['RUNNING', 'SCHEDULED', 'PAUSED'], to: 'ENDED' },
  } as const;
  for (const [action, rule] of Object.entries(transitions)) {
    app.post<{ Params: { campaignId: string } }>(
      `${marketingBase}/ad_campaign/:campaignId/${action}`,
      async (request, reply) => {
        const campaign = ownCampaign(context, store, request, request.params.campaignId);
        const status = statusOf(campaign, context.now());
        if (!(rule.from as readonly string[]).includes(status))
          throw marketingFailure(
            409,
            35043,
            `The campaign status of ${status} is either invalid or not supported for this operation.`,
          );
        campaign.manualStatus = rule.to;
        campaign.statusLog = [
          ...(campaign.statusLog ?? []),
          { at: context.now().toISOString(), manualStatus: rule.to },
        ];
        store.save();
        return reply.code(204).send();
      },
    );
  }
}
