import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type EbayErrorDetail, EbayFailure } from './ebay-failure.ts';
import type { ListingRecommendations } from './listing-recommendations.ts';
import { pageLinks } from './marketing-routes.ts';
import { sellerOf } from './request-auth.ts';
import type { EbayContext } from './sandbox-context.ts';
import { dayOf } from './sandbox-date.ts';

export const recommendationBase = '/sell/recommendation/v1';
/** The documented bounds: 500 listing ids per request, pages of at most 500 (default 10). */
const maxListingIds = 500;
const maxLimit = 500;

function recommendationFailure(errorId: number, message: string, statusCode = 400): EbayFailure {
  const detail: EbayErrorDetail = {
    errorId,
    domain: 'API_RECOMMENDATION',
    category: statusCode >= 500 ? 'APPLICATION' : 'REQUEST',
    message,
  };
  return new EbayFailure(statusCode, { errors: [detail] });
}

/** `filter=recommendationTypes:{AD}` (the default); eBay knows one type and takes one at a time. */
function checkFilter(filter: string | undefined): void {
  if (filter === undefined) return;
  const types = /^recommendationTypes:\{([^}]*)\}$/.exec(filter.trim())?.[1]?.split(',');
  if (!types) throw recommendationFailure(145102, `Invalid value ${filter} for recommendationTypes filter`);
  if (types.length > 1)
    throw recommendationFailure(145104, 'The recommendationTypes filter accepts a single value only.');
  if (types[0]?.trim() !== 'AD')
    throw recommendationFailure(145102, `Invalid value ${types[0] ?? ''} for recommendationTypes filter`);
}

/** The document names no error for a bad page: like eBay, an unreadable value falls back, a large one is capped. */
function pageOf(query: { limit?: string; offset?: string }) {
  const limit = Number(query.limit ?? 10);
  const offset = Number(query.offset ?? 0);
  return {
    limit: Number.isInteger(limit) && limit >= 1 ? Math.min(limit, maxLimit) : 10,
    offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
  };
}

type Query = { filter?: string; limit?: string; offset?: string };

/**
 * The Recommendation API's `find`: ad recommendations for the asked listings of the caller (each asked id
 * answered, those without a recommendation without `marketing`), or for all of the caller's live listings,
 * then only the RECOMMENDED ones. Paged by limit and offset; an empty result answers 204 as documented.
 */
export function registerRecommendationRoutes(
  app: FastifyInstance,
  context: EbayContext,
  recommendations: ListingRecommendations,
): void {
  const url = (request: FastifyRequest) => new URL(request.url, context.publicUrl());

  app.post<{ Querystring: Query; Body: { listingIds?: unknown } | undefined }>(
    `${recommendationBase}/find`,
    async (request, reply) => {
      const header = request.headers['x-ebay-c-marketplace-id'];
      const marketplaceId = Array.isArray(header) ? header[0] : header;
      const site = context.market.sites.find((s) => s.marketplaceId === marketplaceId);
      if (!site)
        throw recommendationFailure(
          145101,
          `The marketplace value ${marketplaceId ?? ''} is not supported. The supported values are: ${context.market.sites.map((s) => s.marketplaceId).join(', ')}. `,
        );
      checkFilter(request.query.filter);
      const page = pageOf(request.query);
      const asked = request.body?.listingIds;
      if (asked !== undefined) {
        if (!Array.isArray(asked) || asked.length === 0)
          throw recommendationFailure(145103, 'You must specify at least one listing ID.');
        if (asked.length > maxListingIds)
          throw recommendationFailure(
            145106,
            `Listing ID limit exceeded. You can pass up to a maximum of ${maxListingIds} listing IDs per request.`,
          );
        const invalid = asked.filter((id) => typeof id !== 'string' || !/^\d{1,19}$/.test(id));
        if (invalid.length > 0)
          throw recommendationFailure(145105, `Invalid listing Ids ${invalid.map(String).join(', ')}.`);
      }
      const day = dayOf(context.now());
      const found = recommendations
        .find(sellerOf(context, request), asked as string[] | undefined, day)
        .filter((entry) => {
          if (asked !== undefined) return true;
          const listing = context.market.listing(entry.listingId, day);
          return listing?.siteId === site.siteId && entry.ad?.promoteWithAd === 'RECOMMENDED';
        });
      if (found.length === 0) return reply.code(204).send();
      return {
        listingRecommendations: found
          .slice(page.offset, page.offset + page.limit)
          .map(({ listingId, ad }) => (ad ? { listingId, marketing: { ad } } : { listingId })),
        ...pageLinks(url(request), page, found.length),
      };
    },
  );
}
