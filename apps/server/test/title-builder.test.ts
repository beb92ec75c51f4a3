import type { ReviseAnswer } from '@baylytics/contract/listing-item-apply';
import type { TitleBuilderItem } from '@baylytics/contract/listing-title-builder';
import { searchSuggestions } from '@baylytics/sandbox/suggest/search-suggestions';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { keywords } from '../src/db/schema/keywords.ts';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/** The `index`-th stand-in seller with a German fixed-price listing, and another seller's listing. */
function sellerWithListing(index: number) {
  const market = t.ebaySandbox.market;
  const found = market.sellers().flatMap((seller) => {
    const listing = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .find((l) => l?.siteId === 77 && l.listingType === 'FixedPriceItem');
    return listing ? [{ seller, listing }] : [];
  });
  const own = found[index];
  const other = found.at(-1);
  if (!own || !other || own.seller.username === other.seller.username)
    throw new Error('the stand-in has no two sellers with such listings');
  return { own, other };
}

const listingNow = (itemId: string) => t.ebaySandbox.market.listing(itemId, today());
const tradingCalls = () => t.ebaySandbox.stats().calls.trading ?? 0;
const itemUrl = (itemNumber: string, keyword: string) =>
  `/api/titlebuilder?itemNumber=${itemNumber}&keyword=${encodeURIComponent(keyword)}`;

async function connectedUser(sellerName: string) {
  const user = await t.signedInUser({ plan: 'Bronze' });
  await t.connectEbaySeller(user.token, sellerName);
  return user;
}

afterEach(() => {
  t.suggestSandbox.clearFaults();
  t.ebaySandbox.clearFaults();
});

