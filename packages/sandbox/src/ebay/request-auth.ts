import type { FastifyRequest } from 'fastify';
import type { AccessGrant } from './grant-store.ts';
import type { EbayContext } from './sandbox-context.ts';

/** The token a call carries: `Authorization: Bearer …` for REST, `X-EBAY-API-IAF-TOKEN` for Trading. */
export function presentedToken(request: FastifyRequest, isTrading: boolean): string | undefined {
  if (isTrading) {
    const header = request.headers['x-ebay-api-iaf-token'];
    const value = Array.isArray(header) ? header[0] : header;
    // eBay takes the bare token here; a "Bearer " prefix is tolerated as their SDKs send it either way.
    return value?.replace(/^Bearer\s+/i, '') || undefined;
  }
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function grantOf(
  context: EbayContext,
  request: FastifyRequest,
  isTrading = false,
): AccessGrant | undefined {
  const token = presentedToken(request, isTrading);
  return token ? context.grants.accessGrant(token, context.now().getTime()) : undefined;
}

/** The seller behind a user token; the pipeline has already refused calls without one. */
export function sellerOf(context: EbayContext, request: FastifyRequest, isTrading = false): string {
  const username = grantOf(context, request, isTrading)?.username;
  if (!username) throw new Error('a user token was checked before this route');
  return username;
}
