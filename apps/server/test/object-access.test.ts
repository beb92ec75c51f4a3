import { readFileSync } from 'node:fs';
import type { Endpoint } from '@baylytics/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { contractEndpoints, operationName } from './support/contract-endpoints.ts';

/**
 * Object-level access: every operation that names something by id in its path (or an agreement or listing in its
 * body) is either about a thing one user owns, and then a named API test shows another user is refused with 404
 * and nothing changes, or it names something nobody owns, with the reason. A new operation taking an id fails here
 * until it is placed in one of the two lists.
 */
interface Proof {
  owned: string;
  file: string;
  test: string;
}

const keywordListProof = {
  owned: 'keyword list',
  file: 'keyword-lists.test.ts',
  test: "refuses another user's list on every call and lists only the caller's own",
};
const trackedProof = {
  owned: 'tracked item or keyword row (My Ranking)',
  file: 'my-ranking.test.ts',
  test: "refuses another user's rows and items and saves nothing of them",
};
const tokenProof = {
  owned: 'eBay token',
  file: 'marketplace-connection.test.ts',
  test: 'cannot be removed or renewed (404, as for an unknown id), nor is it listed',
};
const alertProof = (owned: string) => ({
  owned,
  file: 'alerts.test.ts',
  test: "refuses another user's rules and events as not found and leaves them unchanged",
});
const apiTokenProof = {
  owned: 'personal API token',
  file: 'api-tokens.test.ts',
  test: 'refuses a revoked token at once; another user cannot revoke it',
};
const billingProof = {
  owned: 'agreement, order and invoice',
  file: 'billing.test.ts',
  test: "keeps users apart: nobody reads or cancels another user's invoice or agreement",
};
const listingChartProof = (test: string) => ({
  owned: 'imported listing',
  file: 'account-check-charts.test.ts',
  test,
});
const listingChangeProof = (test: string) => ({
  owned: 'imported listing',
  file: 'account-check-changes.test.ts',
  test,
});

const campaignProof = {
  owned: "a campaign of one of the caller's eBay sellers",
  file: 'campaigns.test.ts',
  test: "refuses another user's campaign on every call with 404 and sends nothing to eBay",
};

const itemApplyProof = {
  owned: "a listing of one of the caller's sellers",
  file: 'item-check-apply.test.ts',
  test: "answers 404 for another seller's listing and changes nothing",
};

const videoProof = {
  owned: 'uploaded video and the listings showing it',
  file: 'videos.test.ts',
  test: "answers 404 for another user's videos and refuses to attach a video before it is live",
};
const videoItemProof = {
  owned: 'a listing showing one of the caller’s videos',
  file: 'videos.test.ts',
  test: 'attaches, replaces and removes a video on a listing, one video per listing',
};
const titleBuilderProof = (test: string) => ({
  owned: "a listing of one of the caller's sellers",
  file: 'title-builder.test.ts',
  test,
});
const templateProof = {
  owned: "a listing of one of the caller's sellers",
  file: 'template-generator.test.ts',
  test: "answers 404 for another seller's listing and changes nothing",
};
const campaignReportProof = {
  owned: "a campaign of one of the caller's eBay sellers (campaignId in the query)",
  file: 'campaign-reports.test.ts',
  test: "another user's campaign is 404 on every report call",
};

const campaignStatusProof = {
  owned: "a campaign of one of the caller's eBay sellers",
  file: 'campaign-status.test.ts',
  test: "refuses another user's campaign as unknown and sends nothing to eBay",
};