describe('title builder item', () => {
  it("answers the listing's title, keywords of the database with '*' on special ones, seller and token", async () => {
    const { own } = sellerWithListing(0);
    const user = await connectedUser(own.seller.username);
    const word = `tbwort${own.listing.itemId.slice(-6)}`;
    await t.db.insert(keywords).values([
      { siteId: 77, keyword: `${word} premium`, source: 'seed', value: 85, showInKeyword: 10 },
      { siteId: 77, keyword: `${word} günstig`, source: 'seed', value: 40, showInKeyword: 500 },
      { siteId: 77, keyword: `${word} grenze`, source: 'seed', value: 70, showInKeyword: 1 },
      { siteId: 0, keyword: `${word} us`, source: 'seed', value: 99, showInKeyword: 1 },
    ]);
    const answer = await t.get<TitleBuilderItem>(itemUrl(own.listing.itemId, word), { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      itemNumber: own.listing.itemId,
      itemTitle: own.listing.title,
      availableKeywords: [`${word} premium*`, `${word} grenze*`, `${word} günstig`],
      hasToken: true,
      sellerId: own.seller.username,
      eBaySiteId: 77,
    });
  });

  it("answers 404 for another seller's listing and an unknown one; both fields are required", async () => {
    const { own, other } = sellerWithListing(1);
    const user = await connectedUser(own.seller.username);
    expect((await t.get(itemUrl(other.listing.itemId, 'lampe'), { token: user.token })).status).toBe(404);
    expect((await t.get(itemUrl('999999999999', 'lampe'), { token: user.token })).status).toBe(404);
    const missing = await t.get(`/api/titlebuilder?itemNumber=${own.listing.itemId}&keyword=%20`, {
      token: user.token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe('keyword');
    expect((await t.get('/api/titlebuilder?keyword=lampe', { token: user.token })).status).toBe(400);
    const noPlan = await t.signedInUser();
    expect((await t.get(itemUrl(own.listing.itemId, 'lampe'), { token: noPlan.token })).status).toBe(403);
  });
});

describe('changing the title on eBay', () => {
  it('revises the title on eBay; the next read shows it', async () => {
    const { own } = sellerWithListing(2);
    const user = await connectedUser(own.seller.username);
    const title = `Neuer Titel ${own.listing.itemId} mit Schlüsselwort`.slice(0, 80);
    const answer = await t.request<ReviseAnswer>('PUT', '/api/titlebuilder', {
      token: user.token,
      body: { itemNumber: own.listing.itemId, title: ` ${title} `, sellerId: own.seller.username },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ack: 'Success', errors: [] });
    expect(listingNow(own.listing.itemId)?.title).toBe(title);
    const read = await t.get<TitleBuilderItem>(itemUrl(own.listing.itemId, 'titel'), { token: user.token });
    expect(read.body.data.itemTitle).toBe(title);
  });

  it("answers 404 for another seller's listing and changes nothing", async () => {
    const { own, other } = sellerWithListing(3);
    const user = await connectedUser(own.seller.username);
    const foreign = await t.request('PUT', '/api/titlebuilder', {
      token: user.token,
      body: { itemNumber: other.listing.itemId, title: 'Fremder Titel' },
    });
    expect(foreign.status).toBe(404);
    expect(listingNow(other.listing.itemId)?.title).toBe(other.listing.title);
    // Another seller's name for the caller's own listing is refused as well.
    const wrongSeller = await t.request('PUT', '/api/titlebuilder', {
      token: user.token,
      body: { itemNumber: own.listing.itemId, title: 'Anderer Titel', sellerId: other.seller.username },
    });
    expect(wrongSeller.status).toBe(404);
    expect(listingNow(own.listing.itemId)?.title).toBe(own.listing.title);
  });

  it('refuses a title over 80 characters and a seller without a usable token, changing nothing', async () => {
    const { own } = sellerWithListing(4);
    const user = await connectedUser(own.seller.username);
    t.ebaySandbox.resetStats();
    const tooLong = await t.request('PUT', '/api/titlebuilder', {
      token: user.token,
      body: { itemNumber: own.listing.itemId, title: 'x'.repeat(81) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.[0]?.field).toBe('title');
    expect(tradingCalls()).toBe(0);

    await t.db.update(ebayTokens).set({ isBlocked: true }).where(eq(ebayTokens.userId, user.id));
    const noToken = await t.request('PUT', '/api/titlebuilder', {
      token: user.token,
      body: { itemNumber: own.listing.itemId, title: 'Titel ohne Token' },
    });
    expect(noToken.status).toBe(409);
    expect(noToken.body).toMatchObject({ message: 'ebayTokenRequired' });
    expect(listingNow(own.listing.itemId)?.title).toBe(own.listing.title);
  });
});

describe('title builder suggestions', () => {
  const universeWord = () => {
    const universe = [...t.ebaySandbox.market.keywordUniverse(77)];
    const word = universe.find((p) => !p.includes(' ') && universe.some((o) => o.startsWith(`${p} `)));
    if (!word) throw new Error('no one-word phrase in the universe');
    return word;
  };

  it("answers eBay's search-box suggestions for the site, and the search engine's for the language", async () => {
    const { token } = await t.signedInUser({ plan: 'Bronze' });
    const word = universeWord();
    const market = t.ebaySandbox.market;
    const ebay = await t.get<string[]>(`/api/titlebuilder/ebay-auto-suggestion?keyword=${word}&sId=77`, {
      token,
    });
    expect(ebay.status).toBe(200);
    expect(ebay.body.data).toEqual(market.autocomplete(77, word, today(), 10));
    expect(ebay.body.data.length).toBeGreaterThan(0);
    const google = await t.get<string[]>(`/api/titlebuilder/google-auto-suggestion?keyword=${word}&lang=de`, {
      token,
    });
    expect(google.status).toBe(200);
    expect(google.body.data).toEqual(searchSuggestions(market, 77, word));
    expect(google.body.data.length).toBeGreaterThan(0);
  });

  it('answers serviceUnavailable when a source fails; refuses a blank keyword, an unknown site and other plans', async () => {
    const { token } = await t.signedInUser({ plan: 'Bronze' });
    const word = universeWord();
    t.suggestSandbox.injectFault({ status: 503 });
    const google = await t.get(`/api/titlebuilder/google-auto-suggestion?keyword=${word}&lang=de`, { token });
    expect(google.status).toBe(503);
    expect(google.body).toMatchObject({ message: 'serviceUnavailable' });
    t.ebaySandbox.injectFault({ api: 'autosug', status: 503, count: 20 });
    const ebay = await t.get(`/api/titlebuilder/ebay-auto-suggestion?keyword=${word}&sId=77`, { token });
    expect(ebay.status).toBe(503);
    expect((await t.get('/api/titlebuilder/ebay-auto-suggestion?keyword=%20&sId=77', { token })).status).toBe(
      400,
    );
    expect(
      (await t.get(`/api/titlebuilder/ebay-auto-suggestion?keyword=${word}&sId=5`, { token })).status,
    ).toBe(400);
    expect(
      (await t.get(`/api/titlebuilder/google-auto-suggestion?keyword=${word}&lang=fr`, { token })).status,
    ).toBe(400);
    const noPlan = await t.signedInUser();
    expect(
      (await t.get(`/api/titlebuilder/ebay-auto-suggestion?keyword=${word}&sId=77`, { token: noPlan.token }))
        .status,
    ).toBe(403);
  });
});
