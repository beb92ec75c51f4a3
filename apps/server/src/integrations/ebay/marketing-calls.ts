import type { z } from 'zod';
import { EbayError } from './ebay-error.ts';
import {
  createReportTaskRequest,
  isTaskFor,
  readReportFile,
  reportTaskAnswer,
  reportTasksAnswer,
} from './marketing-report-wire.ts';
import type { MarketingCalls } from './marketing-types.ts';
import {
  adGroupsAnswer,
  adsAnswer,
  bulkAdAnswer,
  bulkKeywordAnswer,
  campaignAnswer,
  campaignsAnswer,
  createCampaignRequest,
  eligibilityAnswer,
  keywordsAnswer,
  moneyOfWire,
  moneyToWire,
  suggestedBidsAnswer,
  suggestedKeywordsAnswer,
  toBulkOutcomes,
  toCampaign,
} from './marketing-wire.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { type EbayLogger, readJsonAnswer } from './read-answer.ts';
import { readFailure } from './read-failure.ts';
import { type RetryPolicy, sendWithRetry } from './send-with-retry.ts';
import { marketplaceIdOf } from './sites.ts';

export interface MarketingDeps {
  apiBaseUrl: string;
  fetch: typeof fetch;
  limiter: RateLimiter;
  retry: RetryPolicy;
  logger: EbayLogger | undefined;
  sellerKey: string;
  /** Runs a call with the seller's access token, renewing it once when eBay refuses it. */
  withToken<T>(run: (token: string) => Promise<T>): Promise<T>;
}

const marketing = '/sell/marketing/v1';
/** getCampaignByName's "No campaign found with the name". */
const noCampaignOfThatName = '35046';
/** Report tasks per getReportTasks page: eBay's most. */
const reportTaskPage = 500;
const campaignPath = (campaignId: string) => `${marketing}/ad_campaign/${encodeURIComponent(campaignId)}`;

