import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox, testCredentials } from './testing/test-sandbox.ts';

const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: false, attributeNamePrefix: '@_' });
type Node = Record<string, unknown>;

let ebay: TestSandbox;
let seller: string;
let token: string;

beforeAll(async () => {
  ebay = await startTestSandbox();
  // The seller with the most listings live today, so paging has pages.
  const market = ebay.sandbox.market;
  const ranked = [...market.sellers()].sort(
    (a, b) =>
      market.listingIdsOfSeller(b.username, ebay.today()).length -
      market.listingIdsOfSeller(a.username, ebay.today()).length,
  );
  seller = ranked[0]?.username ?? '';
  token = (await ebay.userTokens(seller)).access_token;
});

afterAll(async () => {
  await ebay?.close();
});

async function trading(
  callName: string,
  xml: string,
  accessToken = token,
  headers: Record<string, string> = {},
) {
  const answer = await ebay.trading(callName, xml, accessToken, headers);
  const document = parser.parse(answer.text) as Node;
  return { status: answer.status, response: document[`${callName}Response`] as Node, text: answer.text };
}

const endWindow = () => {
  const now = ebay.now().getTime();
  return `<EndTimeFrom>${new Date(now - 86_400_000).toISOString()}</EndTimeFrom><EndTimeTo>${new Date(now + 119 * 86_400_000).toISOString()}</EndTimeTo>`;
};

const list = (value: unknown): Node[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]) as Node[];

