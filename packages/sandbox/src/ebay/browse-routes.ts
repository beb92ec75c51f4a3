import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Listing } from '../marketplace/model.ts';
import { parseSearch, type SearchParameters } from './browse-query.ts';
import {
  coreItem,
  itemResource,
  itemSummary,
  parseRestItemId,
  type ResourceContext,
} from './browse-resources.ts';
import { type EbayErrorDetail, ebayFailures } from './ebay-failure.ts';
import { requestSite } from './marketplace-header.ts';
import type { EbayContext } from './sandbox-context.ts';
import { requestedDay } from './sandbox-date.ts';

const base = '/buy/browse/v1';

const notFound = () => ebayFailures.browse(404, 11001, 'The specified item ID was not found.');
const legacyNotFound = () => ebayFailures.browse(404, 11003, 'The specified legacy item ID was not found.');
const groupNotFound = () => ebayFailures.browse(404, 11002, 'The specified item group was not found.');

/** The page link eBay puts in href/next/prev: the same query with another offset. */
function pageUrl(context: EbayContext, request: FastifyRequest, offset: number, limit: number): string {
  const url = new URL(`${context.publicUrl()}${request.url}`);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('offset', String(offset));
  return url.toString();
}

/** Browse: keyword search (the positions the product tracks) and single items, as of the requested day. */
export function registerBrowseRoutes(app: FastifyInstance, context: EbayContext): void {
  const resources = (): ResourceContext => ({ market: context.market, baseUrl: context.publicUrl() });
  const dayOf = (request: FastifyRequest) => requestedDay(request.headers['x-sandbox-date'], context.now());

  app.get<{ Querystring: SearchParameters }>(`${base}/item_summary/search`, async (request) => {
    const site = requestSite(context.market, request);
    const { query, warnings } = parseSearch(request.query, site, context.market);
    const result = context.market.search(query, dayOf(request));
    context.stats.countSearch(site.marketplaceId, request.query.q ?? '');
    const shared = resources();
    const { limit, offset } = query;
    const page: Record<string, unknown> = {
      href: pageUrl(context, request, offset, limit),
      total: result.total,
      limit,
      offset,
    };
    if (offset + limit < Math.min(result.total, 10_000))
      page.next = pageUrl(context, request, offset + limit, limit);
    if (offset > 0) page.prev = pageUrl(context, request, Math.max(0, offset - limit), limit);
    // eBay leaves itemSummaries out of an empty page.
    if (result.items.length > 0) {
      page.itemSummaries = result.items.map((hit) => itemSummary(shared, hit.listing, hit.priorityListing));
    }
    if (warnings.length > 0) page.warnings = warnings;
    return page;
  });

  app.get<{ Querystring: { item_group_id?: string } }>(
    `${base}/item/get_items_by_item_group`,
    async (request) => {
      const groupId = request.query.item_group_id ?? '';
      if (!/^\d+$/.test(groupId)) {
        throw ebayFailures.browse(
          400,
          11013,
          'The specified group IDs are invalid, or the format of the specified values are invalid.',
        );
      }
      const listing = context.market.listing(groupId, dayOf(request));
      if (!listing?.itemGroup) throw groupNotFound();
      const shared = resources();
      const items = listing.variations.map((variation) => itemResource(shared, listing, variation));
      return {
        items,
        commonDescriptions: [
          { description: listing.descriptionHtml, itemIds: items.map((item) => item.itemId) },
        ],
      };
    },
  );

  app.get<{
    Querystring: { legacy_item_id?: string; legacy_variation_id?: string; legacy_variation_sku?: string };
  }>(`${base}/item/get_item_by_legacy_id`, async (request) => {
    const {
      legacy_item_id: itemId = '',
      legacy_variation_id: variationId,
      legacy_variation_sku: sku,
    } = request.query;
    if (variationId && sku) {
      throw ebayFailures.browse(
        400,
        11010,
        'You cannot submit legacy_variation_sku and legacy_variation_id in the same request.',
      );
    }
    const listing = /^\d+$/.test(itemId) ? context.market.listing(itemId, dayOf(request)) : undefined;
    if (!listing) throw legacyNotFound();
    return itemOrVariation(resources(), listing, variationId, sku);
  });

  // getItems: eBay's document names both `/item/` and `/item?` as its address.
  for (const path of [`${base}/item`, `${base}/item/`]) {
    app.get<{ Querystring: { item_ids?: string; item_group_ids?: string } }>(path, async (request) =>
      getItems(resources(), request.query, (itemId) => context.market.listing(itemId, dayOf(request))),
    );
  }

  app.get<{ Params: { item_id: string } }>(`${base}/item/:item_id`, async (request) => {
    const id = parseRestItemId(request.params.item_id);
    if (!id) throw notFound();
    const listing = context.market.listing(id.itemId, dayOf(request));
    if (!listing) throw notFound();
    return itemOrVariation(resources(), listing, id.variationId === '0' ? undefined : id.variationId);
  });
}

