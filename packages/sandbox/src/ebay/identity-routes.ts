import type { FastifyInstance } from 'fastify';
import { sellerOf } from './request-auth.ts';
import type { EbayContext } from './sandbox-context.ts';

/** Identity: who the user token belongs to (the product stores the eBay user id and name per connection). */
export function registerIdentityRoutes(app: FastifyInstance, context: EbayContext): void {
  app.get('/commerce/identity/v1/user/', async (request) => {
    const username = sellerOf(context, request);
    const seller = context.market.seller(username);
    if (!seller) throw new Error(`a token names seller ${username}, whom the market does not know`);
    return {
      userId: seller.userId,
      username: seller.username,
      accountType: 'BUSINESS',
      registrationMarketplaceId: context.market.site(seller.registrationSite).marketplaceId,
      status: 'CONFIRMED',
    };
  });
}