const ownedThings: Record<string, Proof> = {
  'POST /api/ebaycampaign/:campaignId/pause': campaignStatusProof,
  'POST /api/ebaycampaign/:campaignId/resume': campaignStatusProof,
  'POST /api/ebaycampaign/:campaignId/end': campaignStatusProof,
  'GET /api/itemchecking/:itemNumber/category-preview': {
    owned: "a listing of one of the caller's sellers",
    file: 'item-check-category-preview.test.ts',
    test: "answers 404 for another seller's listing, and 400 for a malformed category",
  },
  'GET /api/itemspecific/category/:categoryId': {
    owned: "a category of one of the caller's imported sellers (sellerName in the query)",
    file: 'item-specifics.test.ts',
    test: "refuses another user's seller, and roles outside Gold and Platinum",
  },
  'GET /api/ebaycampaignreport/pl-listing': campaignReportProof,
  'GET /api/ebaycampaignreport/pla-listing': campaignReportProof,
  'GET /api/ebaycampaignreport/pla-keyword': campaignReportProof,
  'GET /api/ebaycampaignreport/pla-search-query': campaignReportProof,
  'GET /api/ebaycampaignreport/pl-listing/table': campaignReportProof,
  'GET /api/ebaycampaign/:campaignId': campaignProof,
  'POST /api/ebaycampaign/:campaignId/ad-group': campaignProof,
  'POST /api/ebaycampaign/:campaignId/ad-group/:adGroupId/suggest-keywords': campaignProof,
  'POST /api/ebaycampaign/:campaignId/ad-group/:adGroupId/bulk-create-keywords': campaignProof,
  'GET /api/ebayvideo/:uploadedVideoId/added-items': videoProof,
  'PUT /api/ebayvideo/:uploadedVideoId/delete': videoProof,
  'PUT /api/ebayvideo/:addedItemId/remove-video': videoItemProof,
  'PUT /api/userkeywords/:documentId': keywordListProof,
  'DELETE /api/userkeywords/:documentId': keywordListProof,
  'GET /api/userkeywords/:documentId': keywordListProof,
  'DELETE /api/userkeywords/:documentId/keyword': keywordListProof,
  'GET /api/ebayranking/:itemId/single-chart': trackedProof,
  'DELETE /api/ebayranking/keyword/:id': trackedProof,
  'DELETE /api/ebayranking/:itemNumber': trackedProof,
  'POST /api/ebayranking/datatables/update-row': trackedProof,
  'DELETE /api/bayuser/ebay-token/:tokenId': tokenProof,
  'PUT /api/bayuser/ebay-token/:tokenId': tokenProof,
  'PUT /api/bayuser/cancel-agreement/:agreementId': billingProof,
  'DELETE /api/bayuser/api-tokens/:id': apiTokenProof,
  'PUT /api/alerts/rules/:id': alertProof('alert rule'),
  'DELETE /api/alerts/rules/:id': alertProof('alert rule'),
  'POST /api/alerts/events/:id/read': alertProof('alert event'),
  'GET /api/invoice/:id': billingProof,
  'GET /api/invoice/:orderId/send': billingProof,
  'PUT /api/subscriptions/:isActive': {
    owned: 'agreement',
    file: 'subscriptions.test.ts',
    test: "answers another user's agreement, and an unknown one, as not found and leaves it alone",
  },
  'DELETE /api/seostep/:seoStepId': {
    owned: 'SEO step',
    file: 'seo-steps.test.ts',
    test: "refuses another user's items and steps with 404",
  },
  'GET /api/ranking/:itemNumber/chart': listingChartProof(
    'GET /ranking/{itemNumber}/chart: BayScore and position score per day of the last 60 days',
  ),
  'GET /api/ebayranking/:itemNumber/chart': listingChartProof(
    'GET /ebayranking/{itemNumber}/chart: keywords with the place of the newest search per day',
  ),
  'GET /api/ranking/:itemNumber/group-chart': listingChartProof(
    'GET /ranking/{itemNumber}/group-chart: scores, the tracked keywords and the SEO steps as flags',
  ),
  'GET /api/ranking/:itemNumber/score-breakdown': {
    owned: 'imported listing',
    file: 'score-breakdown.test.ts',
    test: "refuses another user's listing and account as unknown; a day without scores is noScoreData",
  },
  'GET /api/ranking/send-report/:itemNumber': listingChartProof(
    "mails the caller the listing's report in their language; another user's item is notFound",
  ),
  'PUT /api/ranking/update-ebay-item-star-color': listingChangeProof(
    "sets one listing's star colour; another user gets 404 for it",
  ),
  'DELETE /api/ranking/:itemNumber': listingChangeProof(
    'removes a listing no keyword found today, refuses a ranked one and another user',
  ),
  'GET /api/itemchecking/:itemNumber': {
    owned: "a listing of one of the caller's sellers",
    file: 'item-check.test.ts',
    test: "answers 404 for another seller's listing and for an unknown item, as for any foreign data",
  },
  'PUT /api/itemchecking/:itemNumber/category': itemApplyProof,
  'POST /api/itemchecking/:itemNumber': itemApplyProof,
  'GET /api/itemchecking/:itemNumber/mobile-checking': {
    owned: "a listing of one of the caller's sellers",
    file: 'mobile-check.test.ts',
    test: "answers 404 for another seller's listing and an unknown one; refuses a malformed number and other plans",
  },
  'PUT /api/itemchecking/:itemNumber/optimized': {
    owned: "a listing of one of the caller's sellers",
    file: 'item-check-optimized.test.ts',
    test: "answers notFound (404) for another user's listing and an unknown one, changing nothing",
  },
  'GET /api/titlebuilder': titleBuilderProof(
    "answers 404 for another seller's listing and an unknown one; both fields are required",
  ),
  'PUT /api/titlebuilder': titleBuilderProof("answers 404 for another seller's listing and changes nothing"),
  'GET /api/templategenerator/:itemNumber': templateProof,
  'PUT /api/templategenerator': templateProof,
};

