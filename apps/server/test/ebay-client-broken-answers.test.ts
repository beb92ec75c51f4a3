// The eBay client against answers that stall past its timeout, are cut off mid-body or never come: reads are
// tried again within their attempts, a call that creates something is sent once.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import type { EbayClient } from '../src/integrations/ebay/create-ebay-client.ts';
import { EbayError } from '../src/integrations/ebay/ebay-error.ts';
import { standInEbayClient } from './support/stand-in-ebay-client.ts';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();
/** Short enough that a slow answer costs little, long enough for a loaded machine's ordinary answers. */
const timeoutMs = 1_500;
const attempts = 3;

const brokenAnswers = [
  { kind: 'an answer slower than the timeout', fault: { delayMs: 2 * timeoutMs } },
  { kind: 'a body cut off half way', fault: { answer: 'truncated' as const } },
  { kind: 'no answer at all', fault: { answer: 'none' as const } },
];

let client: EbayClient;
let tokenId: number;
let searchWords: string;
const today = () => t.clock.now().toISOString().slice(0, 10);
const callsOf = (api: string) => t.ebaySandbox.stats().calls[api as 'browse'] ?? 0;
const sellerWindow = () => {
  const now = t.clock.now().getTime();
  return { endTimeFrom: new Date(now - dayMs), endTimeTo: new Date(now + 119 * dayMs) };
};

beforeAll(async () => {
  client = standInEbayClient(t, {
    fetch,
    retry: { attempts, baseDelayMs: 5, maxDelayMs: 50, timeoutMs },
  });
  const market = t.ebaySandbox.market;
  const seller = market
    .sellers()
    .find((s) =>
      market.listingIdsOfSeller(s.username, today()).some((id) => market.listing(id, today())?.siteId === 77),
    );
  const listing = market
    .listingIdsOfSeller(seller?.username ?? '', today())
    .map((id) => market.listing(id, today()))
    .find((l) => l?.siteId === 77);
  if (!seller || !listing) throw new Error('no seller with German listings in the stand-in');
  searchWords = listing.title.split(/\s+/).slice(0, 2).join(' ');
  const user = await t.signedInUser({ plan: 'Video' });
  await t.connectEbaySeller(user.token, seller.username);
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  if (!row) throw new Error('the connection stored no token');
  tokenId = row.id;
});

afterEach(() => t.ebaySandbox.clearFaults());

describe.each(brokenAnswers)('eBay gives $kind', ({ fault }) => {
  it('a Browse search is tried again and succeeds on the attempt after the broken ones', async () => {
    t.ebaySandbox.injectFault({ api: 'browse', ...fault, count: attempts - 1 });
    const before = callsOf('browse');
    const page = await client.searchItems({ siteId: 77, q: searchWords });
    expect(page.total).toBeGreaterThan(0);
    expect(callsOf('browse') - before).toBe(attempts);
  });

  it('a Trading read (GetSellerList) is tried again and succeeds', async () => {
    const seller = client.seller(tokenId);
    await seller.getSellerList({ page: 1, perPage: 2, ...sellerWindow() });
    t.ebaySandbox.injectFault({ api: 'trading', ...fault, count: attempts - 1 });
    const before = callsOf('trading');
    const page = await seller.getSellerList({ page: 1, perPage: 2, ...sellerWindow() });
    expect(page.totalEntries).toBeGreaterThan(0);
    expect(callsOf('trading') - before).toBe(attempts);
  });

  it('a read broken on every attempt fails as unavailable after its attempts, none more', async () => {
    t.ebaySandbox.injectFault({ api: 'browse', ...fault, count: 100 });
    const before = callsOf('browse');
    const failure = await client.searchItems({ siteId: 77, q: searchWords }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EbayError);
    expect(failure).toMatchObject({ kind: 'unavailable', attempts });
    expect(callsOf('browse') - before).toBe(attempts);
  });

  it('a video is created once: the Media API takes no idempotency key, so the call is not repeated', async () => {
    t.ebaySandbox.injectFault({ api: 'media', ...fault, count: 100 });
    const before = callsOf('media');
    const failure = await client
      .seller(tokenId)
      .createVideo({ title: 'Einmal', description: 'Nur einmal gesendet', size: 1_000 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EbayError);
    expect(failure).toMatchObject({ kind: 'unavailable', attempts: 1 });
    expect(callsOf('media') - before).toBe(1);
  });
});
