import { type MobileCheckResult, mobileCheckMetadataSchema } from '@baylytics/contract/listing-mobile-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/** The `index`-th stand-in seller with German listings both with and without eBay's mobile snippet. */
function sellerWithBothListings(index: number) {
  const market = t.ebaySandbox.market;
  const found = market.sellers().flatMap((seller) => {
    const listings = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .filter((l) => l?.siteId === 77);
    const withSnippet = listings.find((l) => l?.hasMobileDescription);
    const without = listings.find((l) => l && !l.hasMobileDescription);
    return withSnippet && without ? [{ seller, withSnippet, without }] : [];
  });
  const own = found[index];
  const other = found.at(-1);
  if (!own || !other || own.seller.username === other.seller.username)
    throw new Error('the stand-in has too few sellers with and without mobile snippets');
  return { own, other };
}

const url = (itemNumber: string) => `/api/itemchecking/${itemNumber}/mobile-checking`;

describe('mobile check', () => {
  it("answers the short description of the caller's listing: its HTML, flag and parts as eBay shows them", async () => {
    const { own } = sellerWithBothListings(0);
    const user = await t.signedInUser({ plan: 'Bronze' });
    await t.connectEbaySeller(user.token, own.seller.username);

    const answer = await t.get<MobileCheckResult>(url(own.withSnippet.itemId), { token: user.token });
    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect(result).toMatchObject({
      description: 'description',
      itemNumber: own.withSnippet.itemId,
      title: own.withSnippet.title,
    });
    expect(result.pictureUrl?.endsWith(own.withSnippet.pictureUrls[0] ?? '-')).toBe(true);
    expect(result.value).toMatch(/^<span property="description">[^<]+<\/span>$/);
    expect(own.withSnippet.descriptionHtml).toContain(result.value);
    const metadata = mobileCheckMetadataSchema.parse(JSON.parse(result.metadata));
    const text = metadata.shortDescription;
    expect(text.length).toBeGreaterThan(0);
    expect(metadata.mobileDescriptionCount).toBe([...text].length);
    expect(metadata.mobileDescriptionCharacters).toBe(800);
    expect(metadata.mobileDescription0 + metadata.mobileDescription1 + metadata.mobileDescription2).toBe(
      text,
    );
    expect([...metadata.mobileDescription0].length).toBe(Math.min(215, [...text].length));
    expect(result.flag).toBe([...text].length <= 800 ? 1 : 2);
    expect(metadata.mobileDescriptionAll).toContain(text);

    const without = await t.get<MobileCheckResult>(url(own.without.itemId), { token: user.token });
    expect(without.body.data).toMatchObject({ value: '', flag: 3 });
    const noSnippet = mobileCheckMetadataSchema.parse(JSON.parse(without.body.data.metadata));
    expect(noSnippet).toMatchObject({
      shortDescription: '',
      mobileDescriptionCount: 0,
      mobileDescription0: '',
    });
    expect(noSnippet.mobileDescriptionAll.length).toBeGreaterThan(0);
    expect(own.without.descriptionHtml).not.toContain('property="description"');
  });

  it("answers 404 for another seller's listing and an unknown one; refuses a malformed number and other plans", async () => {
    const { own, other } = sellerWithBothListings(1);
    const user = await t.signedInUser({ plan: 'Bronze' });
    await t.connectEbaySeller(user.token, own.seller.username);
    const foreign = await t.get(url(other.withSnippet.itemId), { token: user.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'notFound' });
    expect((await t.get(url('999999999999'), { token: user.token })).status).toBe(404);
    t.ebaySandbox.resetStats();
    const malformed = await t.get(url('12ab'), { token: user.token });
    expect(malformed.status).toBe(400);
    expect(t.ebaySandbox.stats().calls.trading ?? 0).toBe(0);
    const noPlan = await t.signedInUser();
    expect((await t.get(url(own.withSnippet.itemId), { token: noPlan.token })).status).toBe(403);
    expect((await t.get(url(own.withSnippet.itemId))).status).toBe(401);
  });
});
