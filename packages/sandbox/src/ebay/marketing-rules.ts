import type { Marketplace } from '../marketplace/model.ts';
import { type EbayErrorDetail, EbayFailure } from './ebay-failure.ts';
import type { FundingModel, StoredCampaign, WireAmount, WireCriterion } from './marketing-store.ts';

/** A Marketing API refusal: eBay's ErrorDetailV3 in domain API_MARKETING. */
export function marketingFailure(
  statusCode: number,
  errorId: number,
  message: string,
  parameters?: EbayErrorDetail['parameters'],
): EbayFailure {
  return new EbayFailure(statusCode, {
    errors: [
      {
        errorId,
        domain: 'API_MARKETING',
        category: 'REQUEST',
        message,
        ...(parameters && { parameters }),
      },
    ],
  });
}

const invalid = (errorId: number, message: string) => marketingFailure(400, errorId, message);

/** eBay's listing conditions a selection rule may name (New, Certified and Seller Refurbished, Used). */
export const listingConditionIds = ['1000', '2000', '2500', '3000'];
const maxCampaignNameLength = 80;
const bidPercentageRange = { min: 2, max: 100 };
/** Daily budget limits of a cost-per-click campaign, in the marketplace's currency. */
export const dailyBudgetRange = { min: 1, max: 100_000 };

/** What `POST /ad_campaign` sends (CreateCampaignRequest). */
export interface CreateCampaignRequest {
  campaignName?: string;
  marketplaceId?: string;
  startDate?: string;
  endDate?: string;
  fundingStrategy?: { fundingModel?: string; bidPercentage?: string };
  budget?: { daily?: { amount?: Partial<WireAmount> } };
  campaignCriterion?: WireCriterion;
}

const isDecimal = (value: string | undefined, places: number) =>
  value !== undefined && new RegExp(`^\\d+(\\.\\d{1,${places}})?$`).test(value);

function checkAmount(amount: Partial<WireAmount> | undefined, currency: string): number {
  if (!amount || !isDecimal(amount.value, 2) || Number(amount.value) <= 0)
    throw invalid(
      35015,
      "The 'maxPrice' or 'minPrice' value is missing or invalid. The value cannot be less than or equal to zero.",
    );
  if (amount.currency !== currency) throw invalid(35017, "'currency' is not valid or missing.");
  return Number(amount.value);
}

function checkCriterion(market: Marketplace, criterion: WireCriterion, siteCurrency: string): void {
  if (!criterion.criterionType)
    throw invalid(
      35042,
      'The criterion type is required for criterion based campaigns. Valid values are: INVENTORY_PARTITION.',
    );
  const rules = criterion.selectionRules ?? [];
  if (rules.length === 0) throw invalid(35005, "'selectionRules' is required for criterion based campaigns.");
  for (const rule of rules) {
    const { categoryScope: _scope, ...named } = rule;
    const hasRule = Object.values(named).some((value) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined,
    );
    if (!hasRule)
      throw invalid(
        35004,
        "One of the selectionRule containers is empty. You must specify at least one rule in each selectionRule container. Note: 'categoryScope' is not a rule.",
      );
    if ((rule.categoryIds?.length ?? 0) > 0 && !['MARKETPLACE', 'STORE'].includes(rule.categoryScope ?? ''))
      throw invalid(
        35039,
        "The 'categoryScope' is required for criterion based campaigns using category based listing selection rules. Valid values are: MARKETPLACE, STORE",
      );
    for (const conditionId of rule.listingConditionIds ?? [])
      if (!listingConditionIds.includes(conditionId))
        throw invalid(
          35009,
          `The listing Condition ID ${conditionId} is not valid. Refer to the API call documentation for a list of valid values.`,
        );
    for (const categoryId of rule.categoryIds ?? [])
      if (!/^\d+$/.test(categoryId)) throw invalid(35008, `The category ID ${categoryId} is not valid.`);
    for (const brand of rule.brands ?? [])
      if (brand.trim() === '') throw invalid(35022, `The brand name ${brand} is not valid.`);
    const min = rule.minPrice ? checkAmount(rule.minPrice, siteCurrency) : undefined;
    const max = rule.maxPrice ? checkAmount(rule.maxPrice, siteCurrency) : undefined;
    if (min !== undefined && max !== undefined && min > max)
      throw invalid(35016, `The 'minPrice' ${min} cannot be greater than the 'maxPrice' ${max}.`);
  }
  void market;
}

/**
 * Checks a create-campaign request as eBay does and answers the campaign to store. Dates: the start day may
 * be today or later, an end date must be after the start, and neither may lie in the past (35024, 35026).
 */
