import { MarketplaceError } from '../marketplace/marketplace-error.ts';
import type { Listing, ListingRevision, NameValues } from '../marketplace/model.ts';
import type { TradingError } from './ebay-failure.ts';
import { specificsFindings } from './revise-checks.ts';
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
  const item = tradingItem(context.market, context.publicUrl(), listing, {
    hasSpecifics: isTrue(request.IncludeItemSpecifics) || isReturnAll,
    hasVariations: true,
    hasDescription: isReturnAll,
    hasCompatibility: isTrue(request.IncludeItemCompatibilityList),
  });
  const videoId = context.media.videoOfItem(itemId);
  return { content: { Item: videoId ? { ...item, VideoDetails: { VideoID: videoId } } : item } };
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
  // CategoryID filters on the listing's primary category, as eBay's GetSellerList does.
  const categoryId = textOf(request.CategoryID);

  const listings = context.market
    .listingIdsOfSeller(username, day)
    .map((itemId) => context.market.listing(itemId, day))
    .filter((listing): listing is Listing => {
      const end = listing ? Date.parse(listing.endTime) : Number.NaN;
      return end >= from && end <= to && (categoryId === undefined || listing?.categoryId === categoryId);
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
 * description, video), only on the token owner's own listing; the revision shows in later searches and GetItem.
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
  const limitReached = context.revisionLimit.refusal(itemId, day);
  if (limitReached) return { errors: [limitReached] };
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
  const secondary = childOf(item, 'SecondaryCategory');
  if (secondary) {
    const secondaryId = textOf(secondary.CategoryID) ?? '';
    // 0 (or nothing) takes the secondary category away, as on eBay.
    if (secondaryId === '' || secondaryId === '0') changes.secondaryCategoryId = '';
    else if (!context.market.category(listing.siteId, secondaryId)?.leaf)
      errors.push(error(87, 'Category is not valid.', 'The secondary category is not a leaf category.'));
    else if (secondaryId === (changes.categoryId ?? listing.categoryId))
      errors.push(
        error(87, 'Category is not valid.', 'The secondary category must differ from the primary category.'),
      );
    else changes.secondaryCategoryId = secondaryId;
  }
  const specifics = childOf(item, 'ItemSpecifics');
  let warnings: ReturnType<typeof error>[] = [];
  if (specifics) {
    changes.itemSpecifics = specificsOf(specifics).filter((aspect) => aspect.name);
    const aspects = context.market.aspects(listing.siteId, changes.categoryId ?? listing.categoryId);
    const findings = specificsFindings(listing, aspects, changes.itemSpecifics);
    errors.push(...findings.filter((finding) => finding.severity !== 'Warning'));
    warnings = findings.filter((finding) => finding.severity === 'Warning');
  }
  const startPrice = textOf(item.StartPrice);
  if (startPrice !== undefined) {
    const price = Number(startPrice);
    if (!Number.isFinite(price) || price <= 0) errors.push(invalidInput('Item.StartPrice'));
    else changes.price = Math.round(price * 100) / 100;
  }
  const description = textOf(item.Description);
  if (description !== undefined) changes.descriptionHtml = description;
  const video = videoChange(context, request, item, username);
  if (video.error) errors.push(video.error);
  const compatibility = childOf(item, 'ItemCompatibilityList');
  if (compatibility) {
    const revised = revisedCompatibility(compatibility, listing);
    if ('error' in revised) errors.push(revised.error);
    else {
      changes.compatibility = revised.rows;
      warnings.push(...revised.warnings);
    }
  }
  if (errors.length > 0) return { errors };
  if (video.change === 'remove') context.media.detach(itemId);
  else if (video.change) context.media.attach(itemId, video.change);
  if (Object.keys(changes).length === 0 && video.change) {
    context.revisionLimit.count(itemId, day);
    return { content: { ItemID: listing.itemId, StartTime: listing.startTime, EndTime: listing.endTime } };
  }
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
  context.revisionLimit.count(itemId, day);
  return {
    content: { ItemID: revised.itemId, StartTime: revised.startTime, EndTime: revised.endTime },
    errors: warnings,
  };
}

/**
 * `Item.VideoDetails.VideoID` sets the listing's one video (replacing any other); `DeletedField` with
 * `Item.VideoDetails` removes it. The video must be the seller's own and LIVE.
 */
function videoChange(
  context: EbayContext,
  request: XmlNode,
  item: XmlNode,
  username: string,
): { change?: string | 'remove'; error?: TradingError } {
  const deleted = asList(request.DeletedField).map((field) => textOf(field)?.trim());
  const videoId = textOf(childOf(item, 'VideoDetails')?.VideoID)?.trim();
  if (videoId === undefined) return deleted.includes('Item.VideoDetails') ? { change: 'remove' } : {};
  const video = context.media.get(videoId);
  if (!video || video.owner.toLowerCase() !== username.toLowerCase())
    return {
      error: error(
        21920380,
        'Invalid video ID.',
        `The video ID "${videoId}" is invalid or not one of your videos.`,
      ),
    };
  if (context.media.statusOf(video, context.now().getTime()) !== 'LIVE')
    return {
      error: error(
        21920381,
        'Video is not live.',
        `The video "${videoId}" cannot be added to the listing until its processing has finished and it is live.`,
      ),
    };
  return { change: videoId };
}
