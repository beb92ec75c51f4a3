import type { Marketplace, SearchQuery, SiteInfo } from '../marketplace/model.ts';
import { type EbayErrorDetail, ebayFailures } from './ebay-failure.ts';

export interface SearchParameters {
  q?: string;
  category_ids?: string;
  gtin?: string;
  filter?: string;
  sort?: string;
  limit?: string;
  offset?: string;
}

export interface ParsedSearch {
  query: SearchQuery;
  /** Filters eBay ignores with a warning rather than refusing the call. */
  warnings: EbayErrorDetail[];
}

const warning = (errorId: number, message: string, name?: string, value?: string): EbayErrorDetail => ({
  errorId,
  domain: 'API_BROWSE',
  category: 'REQUEST',
  message,
  ...(name && value !== undefined ? { parameters: [{ name, value }] } : {}),
});

/** Splits `a:{x|y},price:[1..2]` at the commas outside braces and brackets. */
function splitFilters(filter: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < filter.length; index += 1) {
    const char = filter[index];
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      parts.push(filter.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(filter.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** `{a|b}` → ['a', 'b']; undefined when the value is not a set. */
function setValues(value: string): string[] | undefined {
  const match = /^\{(.*)\}$/.exec(value);
  return match?.[1]
    ?.split('|')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `[10..50]`, `[10..]`, `[..50]`, also eBay's `[10]` for "at least 10". */
function priceRange(value: string): { min?: number; max?: number } | undefined {
  const match = /^\[\s*(\d+(?:\.\d+)?)?\s*(?:\.\.\s*(\d+(?:\.\d+)?)?\s*)?\]$/.exec(value);
  if (!match) return undefined;
  const [, low = '', high = ''] = match;
  const min = low ? Number(low) : undefined;
  const max = high ? Number(high) : undefined;
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function integer(raw: string | undefined, fallback: number, notInteger: () => Error): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw notInteger();
  return Number(raw);
}

/** The condition ids of eBay's `conditions` filter groups (Browse: NEW, USED, UNSPECIFIED). */
const conditionGroups: Record<string, string[]> = {
  NEW: ['1000', '1500', '1750'],
  USED: ['2000', '2010', '2020', '2030', '2500', '2750', '3000', '4000', '5000', '6000', '7000'],
  UNSPECIFIED: [],
};

const sorts: Record<string, SearchQuery['sort']> = {
  price: 'price',
  '-price': '-price',
  newlyListed: 'newlyListed',
};

/** Reads eBay's search parameters as `item_summary/search` documents them; refuses what eBay refuses. */
export function parseSearch(parameters: SearchParameters, site: SiteInfo, market: Marketplace): ParsedSearch {
  const warnings: EbayErrorDetail[] = [];
  const q = parameters.q?.trim() || undefined;
  const categoryIds = parameters.category_ids
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const gtin = parameters.gtin?.trim() || undefined;
  if (!q && !categoryIds?.length && !gtin) {
    throw ebayFailures.browse(
      400,
      12001,
      "The call must have a valid 'q', 'category_ids', 'epid' or 'gtin' query parameter.",
    );
  }
  const limit = integer(parameters.limit, 50, () =>
    ebayFailures.browse(400, 12007, "The 'limit' value must be an integer value."),
  );
  if (limit < 1 || limit > 200) {
    throw ebayFailures.browse(400, 12006, "The 'limit' value should be between 1 and 200 (inclusive).");
  }
  const offset = integer(parameters.offset, 0, () =>
    ebayFailures.browse(400, 12005, "The 'offset' value must be an integer."),
  );
  if (offset < 0) throw ebayFailures.browse(400, 12004, "The 'offset' value cannot be negative.");
  if (offset + limit > 10_000) {
    throw ebayFailures.browse(
      400,
      12029,
      'The maximum number of listings that can be retrieved is 10,000, so your offset value must be less than 10,000.',
    );
  }

  const query: SearchQuery = { siteId: site.siteId, limit, offset };
  if (q) query.q = q;
  if (gtin) query.gtin = gtin;
  if (categoryIds?.length) {
    const known = categoryIds.filter((id) => /^\d+$/.test(id) && market.category(site.siteId, id));
    if (known.length !== categoryIds.length) {
      warnings.push(
        warning(
          12009,
          "The 'category_ids' query parameter is invalid.",
          'category_ids',
          parameters.category_ids,
        ),
      );
    }
    // Unknown categories match nothing, as on eBay; they do not widen the search to everything.
    query.categoryIds = known.length ? known : ['-1'];
    const isTopLevelOnly =
      known.length > 0 && known.every((id) => market.category(site.siteId, id)?.level === 1);
    if (!q && isTopLevelOnly) {
      throw ebayFailures.rest(409, {
        errorId: 12013,
        domain: 'API_BROWSE',
        category: 'BUSINESS',
        message:
          'Top level category browsing is not allowed. Please provide keywords or more filters for the applied top level category.',
      });
    }
  }
  if (parameters.sort) {
    const sort = sorts[parameters.sort];
    if (sort) query.sort = sort;
    else
      warnings.push(
        warning(
          12008,
          "The 'sort' value is invalid. For the valid values, refer to the API call documentation.",
          'sort',
          parameters.sort,
        ),
      );
  }
  if (parameters.filter) Object.assign(query, { filters: parseFilters(parameters.filter, site, warnings) });
  return { query, warnings };
}

function parseFilters(filter: string, site: SiteInfo, warnings: EbayErrorDetail[]): SearchQuery['filters'] {
  const filters: NonNullable<SearchQuery['filters']> = {};
  const invalid = (name: string, value: string) =>
    warnings.push(
      warning(
        12002,
        `The ${name} value is invalid. For the valid values, refer to the API call documentation.`,
        name,
        value,
      ),
    );
  let price: { min?: number; max?: number } | undefined;
  let priceCurrency: string | undefined;
  for (const part of splitFilters(filter)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    switch (name) {
      case 'buyingOptions': {
        const options = setValues(value);
        if (
          options?.every(
            (option) => option === 'FIXED_PRICE' || option === 'AUCTION' || option === 'BEST_OFFER',
          )
        ) {
          filters.buyingOptions = options.filter((option) => option !== 'BEST_OFFER') as (
            | 'FIXED_PRICE'
            | 'AUCTION'
          )[];
        } else invalid(name, value);
        break;
      }
      case 'conditionIds': {
        const ids = setValues(value);
        if (ids?.every((id) => /^\d+$/.test(id)))
          filters.conditionIds = [...(filters.conditionIds ?? []), ...ids];
        else invalid(name, value);
        break;
      }
      case 'conditions': {
        // eBay's condition groups: NEW and USED by their condition ids; UNSPECIFIED listings do not exist here.
        const groups = setValues(value);
        if (groups?.every((group) => group in conditionGroups)) {
          const ids = groups.flatMap((group) => conditionGroups[group] ?? []);
          filters.conditionIds = [...(filters.conditionIds ?? []), ...ids];
        } else invalid(name, value);
        break;
      }
      case 'price':
        price = priceRange(value);
        if (!price) invalid(name, value);
        break;
      case 'priceCurrency':
        priceCurrency = value;
        break;
      case 'sellers': {
        const sellers = setValues(value);
        if (!sellers) invalid(name, value);
        else if (sellers.length > 250) {
          throw ebayFailures.browse(
            400,
            12032,
            'The number of sellers in the filter has exceeded the limit. Please reduce the number of sellers to 250 or fewer.',
          );
        } else filters.sellers = sellers;
        break;
      }
      // eBay knows dozens more filters; the stand-in's listings have nothing to filter them by, so they match all.
      default:
        break;
    }
  }
  if (price) {
    if (priceCurrency === site.currency) {
      if (price.min !== undefined) filters.priceMin = price.min;
      if (price.max !== undefined) filters.priceMax = price.max;
    } else if (priceCurrency) {
      // eBay would convert; the stand-in's listings are priced in their site's currency only.
      invalid('priceCurrency', priceCurrency);
    } else {
      warnings.push(
        warning(
          12012,
          "A valid 'price' filter and a valid 'priceCurrency' filter is necessary to filter based on price.",
        ),
      );
    }
  }
  return filters;
}