export function campaignToCreate(
  input: {
    market: Marketplace;
    request: CreateCampaignRequest;
    seller: string;
    existingNames: string[];
    isAdvancedEligible: boolean;
    now: Date;
  },
  campaignId: string,
): StoredCampaign {
  const { request, market, now } = input;
  const name = request.campaignName?.trim() ?? '';
  if (!name) throw invalid(35019, 'Campaign name is required for this call.');
  if (name.length > maxCampaignNameLength)
    throw invalid(35020, `The campaign name cannot be more than ${maxCampaignNameLength} characters.`);
  if (input.existingNames.some((existing) => existing.toLowerCase() === name.toLowerCase()))
    throw invalid(
      35021,
      `A campaign with the name of ${name} already exists. Please provide a different name.`,
    );
  if (!request.marketplaceId) throw invalid(35041, "The 'marketplaceId' is required.");
  const site = market.sites.find((s) => s.marketplaceId === request.marketplaceId);
  if (!site) throw invalid(35041, `The marketplaceId ${request.marketplaceId} is not supported.`);
  if (!request.startDate) throw invalid(35025, 'A campaign start date is required.');
  const start = Date.parse(request.startDate);
  const end = request.endDate === undefined ? undefined : Date.parse(request.endDate);
  if (Number.isNaN(start) || (end !== undefined && Number.isNaN(end)))
    throw invalid(35028, 'The format of the date is invalid. The format is yyyy-MM-ddThh:mm:ssZ.');
  const startOfToday = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (start < startOfToday)
    throw invalid(35026, `A campaign start or end date ${request.startDate} cannot be in the past.`);
  if (end !== undefined && end < now.getTime())
    throw invalid(35026, `A campaign start or end date ${request.endDate} cannot be in the past.`);
  if (end !== undefined && start >= end)
    throw invalid(
      35024,
      `The campaign start date ${request.startDate} cannot be after the end date ${request.endDate}.`,
    );

  if (!request.fundingStrategy) throw invalid(35006, "'fundingStrategy' is required for this call.");
  const model = request.fundingStrategy.fundingModel;
  if (model !== 'COST_PER_SALE' && model !== 'COST_PER_CLICK')
    throw invalid(
      35038,
      "The funding model is required. Valid values for 'fundingModel' are: COST_PER_SALE, COST_PER_CLICK.",
    );
  const fundingModel: FundingModel = model;
  const campaign: StoredCampaign = {
    campaignId,
    seller: input.seller,
    campaignName: name,
    marketplaceId: site.marketplaceId,
    startDate: new Date(start).toISOString(),
    ...(end !== undefined && { endDate: new Date(end).toISOString() }),
    fundingModel,
    manualStatus: null,
  };

  if (fundingModel === 'COST_PER_SALE') {
    const bid = request.fundingStrategy.bidPercentage;
    const value = Number(bid);
    if (!isDecimal(bid, 1) || value < bidPercentageRange.min || value > bidPercentageRange.max)
      throw invalid(
        35007,
        `The 'bidPercentage' ${bid ?? ''} is not valid. The bid percentage should be a single precision value. Minimum value: ${bidPercentageRange.min} , Maximum value:${bidPercentageRange.max}.`,
      );
    if (request.budget) throw invalid(36156, 'campaignBudget is not supported for CPS funding model.');
    campaign.bidPercentage = value.toFixed(1);
    if (request.campaignCriterion) {
      checkCriterion(market, request.campaignCriterion, site.currency);
      campaign.criterion = request.campaignCriterion;
    }
    return campaign;
  }

  if (!input.isAdvancedEligible)
    throw marketingFailure(
      409,
      35084,
      'The seller is not eligible for Promoted Listings with the CPC funding model.',
    );
  if (request.fundingStrategy.bidPercentage !== undefined)
    throw invalid(36152, "The 'bidPercentage' is not supported for CPC funding model.");
  if (request.campaignCriterion)
    throw invalid(36151, "'campaignCriterion' is not supported for CPC funding model.");
  const amount = request.budget?.daily?.amount;
  if (!amount?.value)
    throw invalid(36157, 'The daily budget is required for campaigns with CPC funding model.');
  if (!isDecimal(amount.value, 2))
    throw invalid(
      36158,
      `The daily budget value format ${amount.value} cannot have more than 2 decimal places.`,
    );
  if (amount.currency !== site.currency)
    throw invalid(
      36153,
      `The daily budget currency ${amount.currency ?? ''} is not supported for budget. The supported currency for the ${site.marketplaceId} marketplace is ${site.currency}.`,
    );
  const daily = Number(amount.value);
  if (daily < dailyBudgetRange.min)
    throw invalid(36154, `The daily budget below minimum allowed ${dailyBudgetRange.min}.`);
  if (daily > dailyBudgetRange.max)
    throw invalid(36155, `The daily budget above maximum allowed ${dailyBudgetRange.max}.`);
  campaign.dailyBudget = { currency: site.currency, value: daily.toFixed(2) };
  return campaign;
}
