import type { FastifyRequest } from 'fastify';
import type { Marketplace, SiteInfo } from '../marketplace/model.ts';
import { ebayFailures } from './ebay-failure.ts';

/** `X-EBAY-C-MARKETPLACE-ID`; eBay answers for EBAY_US when it is missing. */
export function requestSite(market: Marketplace, request: FastifyRequest): SiteInfo {
  const header = request.headers['x-ebay-c-marketplace-id'];
  const marketplaceId = (Array.isArray(header) ? header[0] : header)?.trim() || 'EBAY_US';
  const site = market.sites.find((candidate) => candidate.marketplaceId === marketplaceId);
  if (!site) {
    throw ebayFailures.rest(409, {
      errorId: 12019,
      domain: 'API_BROWSE',
      category: 'BUSINESS',
      message: `Currently, the ${marketplaceId} marketplace is not supported. The supported Marketplaces are: ${market.sites.map((candidate) => candidate.marketplaceId).join(', ')}`,
    });
  }
  return site;
}
