import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../marketplace/model.ts';
import { revisionLimitErrorCode, revisionsPerItemPerDay } from './revision-limit.ts';
import { startTestSandbox, type TestSandbox } from './testing/test-sandbox.ts';

// eBay's daily revision limit: 250 revisions of one listing per calendar day through ReviseItem and
// ReviseFixedPriceItem together; the next one is refused with Ack Failure and changes nothing.
const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: false, attributeNamePrefix: '@_' });
type Node = Record<string, unknown>;
let ebay: TestSandbox;
let token: string;
let limited: Listing;
let other: Listing;

beforeAll(async () => {
  ebay = await startTestSandbox();
  const market = ebay.sandbox.market;
  const seller = market.sellers()[0]?.username ?? '';
  token = (await ebay.userTokens(seller)).access_token;
  const fixedPrice = market
    .listingIdsOfSeller(seller, ebay.today())
    .map((id) => market.listing(id, ebay.today()))
    .filter((l): l is Listing => l?.variations.length === 0 && l.listingType === 'FixedPriceItem');
  const [first, second] = fixedPrice;
  if (!first || !second) throw new Error('the seller has no two fixed-price listings without variations');
  limited = first;
  other = second;
});

afterAll(async () => {
  await ebay?.close();
});

async function reviseTitle(call: 'ReviseItem' | 'ReviseFixedPriceItem', listing: Listing, title: string) {
  const answer = await ebay.trading(
    call,
    `<Item><ItemID>${listing.itemId}</ItemID><Title>${title}</Title></Item>`,
    token,
  );
  expect(answer.status).toBe(200);
  return (parser.parse(answer.text) as Node)[`${call}Response`] as Node;
}

const titleNow = (listing: Listing) => ebay.sandbox.market.listing(listing.itemId, ebay.today())?.title;

describe('the daily revision limit', () => {
  it('refuses the revision after 250 on one listing and day, takes others, and takes it again the next day', async () => {
    for (let n = 1; n <= revisionsPerItemPerDay; n += 1) {
      const call = n % 2 === 0 ? 'ReviseFixedPriceItem' : 'ReviseItem';
      const answer = await reviseTitle(call, limited, `Revision ${n}`);
      expect(answer.Ack).toBe('Success');
    }
    expect(titleNow(limited)).toBe(`Revision ${revisionsPerItemPerDay}`);

    const refused = await reviseTitle('ReviseItem', limited, 'One too many');
    expect(refused.Ack).toBe('Failure');
    const error = refused.Errors as Node;
    expect(error.ErrorCode).toBe(String(revisionLimitErrorCode));
    expect(error.SeverityCode).toBe('Error');
    expect(error.LongMessage).toContain(limited.itemId);
    expect(titleNow(limited)).toBe(`Revision ${revisionsPerItemPerDay}`);
    const alsoRefused = await reviseTitle('ReviseFixedPriceItem', limited, 'One too many');
    expect(alsoRefused.Ack).toBe('Failure');

    const otherListing = await reviseTitle('ReviseItem', other, 'Another listing');
    expect(otherListing.Ack).toBe('Success');
    expect(titleNow(other)).toBe('Another listing');

    // The next day, with a fresh token (the first one ran out with the day).
    ebay.setNow(new Date(ebay.now().getTime() + 86_400_000));
    token = (await ebay.userTokens(limited.sellerUsername)).access_token;
    const nextDay = await reviseTitle('ReviseItem', limited, 'The next day');
    expect(nextDay.Ack).toBe('Success');
    expect(titleNow(limited)).toBe('The next day');
  }, 60_000);

  it('does not count refused revisions', async () => {
    const before = titleNow(other);
    for (let n = 0; n < 3; n += 1) {
      const refused = await reviseTitle('ReviseItem', other, 'x'.repeat(81));
      expect(refused.Ack).toBe('Failure');
      expect((refused.Errors as Node).ErrorCode).toBe('70');
    }
    expect(titleNow(other)).toBe(before);
    const taken = await reviseTitle('ReviseItem', other, 'Still revisable');
    expect(taken.Ack).toBe('Success');
  });
});