describe('Trading API (XML)', () => {
  it('answers GetSellerList with the token owner’s listings, paged', async () => {
    const first = await trading(
      'GetSellerList',
      `${endWindow()}<Pagination><EntriesPerPage>5</EntriesPerPage><PageNumber>1</PageNumber></Pagination><GranularityLevel>Fine</GranularityLevel><IncludeVariations>true</IncludeVariations>`,
    );
    expect(first.status).toBe(200);
    expect(first.response.Ack).toBe('Success');
    expect(first.response.Version).toBe('1349');
    const result = first.response.PaginationResult as Node;
    const total = Number(result.TotalNumberOfEntries);
    expect(total).toBeGreaterThan(5);
    expect(Number(result.TotalNumberOfPages)).toBe(Math.ceil(total / 5));
    expect(first.response.HasMoreItems).toBe('true');
    const items = list((first.response.ItemArray as Node).Item);
    expect(items).toHaveLength(5);
    expect(items.every((item) => (item.Seller as Node).UserID === seller)).toBe(true);

    const pages = Number(result.TotalNumberOfPages);
    const last = await trading(
      'GetSellerList',
      `${endWindow()}<Pagination><EntriesPerPage>5</EntriesPerPage><PageNumber>${pages}</PageNumber></Pagination>`,
    );
    expect(last.response.HasMoreItems).toBe('false');
    expect(list((last.response.ItemArray as Node).Item).length).toBe(total - (pages - 1) * 5);
  });

  it('answers GetSellerList for one category (CategoryID) with that category’s listings and their specifics', async () => {
    const market = ebay.sandbox.market;
    const live = market
      .listingIdsOfSeller(seller, ebay.today())
      .map((id) => market.listing(id, ebay.today()))
      .filter((listing) => listing !== undefined)
      // The listings the end-time window holds, as the call filters them.
      .filter((listing) => {
        const end = Date.parse(listing.endTime);
        const now = ebay.now().getTime();
        return end >= now - 86_400_000 && end <= now + 119 * 86_400_000;
      });
    const counts = new Map<string, number>();
    for (const listing of live) counts.set(listing.categoryId, (counts.get(listing.categoryId) ?? 0) + 1);
    const [categoryId, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const { response } = await trading(
      'GetSellerList',
      `<CategoryID>${categoryId}</CategoryID>${endWindow()}<Pagination><EntriesPerPage>200</EntriesPerPage><PageNumber>1</PageNumber></Pagination><GranularityLevel>Fine</GranularityLevel><IncludeVariations>false</IncludeVariations>`,
    );
    expect(response.Ack).toBe('Success');
    expect(Number((response.PaginationResult as Node).TotalNumberOfEntries)).toBe(count);
    const items = list((response.ItemArray as Node).Item);
    expect(items.length).toBe(Math.min(count, 200));
    for (const item of items) {
      expect((item.PrimaryCategory as Node).CategoryID).toBe(categoryId);
      expect(item.Variations).toBeUndefined();
      const listing = market.listing(String(item.ItemID), ebay.today());
      expect(list((item.ItemSpecifics as Node | undefined)?.NameValueList).map((s) => s.Name)).toEqual(
        listing?.itemSpecifics.map((s) => s.name),
      );
    }
  });

  it('refuses more than 200 entries per page and an end-time window over 120 days', async () => {
    const tooMany = await trading(
      'GetSellerList',
      `${endWindow()}<Pagination><EntriesPerPage>201</EntriesPerPage></Pagination>`,
    );
    expect(tooMany.response.Ack).toBe('Failure');
    expect((tooMany.response.Errors as Node).ErrorCode).toBe('37');
    const now = ebay.now().getTime();
    const wide = await trading(
      'GetSellerList',
      `<EndTimeFrom>${new Date(now).toISOString()}</EndTimeFrom><EndTimeTo>${new Date(now + 121 * 86_400_000).toISOString()}</EndTimeTo>`,
    );
    expect(wide.response.Ack).toBe('Failure');
  });

  it('answers GetItem with specifics, description, price and listing details', async () => {
    const itemId = ebay.sandbox.market.listingIdsOfSeller(seller, ebay.today())[0] ?? '';
    const listing = ebay.sandbox.market.listing(itemId, ebay.today());
    const { response } = await trading(
      'GetItem',
      `<ItemID>${itemId}</ItemID><IncludeItemSpecifics>true</IncludeItemSpecifics><DetailLevel>ReturnAll</DetailLevel>`,
    );
    expect(response.Ack).toBe('Success');
    const item = response.Item as Node;
    expect(item.ItemID).toBe(itemId);
    expect(item.Title).toBe(listing?.title);
    expect(item.Description).toBe(listing?.descriptionHtml);
    expect((item.PrimaryCategory as Node).CategoryID).toBe(listing?.categoryId);
    expect(((item.SellingStatus as Node).CurrentPrice as Node)['@_currencyID']).toBe(listing?.currency);
    expect(list((item.ItemSpecifics as Node).NameValueList).length).toBe(listing?.itemSpecifics.length);
    expect(((item.ListingDetails as Node).ViewItemURL as string).endsWith(itemId)).toBe(true);
  });

  it('persists ReviseFixedPriceItem changes, visible in GetItem and in a later search', async () => {
    const market = ebay.sandbox.market;
    const itemId =
      market
        .listingIdsOfSeller(seller, ebay.today())
        .find((id) => market.listing(id, ebay.today())?.listingType === 'FixedPriceItem') ?? '';
    const title = `Zuverlaessig Quokkafutter ${itemId.slice(-4)}`;
    // The whole list replaces the listing's specifics: the others are sent as they are, the brand changed.
    const specifics = (market.listing(itemId, ebay.today())?.itemSpecifics ?? [])
      .filter((s) => s.name !== 'Marke')
      .map(
        (s) =>
          `<NameValueList><Name>${s.name}</Name>${s.values.map((v) => `<Value>${v}</Value>`).join('')}</NameValueList>`,
      )
      .join('');
    const revise = await trading(
      'ReviseFixedPriceItem',
      `<Item><ItemID>${itemId}</ItemID><Title>${title}</Title><StartPrice>12.34</StartPrice><ItemSpecifics><NameValueList><Name>Marke</Name><Value>Quokka</Value></NameValueList>${specifics}</ItemSpecifics></Item>`,
    );
    expect(['Success', 'Warning'], revise.text).toContain(revise.response.Ack);
    expect(revise.response.ItemID).toBe(itemId);
    const { response } = await trading(
      'GetItem',
      `<ItemID>${itemId}</ItemID><IncludeItemSpecifics>true</IncludeItemSpecifics>`,
    );
    const item = response.Item as Node;
    expect(item.Title).toBe(title);
    expect(((item.SellingStatus as Node).CurrentPrice as Node)['#text']).toBe('12.34');
    const appToken = await ebay.applicationToken();
    const site = market.site(market.listing(itemId, ebay.today())?.siteId ?? 77);
    const found = await ebay.call(
      `/buy/browse/v1/item_summary/search?q=${encodeURIComponent('Quokkafutter zuverlaessig')}`,
      {
        headers: { authorization: `Bearer ${appToken}`, 'x-ebay-c-marketplace-id': site.marketplaceId },
      },
    );
    const summaries =
      (found.body as { itemSummaries?: { legacyItemId: string; title: string }[] }).itemSummaries ?? [];
    expect(summaries.map((summary) => summary.legacyItemId)).toContain(itemId);
  });

  it('lets only the owner revise a listing', async () => {
    const market = ebay.sandbox.market;
    const other = market
      .sellers()
      .find(
        (candidate) =>
          candidate.username !== seller &&
          market.listingIdsOfSeller(candidate.username, ebay.today()).length > 0,
      );
    const foreignItem = market.listingIdsOfSeller(other?.username ?? '', ebay.today())[0];
    const before = market.listing(foreignItem ?? '', ebay.today())?.title;
    const revise = await trading(
      'ReviseItem',
      `<Item><ItemID>${foreignItem}</ItemID><Title>Mine now</Title></Item>`,
    );
    expect(revise.response.Ack).toBe('Failure');
    expect((revise.response.Errors as Node).ErrorCode).toBe('17');
    expect(market.listing(foreignItem ?? '', ebay.today())?.title).toBe(before);
  });

  it('answers unknown calls and bad tokens with eBay’s Failure document', async () => {
    const unknown = await trading('GetMyeBaySelling', '');
    expect(unknown.status).toBe(200);
    expect(unknown.response.Ack).toBe('Failure');
    expect((unknown.response.Errors as Node).ErrorCode).toBe('2');
    const badToken = await trading('GetItem', '<ItemID>1</ItemID>', 'v^1.1#i^1#not-a-token');
    expect(badToken.response.Ack).toBe('Failure');
    expect((badToken.response.Errors as Node).ErrorCode).toBe('21916984');
    const appToken = await ebay.applicationToken();
    const application = await trading('GetItem', '<ItemID>1</ItemID>', appToken);
    expect(application.response.Ack).toBe('Failure');
  });

  it('ends the whole grant on RevokeToken sent with the application’s keys, and only with them', async () => {
    const other = ebay.sandbox.market.sellers().find((s) => s.username !== seller)?.username ?? '';
    const grant = await ebay.userTokens(other);
    const xml = '<UnsubscribeNotification>true</UnsubscribeNotification>';
    const keys = {
      'x-ebay-api-app-name': testCredentials.clientId,
      'x-ebay-api-cert-name': testCredentials.clientSecret,
    };
    const withoutKeys = await trading('RevokeToken', xml, grant.access_token);
    expect(withoutKeys.response.Ack).toBe('Failure');
    const wrongCert = await trading('RevokeToken', xml, grant.access_token, {
      ...keys,
      'x-ebay-api-cert-name': 'x',
    });
    expect(wrongCert.response.Ack).toBe('Failure');
    const refreshForm = { grant_type: 'refresh_token', refresh_token: grant.refresh_token };
    expect((await ebay.token(refreshForm)).status).toBe(200);

    const revoked = await trading('RevokeToken', xml, grant.access_token, keys);
    expect(revoked.status).toBe(200);
    expect(revoked.response.Ack).toBe('Success');
    const refresh = await ebay.token(refreshForm);
    expect(refresh.status).toBe(400);
    expect((refresh.body as { error: string }).error).toBe('invalid_grant');
    const afterwards = await trading('GetItem', '<ItemID>1</ItemID>', grant.access_token);
    expect((afterwards.response.Errors as Node).ErrorCode).toBe('21916984');
    // The seller's other grants are untouched.
    const mine = await trading('GetItem', '<ItemID>1</ItemID>');
    expect((mine.response.Errors as Node | undefined)?.ErrorCode).not.toBe('21916984');
  });
});
