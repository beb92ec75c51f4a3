import type { ItemChanges } from './ebay-types.ts';

// Trading API request bodies (XML, namespace urn:ebay:apis:eBLBaseComponents), as eBay documents them.

export type TradingCallName =
  | 'GetItem'
  | 'GetSellerList'
  | 'ReviseItem'
  | 'ReviseFixedPriceItem'
  | 'RevokeToken';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const element = (name: string, value: string | number | boolean) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

function envelope(call: TradingCallName, inner: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<${call}Request xmlns="urn:ebay:apis:eBLBaseComponents">${inner}<ErrorLanguage>en_US</ErrorLanguage><WarningLevel>High</WarningLevel></${call}Request>`;
}

export function getItemRequest(itemId: string, o: { withCompatibility?: boolean } = {}): string {
  return envelope(
    'GetItem',
    element('ItemID', itemId) +
      element('DetailLevel', 'ReturnAll') +
      (o.withCompatibility ? element('IncludeItemCompatibilityList', true) : '') +
      element('IncludeItemSpecifics', true) +
      element('IncludeWatchCount', false),
  );
}

export function getSellerListRequest(p: {
  page: number;
  perPage: number;
  endTimeFrom: Date;
  endTimeTo: Date;
  categoryId?: string;
  /** false: without the variations (IncludeVariations), when only the listing's own fields are wanted. */
  withVariations?: boolean;
}): string {
  return envelope(
    'GetSellerList',
    // CategoryID: only the listings of that category (eBay's filter on the primary category).
    (p.categoryId !== undefined ? element('CategoryID', p.categoryId) : '') +
      element('EndTimeFrom', p.endTimeFrom.toISOString()) +
      element('EndTimeTo', p.endTimeTo.toISOString()) +
      // Fine: titles, prices, quantities, pictures, specifics and the description, without the heavy extras.
      element('GranularityLevel', 'Fine') +
      element('IncludeVariations', p.withVariations ?? true) +
      `<Pagination>${element('EntriesPerPage', p.perPage)}${element('PageNumber', p.page)}</Pagination>`,
  );
}

/** ReviseItem / ReviseFixedPriceItem: only the fields that change are sent; eBay keeps the others. */
export function reviseRequest(
  call: 'ReviseItem' | 'ReviseFixedPriceItem',
  itemId: string,
  changes: ItemChanges,
): string {
  let item = element('ItemID', itemId);
  if (changes.title !== undefined) item += element('Title', changes.title);
  if (changes.categoryId !== undefined)
    item += `<PrimaryCategory>${element('CategoryID', changes.categoryId)}</PrimaryCategory>`;
  if (changes.secondaryCategoryId !== undefined)
    item += `<SecondaryCategory>${element('CategoryID', changes.secondaryCategoryId)}</SecondaryCategory>`;
  if (changes.price !== undefined) item += element('StartPrice', changes.price.toFixed(2));
  if (changes.descriptionHtml !== undefined) item += element('Description', changes.descriptionHtml);
  if (changes.itemSpecifics !== undefined) {
    // The whole list replaces the listing's specifics, as eBay does with ItemSpecifics in a revise call.
    const lists = changes.itemSpecifics
      .map(
        (s) =>
          `<NameValueList>${element('Name', s.name)}${s.values.map((v) => element('Value', v)).join('')}</NameValueList>`,
      )
      .join('');
    item += `<ItemSpecifics>${lists}</ItemSpecifics>`;
  }
  if (typeof changes.videoId === 'string')
    item += `<VideoDetails>${element('VideoID', changes.videoId)}</VideoDetails>`;
  if (changes.compatibility !== undefined) {
    // ReplaceAll: the rows sent become the whole list, as the transformer means it.
    const rows = changes.compatibility
      .map(
        (row) =>
          `<Compatibility>${row.nameValues
            .map(
              (pair) =>
                `<NameValueList>${element('Name', pair.name)}${element('Value', pair.value)}</NameValueList>`,
            )
            .join('')}${row.notes ? element('CompatibilityNotes', row.notes) : ''}</Compatibility>`,
      )
      .join('');
    item += `<ItemCompatibilityList>${element('ReplaceAll', true)}${rows}</ItemCompatibilityList>`;
  }
  // Removing a field in a revise call names it in DeletedField, beside the Item.
  const deleted = changes.videoId === null ? element('DeletedField', 'Item.VideoDetails') : '';
  return envelope(call, `<Item>${item}</Item>${deleted}`);
}

/** RevokeToken: ends the grant of the token it is sent with; eBay's notification subscriptions end with it. */
export function revokeTokenRequest(): string {
  return envelope('RevokeToken', element('UnsubscribeNotification', true));
}
