import type { FastifyInstance } from 'fastify';
import type { SiteId } from '../marketplace/model.ts';
import { searchBoxSuggestions } from '../marketplace/suggestion-vocabulary.ts';
import type { EbayContext } from './sandbox-context.ts';
import { requestedDay } from './sandbox-date.ts';

/**
 * eBay's public search-box suggestions (autosug.ebay.com/autosug): `{ prefix, res: { sug: [...] } }`;
 * eBay leaves `res` out when it has nothing to suggest. Popular phrases first, then the refinements that
 * listings' titles add after a product phrase (suggestion-vocabulary.ts).
 */
export function registerAutosuggestRoutes(app: FastifyInstance, context: EbayContext): void {
  app.get<{ Querystring: { kwd?: string; sId?: string } }>('/autosug', async (request) => {
    const prefix = request.query.kwd ?? '';
    const wanted = Number(request.query.sId ?? '0');
    // An unknown site id answers as eBay.com, as eBay's endpoint does.
    const site: SiteId = context.market.sites.find((candidate) => candidate.siteId === wanted)?.siteId ?? 0;
    const day = requestedDay(request.headers['x-sandbox-date'], context.now());
    const suggestions = prefix.trim() ? searchBoxSuggestions(context.market, site, prefix, day, 10) : [];
    return suggestions.length ? { prefix, res: { sug: suggestions } } : { prefix };
  });
}