/** Ids in paths that name nothing a user owns. */
const notOwned: Record<string, string> = {
  'PUT /api/auth/verify-email/:token': 'a one-time secret, not an id: whoever holds it confirms that address',
  'GET /api/country/ebay-country/:eBaySiteId': 'reference data, the same for everyone',
  'GET /api/demo/mailbox/:id': 'demo mode only, local callers only; a long random id',
  'GET /api/ebayranking/:itemNumber/keywords': "any eBay item's keyword ideas, read from the shared crawl",
  'GET /api/ranking/:itemNumber/position':
    'the reverse tracker checks any eBay item (decision reverse-tracker-checks-any-item)',
  'GET /api/ranking/check/:itemNumber/chart': 'the reverse tracker checks any eBay item',
  'GET /api/varianttool/:itemNumber':
    "any eBay item's public sales, observed once for every user (decision variant-sales-observed-daily)",
  'GET /api/learning/classes/:classId': 'learning content, the same for every signed-in user',
  'GET /api/admin/kept-invoices/:id':
    "administrators only: an invoice a deleted account left, owned by nobody who can sign in; an existing account's invoice answers 404 (kept-invoices.test.ts)",
  'GET /api/bayuser/:shopwareId/notes':
    "administrators' and assistants' notes on any user: the user named is the subject, not the owner",
};

const endpoints = await contractEndpoints();
const takesPathId = (e: Endpoint) => e.path.includes(':');

describe('object-level access', () => {
  it('places every operation that names something by id', () => {
    const unplaced = endpoints
      .filter(takesPathId)
      .map(operationName)
      .filter((name) => !(name in ownedThings) && !(name in notOwned));
    expect(unplaced).toEqual([]);
    const known = new Set(endpoints.map(operationName));
    expect(Object.keys({ ...ownedThings, ...notOwned }).filter((name) => !known.has(name))).toEqual([]);
  });

  it.each(Object.entries(ownedThings))('%s: another user is refused (%o)', (name, proof) => {
    const source = readFileSync(new URL(proof.file, import.meta.url), 'utf8');
    expect(source, `${proof.file} has no test "${proof.test}"`).toContain(proof.test);
    // The proving test calls this operation (its path up to the first id).
    const fixed =
      name
        .split(' ')[1]
        ?.split('/:')[0]
        ?.replace(/^\/api/, '') ?? '';
    expect(source, `${proof.file} never calls ${name}`).toContain(fixed);
  });

  it('counts', () => {
    const withIds = endpoints.filter(takesPathId).length;
    console.info(
      `object-level access: ${Object.keys(ownedThings).length} operations on owned things, each with a cross-user test; ` +
        `${Object.keys(notOwned).length} name nothing a user owns; ${withIds} operations take an id in their path`,
    );
    expect(withIds).toBeGreaterThan(0);
  });
});