const maxItemIds = 20;

/**
 * Up to 20 items by their RESTful ids, each answered as eBay's getItems answers it (CoreItem). An id that is
 * well formed but names no live item (or variation) is left out with a warning 11001, as eBay's document
 * lists it among the 200 answer's codes; a malformed list is refused as a whole.
 */
function getItems(
  shared: ResourceContext,
  query: { item_ids?: string; item_group_ids?: string },
  listingOf: (itemId: string) => Listing | undefined,
) {
  if (query.item_ids !== undefined && query.item_group_ids !== undefined) {
    throw ebayFailures.browse(
      400,
      11014,
      'An item_ids and an item_group_ids list cannot be used at same time. Please use only one of these lists.',
    );
  }
  if (query.item_group_ids !== undefined) {
    // The stand-in serves groups through get_items_by_item_group only.
    throw ebayFailures.browse(
      400,
      11013,
      'The specified group IDs are invalid, or the format of the specified values are invalid.',
    );
  }
  const ids = (query.item_ids ?? '').split(',').filter((id) => id !== '');
  if (ids.length === 0) {
    throw ebayFailures.browse(
      400,
      11017,
      'An item_ids or an item_group_ids list is required. Please use one of these lists.',
    );
  }
  if (ids.length > maxItemIds) {
    throw ebayFailures.browse(
      400,
      11015,
      `The maximum number of item IDs has been exceeded. Please reduce the number of item IDs to ${maxItemIds} or less.`,
    );
  }
  const parsed = ids.map((id) => ({ id, rest: parseRestItemId(id) }));
  if (parsed.some((entry) => !entry.rest)) {
    throw ebayFailures.browse(
      400,
      11012,
      'The specified item IDs are invalid, or the format of the specified values are invalid.',
    );
  }
  const items: ReturnType<typeof coreItem>[] = [];
  const warnings: EbayErrorDetail[] = [];
  for (const { id, rest } of parsed) {
    const listing = rest ? listingOf(rest.itemId) : undefined;
    const variationId = rest?.variationId === '0' ? undefined : rest?.variationId;
    const variation = variationId
      ? listing?.variations.find((v) => v.variationId === variationId)
      : undefined;
    // A group answers for its variations only; a plain listing has none to name.
    const found = listing && (listing.itemGroup ? variation !== undefined : variationId === undefined);
    if (listing && found) items.push(coreItem(shared, listing, variation));
    else
      warnings.push({
        errorId: 11001,
        domain: 'API_BROWSE',
        category: 'REQUEST',
        message: 'The specified item ID was not found.',
        parameters: [{ name: 'itemId', value: id }],
      });
  }
  return { items, total: items.length, ...(warnings.length > 0 ? { warnings } : {}) };
}

/**
 * A listing with variations is a group: eBay answers for one of its variations only and points a caller
 * who names none to the group (error 11006).
 */
function itemOrVariation(shared: ResourceContext, listing: Listing, variationId?: string, sku?: string) {
  if (!listing.itemGroup) {
    if (variationId || sku) throw ebayFailures.browse(400, 11009, 'The legacy variation sku is invalid.');
    return itemResource(shared, listing);
  }
  if (!variationId && !sku) {
    throw ebayFailures.browse(
      400,
      11006,
      `The legacy ID is invalid. Use ${shared.baseUrl}/buy/browse/v1/item/get_items_by_item_group?item_group_id=${listing.itemId} to get the item group details.`,
    );
  }
  const variation = listing.variations.find((candidate) =>
    variationId ? candidate.variationId === variationId : candidate.sku === sku,
  );
  if (!variation) throw ebayFailures.browse(400, 11009, 'The legacy variation sku is invalid.');
  return itemResource(shared, listing, variation);
}
