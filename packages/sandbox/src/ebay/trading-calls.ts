import { MarketplaceError } from '../marketplace/marketplace-error.ts';
import type { Listing, ListingRevision, NameValues } from '../marketplace/model.ts';
import type { TradingError } from './ebay-failure.ts';
import type { EbayContext } from './sandbox-context.ts';
import { revisedCompatibility } from './trading-compatibility.ts';
import { tradingItem } from './trading-item.ts';
import { asList, childOf, textOf, type XmlNode } from './trading-xml.ts';

export interface CallInput {
  context: EbayContext;
  request: XmlNode;
  /** The token owner. */
  username: string;
  day: string;
}

export type CallOutcome = { content: XmlNode; errors?: TradingError[] } | { errors: TradingError[] };

const error = (errorCode: number, shortMessage: string, longMessage = shortMessage): TradingError => ({
  errorCode,
  shortMessage,
  longMessage,
});

/** eBay's wording for a field it cannot use (ErrorCode 37). */
const invalidInput = (tag: string) =>
  error(
    37,
    'Input data is invalid.',
    `Input data for tag <${tag}> is invalid or missing. Please check API documentation.`,
  );

const itemNotAccessible = (itemId: string) =>
  error(
    17,
    'This item cannot be accessed because the listing has been deleted, is a Half.com listing, or you are not the seller.',
    `The item "${itemId}" cannot be accessed because the listing has been deleted, is a Half.com listing, or you are not the seller.`,
  );

const isTrue = (value: unknown) => textOf(value)?.toLowerCase() === 'true';

export function getItem({ context, request, day }: CallInput): CallOutcome {
  const itemId = textOf(request.ItemID) ?? '';
  if (!/^\d+$/.test(itemId)) return { errors: [invalidInput('ItemID')] };
  const listing = context.market.listing(itemId, day);
  if (!listing) return { errors: [itemNotAccessible(itemId)] };
  const isReturnAll = asList(request.DetailLevel).some((level) => textOf(level) === 'ReturnAll');
  return {
    content: {
      Item: tradingItem(context.market, context.publicUrl(), listing, {
        hasSpecifics: isTrue(request.IncludeItemSpecifics) || isReturnAll,
        hasVariations: true,
        hasDescription: isReturnAll,
        hasCompatibility: isTrue(request.IncludeItemCompatibilityList),
      }),
    },
  };
}

const maxRangeMs = 120 * 86_400_000;

export function getSellerList({ context, request, username, day }: CallInput): CallOutcome {
  const from = Date.parse(textOf(request.EndTimeFrom) ?? '');
  const to = Date.parse(textOf(request.EndTimeTo) ?? '');
  if (!Number.isFinite(from)) return { errors: [invalidInput('EndTimeFrom')] };
  if (!Number.isFinite(to) || to < from) return { errors: [invalidInput('EndTimeTo')] };
  if (to - from > maxRangeMs) {
    return {
      errors: [
        error(
          1,
          'Invalid date range.',
          'The range between EndTimeFrom and EndTimeTo must not exceed 120 days.',
        ),
      ],
    };
  }
  const pagination = childOf(request, 'Pagination');
  const perPage = Number(textOf(pagination?.EntriesPerPage) ?? '25');
  const pageNumber = Number(textOf(pagination?.PageNumber) ?? '1');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) {
    return { errors: [invalidInput('Pagination.EntriesPerPage')] };
  }
  if (!Number.isInteger(pageNumber) || pageNumber < 1)
    return { errors: [invalidInput('Pagination.PageNumber')] };
  const isFine = textOf(request.GranularityLevel) !== 'Coarse';
  const hasVariations = isTrue(request.IncludeVariations);

  const listings = context.market
    .listingIdsOfSeller(username, day)
    .map((itemId) => context.market.listing(itemId, day))
    .filter((listing): listing is Listing => {
      const end = listing ? Date.parse(listing.endTime) : Number.NaN;
      return end >= from && end <= to;
    })
    .sort((a, b) => a.endTime.localeCompare(b.endTime) || a.itemId.localeCompare(b.itemId));
  const total = listings.length;
  const pages = Math.ceil(total / perPage);
  const page = listings.slice((pageNumber - 1) * perPage, pageNumber * perPage);
  const baseUrl = context.publicUrl();
  return {
    content: {
      PaginationResult: { TotalNumberOfPages: String(pages), TotalNumberOfEntries: String(total) },
      HasMoreItems: String(pageNumber < pages),
      ItemArray: {
        Item: page.map((listing) =>
          tradingItem(context.market, baseUrl, listing, {
            hasSpecifics: isFine,
            hasVariations: isFine && hasVariations,
            hasDescription: false,
          }),
        ),
      },
      ItemsPerPage: String(perPage),
      PageNumber: String(pageNumber),
      ReturnedItemCountActual: String(page.length),
      Seller: { UserID: username },
    },
  };
}