/** The Marketing API (campaigns, ads, ad groups, keywords) and the Account API's eligibility, for one seller. */
export function createMarketingCalls(deps: MarketingDeps): MarketingCalls {
  async function call<T>(p: {
    api?: 'marketing' | 'account';
    method: 'GET' | 'POST';
    path: string;
    query?: Record<string, string | undefined>;
    headers?: Record<string, string>;
    body?: unknown;
    /** Absent: the answer has no body we read (204, or 201 with a Location). */
    answer?: z.ZodType<T>;
    /** The answer is a file: its bytes come back as `file`. */
    isFile?: boolean;
  }): Promise<{ value: T | undefined; location: string | null; file?: Buffer }> {
    const operation = `${p.method} ${p.path}`;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(p.query ?? {}))
      if (value !== undefined) query.set(name, value);
    const url = `${deps.apiBaseUrl}${p.path}${query.size > 0 ? `?${query.toString()}` : ''}`;
    // A POST that creates something is sent once: repeated after a lost answer it could create it twice.
    const policy = p.method === 'POST' ? { ...deps.retry, attempts: 1 } : deps.retry;
    return deps.withToken(async (token) => {
      const response = await sendWithRetry(
        {
          api: p.api ?? 'marketing',
          sellerKey: deps.sellerKey,
          operation,
          url,
          init: {
            method: p.method,
            headers: {
              authorization: `Bearer ${token}`,
              accept: p.isFile ? '*/*' : 'application/json',
              ...(p.body !== undefined && { 'content-type': 'application/json' }),
              ...p.headers,
            },
            ...(p.body !== undefined && { body: JSON.stringify(p.body) }),
          },
        },
        { fetch: deps.fetch, limiter: deps.limiter, policy },
      );
      if (!response.ok) throw await readFailure(response, operation);
      const location = response.headers.get('location');
      if (p.isFile) return { value: undefined, location, file: Buffer.from(await response.arrayBuffer()) };
      if (!p.answer) {
        await response.body?.cancel();
        return { value: undefined, location };
      }
      return {
        value: await readJsonAnswer(response, p.answer, { operation, logger: deps.logger }),
        location,
      };
    });
  }

  async function read<T>(p: Parameters<typeof call<T>>[0] & { answer: z.ZodType<T> }): Promise<T> {
    const { value } = await call(p);
    return value as T;
  }

  async function created(path: string, body: unknown): Promise<string> {
    const { location } = await call({ method: 'POST', path, body });
    const id = location?.split('/').filter(Boolean).at(-1);
    if (!id)
      throw new EbayError('invalidAnswer', 'no Location header with the new id', {
        operation: `POST ${path}`,
      });
    return decodeURIComponent(id);
  }

  const transition = async (campaignId: string, action: 'pause' | 'resume' | 'end') => {
    await call({ method: 'POST', path: `${campaignPath(campaignId)}/${action}` });
  };

  return {
    async advertisingEligibility(siteId) {
      const answer = await read({
        api: 'account',
        method: 'GET',
        path: '/sell/account/v1/advertising_eligibility',
        query: { program_types: 'PROMOTED_LISTINGS_STANDARD,PROMOTED_LISTINGS_ADVANCED' },
        headers: { 'x-ebay-c-marketplace-id': marketplaceIdOf(siteId) },
        answer: eligibilityAnswer,
      });
      return answer.advertisingEligibility.map((entry) => ({
        programType: entry.programType,
        isEligible: entry.status === 'ELIGIBLE',
        reason: entry.reason ?? null,
      }));
    },

    async campaigns(p) {
      const answer = await read({
        method: 'GET',
        path: `${marketing}/ad_campaign`,
        query: { campaign_name: p.name, limit: String(p.limit), offset: String(p.offset) },
        answer: campaignsAnswer,
      });
      return { campaigns: answer.campaigns.map(toCampaign), total: answer.total };
    },

    async campaign(campaignId) {
      return toCampaign(
        await read({ method: 'GET', path: campaignPath(campaignId), answer: campaignAnswer }),
      );
    },

    async campaignByName(campaignName) {
      try {
        return toCampaign(
          await read({
            method: 'GET',
            path: `${marketing}/ad_campaign/get_campaign_by_name`,
            query: { campaign_name: campaignName },
            answer: campaignAnswer,
          }),
        );
      } catch (error) {
        // eBay's "no campaign found with the name" (35046, a 400) or a plain 404.
        if (
          error instanceof EbayError &&
          (error.kind === 'notFound' || error.ebayErrors.some((e) => e.code === noCampaignOfThatName))
        )
          return null;
        throw error;
      }
    },

    createCampaign: (campaign) => created(`${marketing}/ad_campaign`, createCampaignRequest(campaign)),
    pauseCampaign: (campaignId) => transition(campaignId, 'pause'),
    resumeCampaign: (campaignId) => transition(campaignId, 'resume'),
    endCampaign: (campaignId) => transition(campaignId, 'end'),

    async createAds(campaignId, ads) {
      const answer = await read({
        method: 'POST',
        path: `${campaignPath(campaignId)}/bulk_create_ads_by_listing_id`,
        body: {
          requests: ads.map((ad) => ({
            listingId: ad.listingId,
            ...(ad.bidPercentage !== undefined && { bidPercentage: ad.bidPercentage.toFixed(1) }),
            ...(ad.adGroupId !== undefined && { adGroupId: ad.adGroupId }),
          })),
        },
        answer: bulkAdAnswer,
      });
      return toBulkOutcomes(
        answer.responses.map((r) => ({ subject: r.listingId, id: r.adId, errors: r.errors })),
      );
    },

    async ads(campaignId, p) {
      const answer = await read({
        method: 'GET',
        path: `${campaignPath(campaignId)}/ad`,
        query: {
          limit: String(p.limit),
          offset: String(p.offset),
          listing_ids: p.listingIds?.length ? p.listingIds.join(',') : undefined,
        },
        answer: adsAnswer,
      });
      return {
        total: answer.total,
        ads: answer.ads.map((ad) => ({
          adId: ad.adId,
          listingId: ad.listingId ?? '',
          adGroupId: ad.adGroupId ?? null,
          adStatus: ad.adStatus ?? 'ACTIVE',
          bidPercentage: ad.bidPercentage === undefined ? null : Number(ad.bidPercentage),
        })),
      };
    },

    createAdGroup: (campaignId, group) =>
      created(`${campaignPath(campaignId)}/ad_group`, {
        name: group.name,
        defaultBid: moneyToWire(group.defaultBid),
      }),

    async adGroups(campaignId, p) {
      const answer = await read({
        method: 'GET',
        path: `${campaignPath(campaignId)}/ad_group`,
        query: { limit: String(p.limit), offset: String(p.offset) },
        answer: adGroupsAnswer,
      });
      return {
        total: answer.total,
        adGroups: answer.adGroups.map((group) => ({
          adGroupId: group.adGroupId,
          name: group.name ?? '',
          adGroupStatus: group.adGroupStatus ?? 'ACTIVE',
          defaultBid: moneyOfWire(group.defaultBid),
        })),
      };
    },

    async suggestKeywords(campaignId, adGroupId, listingIds) {
      const answer = await read({
        method: 'POST',
        path: `${campaignPath(campaignId)}/ad_group/${encodeURIComponent(adGroupId)}/suggest_keywords`,
        body: { listingIds, additionalInfo: ['KEYWORD_INSIGHTS'] },
        answer: suggestedKeywordsAnswer,
      });
      return answer.suggestedKeywords.map((k) => {
        const volume = k.additionalInfo
          ?.flatMap((info) => info.metrics ?? [])
          .find((metric) => metric.metricKey === 'SEARCH_VOLUME')?.value;
        return {
          keywordText: k.keywordText,
          matchType: k.matchType ?? 'BROAD',
          searchVolume: volume === undefined || Number.isNaN(Number(volume)) ? null : Number(volume),
        };
      });
    },

    async suggestBids(campaignId, adGroupId, keywords) {
      const answer = await read({
        method: 'POST',
        path: `${campaignPath(campaignId)}/ad_group/${encodeURIComponent(adGroupId)}/suggest_bids`,
        body: { keywords },
        answer: suggestedBidsAnswer,
      });
      return answer.suggestedBids.map((bid) => ({
        keywordText: bid.keywordText,
        matchType: bid.matchType ?? 'BROAD',
        proposedBid: bid.proposedBid
          ? {
              value: Number(bid.proposedBid.value),
              currency: bid.proposedBid.currency,
              rangeStart:
                bid.proposedBid.rangeStart === undefined ? null : Number(bid.proposedBid.rangeStart),
              rangeEnd: bid.proposedBid.rangeEnd === undefined ? null : Number(bid.proposedBid.rangeEnd),
            }
          : null,
      }));
    },

    async createKeywords(campaignId, keywords) {
      const answer = await read({
        method: 'POST',
        path: `${campaignPath(campaignId)}/bulk_create_keyword`,
        body: {
          requests: keywords.map((k) => ({
            adGroupId: k.adGroupId,
            keywordText: k.keywordText,
            matchType: k.matchType,
            bid: moneyToWire(k.bid),
          })),
        },
        answer: bulkKeywordAnswer,
      });
      return toBulkOutcomes(
        answer.responses.map((r) => ({ subject: r.keywordText, id: r.keywordId, errors: r.errors })),
      );
    },

    async keywords(campaignId, p) {
      const answer = await read({
        method: 'GET',
        path: `${campaignPath(campaignId)}/keyword`,
        query: {
          ad_group_ids: p.adGroupIds?.length ? p.adGroupIds.join(',') : undefined,
          limit: String(p.limit),
          offset: String(p.offset),
        },
        answer: keywordsAnswer,
      });
      return {
        total: answer.total,
        keywords: answer.keywords.map((k) => ({
          keywordId: k.keywordId,
          adGroupId: k.adGroupId ?? '',
          keywordText: k.keywordText ?? '',
          matchType: k.matchType ?? 'BROAD',
          keywordStatus: k.keywordStatus ?? 'ACTIVE',
          bid: moneyOfWire(k.bid),
        })),
      };
    },

    createReportTask: (request) => created(`${marketing}/ad_report_task`, createReportTaskRequest(request)),

    async reportTask(reportTaskId) {
      const answer = await read({
        method: 'GET',
        path: `${marketing}/ad_report_task/${encodeURIComponent(reportTaskId)}`,
        answer: reportTaskAnswer,
      });
      return { status: answer.reportTaskStatus, reportId: answer.reportId ?? null };
    },

    async reportTaskFor(request) {
      for (let offset = 0; ; offset += reportTaskPage) {
        const answer = await read({
          method: 'GET',
          path: `${marketing}/ad_report_task`,
          query: { limit: String(reportTaskPage), offset: String(offset) },
          answer: reportTasksAnswer,
        });
        const tasks = answer.reportTasks ?? [];
        const found = tasks.find((task) => isTaskFor(task, request));
        if (found) return found.reportTaskId;
        if (tasks.length < reportTaskPage || offset + tasks.length >= (answer.total ?? 0)) return null;
      }
    },

    async report(reportId) {
      const path = `${marketing}/ad_report/${encodeURIComponent(reportId)}`;
      const { file } = await call({ method: 'GET', path, isFile: true });
      return readReportFile(file ?? Buffer.alloc(0), `GET ${path}`);
    },
  };
}
