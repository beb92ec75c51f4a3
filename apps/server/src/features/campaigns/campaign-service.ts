import type { Campaign, FundingModel } from '@baylytics/contract/campaigns';
import { costPerClickProgram } from '@baylytics/contract/campaigns';
import { marketplaces } from '@baylytics/contract/marketplaces';
import type { EbaySiteId } from '../../integrations/ebay/ebay-types.ts';
import { AppError } from '../../kernel/errors.ts';
import { createKeptAnswers } from '../../kernel/kept-answers.ts';
import { type CampaignOwner, refreshOneCampaign, refreshSellerCampaigns } from './campaign-refresh.ts';
import type { CampaignRepository, CampaignRow, CampaignSortKey } from './campaign-repository.ts';
import { ebayRefusal, firstRefusal } from './ebay-refusal.ts';
import type { CampaignCallsFor, UsableTokens } from './ports.ts';

export interface CampaignServiceDeps {
  repository: CampaignRepository;
  calls: CampaignCallsFor;
  tokens: UsableTokens;
  clock: () => Date;
  /** Queues a refresh of a connection's campaigns from eBay. */
  requestRefresh(owner: CampaignOwner): Promise<void>;
  /** List pages kept in the server; 0 keeps none (the bench measures a first view so). */
  listPagesKept?: number;
}

/** The list asks eBay again in the background when the stored campaigns are older than this. */
const listFreshMs = 15 * 60_000;
/** List pages kept in the server by default (each a page of 25 campaigns, a few kilobytes). */
const listPagesKept = 1_000;

export function toCampaign(row: CampaignRow): Campaign {
  const site = marketplaces.find((m) => m.marketplaceId === row.marketplaceId);
  const [rule] = row.selectionRules;
  return {
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    campaignStatus: row.campaignStatus,
    fundingModel: row.fundingModel,
    bidPercentage: row.bidPercentage,
    budget:
      row.dailyBudget === null
        ? null
        : { value: row.dailyBudget, currency: row.currency ?? site?.currency ?? 'EUR' },
    marketplaceId: row.marketplaceId,
    eBaySiteId: site?.eBaySiteId ?? 77,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    selectionRule: rule
      ? {
          brands: rule.brands,
          categoryIds: rule.categoryIds,
          categoryScope: rule.categoryScope,
          listingConditionIds: rule.listingConditionIds.filter(
            (id): id is '1000' | '2000' | '2500' | '3000' => ['1000', '2000', '2500', '3000'].includes(id),
          ),
          minPrice: rule.minPrice,
          maxPrice: rule.maxPrice,
        }
      : null,
    sellerName: row.sellerName,
    listingCount: row.listingCount,
  };
}

/** The funding models eBay's eligibilities allow: cost per click with the advanced programme, else cost per sale. */
export function fundingModelsOf(
  eligibilities: { programType: string; isEligible: boolean }[],
): FundingModel[] {
  const isCostPerClick = eligibilities.some((e) => e.programType === costPerClickProgram && e.isEligible);
  return isCostPerClick ? ['COST_PER_SALE', 'COST_PER_CLICK'] : ['COST_PER_SALE'];
}

export function createCampaignService(deps: CampaignServiceDeps) {
  const { repository } = deps;
  const listPages = createKeptAnswers<{ data: Campaign[]; total: number }>(
    deps.listPagesKept ?? listPagesKept,
  );

  /** The user's connection to a seller, or 404 ebayAccountNotConnected. */
  async function ownerOf(userId: number, sellerName: string): Promise<CampaignOwner> {
    const ebayTokenId = await deps.tokens.usableTokenId(userId, sellerName, deps.clock());
    if (ebayTokenId === null) throw new AppError('ebayAccountNotConnected');
    return { userId, ebayTokenId, sellerName };
  }

  /** The user's stored campaign; another user's is as unknown as one that does not exist (404). */
  async function campaignOf(userId: number, campaignId: string): Promise<CampaignRow> {
    const row = await repository.byCampaignId(userId, campaignId);
    if (!row) throw new AppError('notFound');
    return row;
  }

  const refreshDeps = (ebayTokenId: number) => ({
    repository,
    calls: deps.calls(ebayTokenId),
    clock: deps.clock,
  });

  return {
    /**
     * A page of stored campaigns. A seller never read from eBay is read now, once; afterwards the list is served
     * from our tables and a stale one is refreshed in the background. Pages are kept while the user's stored
     * campaigns are unchanged (`listVersion`), so a repeated page costs one small read instead of the page's.
     */
    async list(
      userId: number,
      query: {
        keyword?: string;
        sellerName?: string;
        orderBy: CampaignSortKey;
        direction: 'asc' | 'desc';
        pageIndex: number;
        pageSize: number;
      },
    ) {
      const owner = query.sellerName ? await ownerOf(userId, query.sellerName) : null;
      let state = await repository.listVersion(userId, owner?.ebayTokenId ?? null);
      if (owner) {
        if (state.refreshedAt === null) {
          await refreshSellerCampaigns(refreshDeps(owner.ebayTokenId), owner).catch(ebayRefusal);
          state = await repository.listVersion(userId, owner.ebayTokenId);
        } else if (deps.clock().getTime() - state.refreshedAt.getTime() > listFreshMs)
          await deps.requestRefresh(owner);
      }
      const { keyword, sellerName, orderBy, direction, pageIndex, pageSize } = query;
      const key = JSON.stringify([userId, sellerName, keyword, orderBy, direction, pageIndex, pageSize]);
      return listPages.get(key, state.version, async () => {
        const { rows, total } = await repository.page({ userId, ...query });
        return { data: rows.map(toCampaign), total };
      });
    },

    async detail(userId: number, campaignId: string) {
      const row = await campaignOf(userId, campaignId);
      return { ...toCampaign(row), listingIds: await repository.listingIds(row.id) };
    },

    async byItemNumber(
      userId: number,
      query: { sellerName: string; itemNumber: string; fundingModel?: FundingModel },
    ) {
      await ownerOf(userId, query.sellerName);
      const rows = await repository.byListing({ userId, ...query, listingId: query.itemNumber });
      return rows.map(toCampaign);
    },

    async eligibilities(userId: number, query: { sellerName: string; eBaySiteId: number }) {
      const owner = await ownerOf(userId, query.sellerName);
      const eligibilities = await deps
        .calls(owner.ebayTokenId)
        .advertisingEligibility(query.eBaySiteId as EbaySiteId)
        .catch(ebayRefusal);
      return { eligibilities, fundingModels: fundingModelsOf(eligibilities) };
    },

    /** Refreshes one stored campaign from eBay after a change (never fails the change itself). */
    async refreshAfterChange(owner: CampaignOwner, campaignId: string): Promise<CampaignRow> {
      await refreshOneCampaign(refreshDeps(owner.ebayTokenId), owner, campaignId).catch(ebayRefusal);
      return campaignOf(owner.userId, campaignId);
    },

    ownerOf,
    campaignOf,
    firstRefusal,
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