function specificsOf(node: XmlNode | undefined): NameValues[] {
  return asList(node?.NameValueList).map((entry) => {
    const list = (typeof entry === 'object' && entry !== null ? entry : {}) as XmlNode;
    return {
      name: textOf(list.Name) ?? '',
      values: asList(list.Value)
        .map((value) => textOf(value) ?? '')
        .filter(Boolean),
    };
  });
}

/**
 * ReviseItem and ReviseFixedPriceItem: the fields the product edits (title, category, specifics, price,
 * description), only on the token owner's own listing; the revision shows in later searches and GetItem.
 */
export function reviseItem(input: CallInput, isFixedPriceCall: boolean): CallOutcome {
  const { context, request, username, day } = input;
  const item = childOf(request, 'Item');
  const itemId = textOf(item?.ItemID) ?? '';
  if (!item || !/^\d+$/.test(itemId)) return { errors: [invalidInput('Item.ItemID')] };
  const listing = context.market.listing(itemId, day);
  if (!listing || listing.sellerUsername.toLowerCase() !== username.toLowerCase()) {
    return { errors: [itemNotAccessible(itemId)] };
  }
  if (isFixedPriceCall && listing.listingType !== 'FixedPriceItem') {
    return {
      errors: [
        error(
          21916750,
          'FixedPrice item ended.',
          'ReviseFixedPriceItem only revises fixed-price listings; use ReviseItem for auctions.',
        ),
      ],
    };
  }
  const changes: ListingRevision = {};
  const errors: ReturnType<typeof error>[] = [];
  const title = textOf(item.Title);
  if (title !== undefined) {
    if (title.length === 0 || title.length > 80) {
      errors.push(error(70, 'The title is too long.', 'The title may not exceed 80 characters.'));
    } else changes.title = title;
  }
  const categoryId = textOf(childOf(item, 'PrimaryCategory')?.CategoryID);
  if (categoryId !== undefined) {
    const category = context.market.category(listing.siteId, categoryId);
    if (!category?.leaf) {
      errors.push(error(87, 'Category is not valid.', 'The category selected is not a leaf category.'));
    } else changes.categoryId = categoryId;
  }
  const specifics = childOf(item, 'ItemSpecifics');
  if (specifics) changes.itemSpecifics = specificsOf(specifics).filter((aspect) => aspect.name);
  const startPrice = textOf(item.StartPrice);
  if (startPrice !== undefined) {
    const price = Number(startPrice);
    if (!Number.isFinite(price) || price <= 0) errors.push(invalidInput('Item.StartPrice'));
    else changes.price = Math.round(price * 100) / 100;
  }
  const description = textOf(item.Description);
  if (description !== undefined) changes.descriptionHtml = description;
  const compatibility = childOf(item, 'ItemCompatibilityList');
  const warnings: TradingError[] = [];
  if (compatibility) {
    const revised = revisedCompatibility(compatibility, listing);
    if ('error' in revised) errors.push(revised.error);
    else {
      changes.compatibility = revised.rows;
      warnings.push(...revised.warnings);
    }
  }
  if (errors.length > 0) return { errors };
  let revised: Listing;
  try {
    revised = context.market.revise(itemId, changes, day);
  } catch (failure) {
    // The market checks more than the fields above (e.g. specifics a category refuses); its refusal is the seller's error.
    if (failure instanceof MarketplaceError)
      return { errors: [error(37, 'Input data is invalid.', failure.message)] };
    throw failure;
  }
  context.saveRevisions();
  return {
    content: { ItemID: revised.itemId, StartTime: revised.startTime, EndTime: revised.endTime },
    ...(warnings.length > 0 && { errors: warnings }),
  };
}
