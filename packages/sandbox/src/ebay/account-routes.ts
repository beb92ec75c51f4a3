import type { FastifyInstance } from 'fastify';
import { ebayFailures } from './ebay-failure.ts';
import { advertisingEligibility } from './marketing-routes.ts';
import { sellerOf } from './request-auth.ts';
import type { EbayContext } from './sandbox-context.ts';

/** Account API: the seller's eligibility for eBay's advertising programmes on a marketplace. */
export function registerAccountRoutes(app: FastifyInstance, context: EbayContext): void {
  app.get<{ Querystring: { program_types?: string } }>(
    '/sell/account/v1/advertising_eligibility',
    async (request) => {
      const marketplaceId = request.headers['x-ebay-c-marketplace-id'];
      if (!context.market.sites.some((site) => site.marketplaceId === marketplaceId))
        throw ebayFailures.rest(400, {
          errorId: 50114,
          domain: 'API_ACCOUNT',
          category: 'REQUEST',
          message: 'The marketplace ID was not provided or is invalid.',
        });
      const username = sellerOf(context, request);
      const seller = context.market.seller(username);
      if (!seller) throw new Error(`a token names seller ${username}, whom the market does not know`);
      const wanted = request.query.program_types?.split(',').filter(Boolean);
      return {
        advertisingEligibility: advertisingEligibility(seller).filter(
          (entry) => !wanted?.length || wanted.includes(entry.programType),
        ),
      };
    },
  );
}
