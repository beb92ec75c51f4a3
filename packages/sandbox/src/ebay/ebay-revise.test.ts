import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../marketplace/model.ts';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// What ReviseItem says about categories and item specifics: the secondary category, eBay's refusal of a missing
// required specific, and the warning (Ack Warning) for a missing recommended one.
const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: false, attributeNamePrefix: '@_' });
type Node = Record<string, unknown>;
let ebay: TestSandbox;
let token: string;
let listing: Listing;

beforeAll(async () => {
  ebay = await startTestSandbox();
  const market = ebay.sandbox.market;
  const seller = market.sellers()[0]?.username ?? '';
  token = (await ebay.userTokens(seller)).access_token;
  const found = market
    .listingIdsOfSeller(seller, ebay.today())
    .map((id) => market.listing(id, ebay.today()))
    .find((l) => l?.siteId === 77 && l.variations.length === 0 && l.listingType === 'FixedPriceItem');
  if (!found) throw new Error('no German fixed-price listing without variations');
  listing = found;
});

afterAll(async () => {
  await ebay?.close();
});

async function revise(itemXml: string) {
  const answer = await ebay.trading(
    'ReviseItem',
    `<Item><ItemID>${listing.itemId}</ItemID>${itemXml}</Item>`,
    token,
  );
  return (parser.parse(answer.text) as Node).ReviseItemResponse as Node;
}

const specificsXml = (list: { name: string; values: string[] }[]) =>
  `<ItemSpecifics>${list.map((s) => `<NameValueList><Name>${s.name}</Name>${s.values.map((v) => `<Value>${v}</Value>`).join('')}</NameValueList>`).join('')}</ItemSpecifics>`;

const errorsOf = (response: Node) =>
  (Array.isArray(response.Errors) ? response.Errors : response.Errors ? [response.Errors] : []) as Node[];

describe('ReviseItem: categories and item specifics', () => {
  it('sets and removes a secondary category, visible in GetItem; refuses the primary one as secondary', async () => {
    const market = ebay.sandbox.market;
    const other = market
      .listingIdsOfSeller(market.sellers()[1]?.username ?? '', ebay.today())
      .map((id) => market.listing(id, ebay.today()))
      .find((l) => l?.siteId === 77 && l.categoryId !== listing.categoryId);
    const secondaryId = other?.categoryId ?? '';
    const set = await revise(
      `<SecondaryCategory><CategoryID>${secondaryId}</CategoryID></SecondaryCategory>`,
    );
    expect(set.Ack).toBe('Success');
    expect(market.listing(listing.itemId, ebay.today())?.secondaryCategoryId).toBe(secondaryId);
    const item = await ebay.trading('GetItem', `<ItemID>${listing.itemId}</ItemID>`, token);
    const secondary = ((parser.parse(item.text) as Node).GetItemResponse as { Item: Node }).Item
      .SecondaryCategory as Node;
    expect(secondary).toEqual({ CategoryID: secondaryId, CategoryName: other?.categoryPath.join(':') });

    const same = await revise(
      `<SecondaryCategory><CategoryID>${listing.categoryId}</CategoryID></SecondaryCategory>`,
    );
    expect(same.Ack).toBe('Failure');
    expect(market.listing(listing.itemId, ebay.today())?.secondaryCategoryId).toBe(secondaryId);

    const removed = await revise('<SecondaryCategory><CategoryID>0</CategoryID></SecondaryCategory>');
    expect(removed.Ack).toBe('Success');
    expect(market.listing(listing.itemId, ebay.today())?.secondaryCategoryId).toBeUndefined();
  });

  it('refuses specifics without a required one and warns of a missing recommended one', async () => {
    const market = ebay.sandbox.market;
    const aspects = market.aspects(77, listing.categoryId);
    const required = aspects.find((a) => a.required);
    const recommended = aspects.find((a) => a.recommended && !a.required);
    if (!required || !recommended) throw new Error('the category has no required and recommended aspect');
    const before = market.listing(listing.itemId, ebay.today())?.itemSpecifics;
    const withoutRequired = (before ?? []).filter((s) => s.name !== required.name);
    const refused = await revise(specificsXml(withoutRequired));
    expect(refused.Ack).toBe('Failure');
    expect(errorsOf(refused).map((e) => e.ErrorCode)).toContain('21919303');
    expect(market.listing(listing.itemId, ebay.today())?.itemSpecifics).toEqual(before);

    const withoutRecommended = [
      ...(before ?? []).filter((s) => s.name !== recommended.name && s.name !== required.name),
      { name: required.name, values: ['Testwert'] },
    ];
    const warned = await revise(specificsXml(withoutRecommended));
    expect(warned.Ack).toBe('Warning');
    const warning = errorsOf(warned).find((e) => e.SeverityCode === 'Warning');
    expect(warning?.LongMessage).toContain(recommended.name);
    const after = market.listing(listing.itemId, ebay.today())?.itemSpecifics;
    expect(after?.find((s) => s.name === required.name)?.values).toEqual(['Testwert']);
  });
});
