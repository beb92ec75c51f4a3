import type { ReviseAnswer } from '@baylytics/contract/listing-item-apply';
import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/**
 * A stand-in seller (the `index`-th that fits, as a seller can be connected to one customer only) with a German
 * fixed-price listing without variations whose category has a required and a recommended aspect.
 */
function sellerWithListing(index: number) {
  const market = t.ebaySandbox.market;
  const found = market.sellers().flatMap((seller) => {
    const listing = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .find((l) => {
        if (l?.siteId !== 77 || l.variations.length > 0 || l.listingType !== 'FixedPriceItem') return false;
        const aspects = market.aspects(77, l.categoryId);
        return aspects.some((a) => a.required) && aspects.some((a) => a.recommended && !a.required);
      });
    return listing ? [{ seller, listing }] : [];
  });
  const own = found[index];
  const other = found.at(-1);
  if (!own || !other || own.seller.username === other.seller.username)
    throw new Error('the stand-in has no two sellers with such listings');
  return { own, other };
}

const checkUrl = (itemNumber: string) =>
  `/api/itemchecking/${itemNumber}?keyword=${encodeURIComponent('test')}`;
const listingNow = (itemId: string) => t.ebaySandbox.market.listing(itemId, today());
const revisions = () => t.ebaySandbox.stats().calls.trading ?? 0;

async function connectedUser(sellerName: string) {
  const user = await t.signedInUser({ plan: 'Bronze' });
  await t.connectEbaySeller(user.token, sellerName);
  return user;
}

describe('applying categories from the item check', () => {
  it('suggests categories in the check and moves the listing to the chosen one; a later check shows it', async () => {
    const { own } = sellerWithListing(0);
    const user = await connectedUser(own.seller.username);
    const check = await t.get<ItemCheckResult>(checkUrl(own.listing.itemId), { token: user.token });
    expect(check.status).toBe(200);
    const { suggestions, eBaySuggestion } = check.body.data.itemCategories;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(eBaySuggestion).toEqual(suggestions[0]);
    const target = suggestions.find((s) => s.id !== own.listing.categoryId);
    if (!target) throw new Error('no other suggestion');

    const applied = await t.request<ReviseAnswer>('PUT', `/api/itemchecking/${own.listing.itemId}/category`, {
      token: user.token,
      body: { primaryCategoryId: 0, secondaryCategoryId: Number(target.id) },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toEqual({ ack: 'Success', errors: [] });
    expect(listingNow(own.listing.itemId)?.secondaryCategoryId).toBe(target.id);
    expect(listingNow(own.listing.itemId)?.categoryId).toBe(own.listing.categoryId);
    const after = await t.get<ItemCheckResult>(checkUrl(own.listing.itemId), { token: user.token });
    expect(after.body.data.itemCategories.secondaryCategory).toEqual({ value: target.id, name: target.name });
  });

  it("answers 404 for another seller's listing and changes nothing", async () => {
    const { own, other } = sellerWithListing(1);
    const user = await connectedUser(own.seller.username);
    const before = listingNow(other.listing.itemId);
    const category = await t.request('PUT', `/api/itemchecking/${other.listing.itemId}/category`, {
      token: user.token,
      body: { primaryCategoryId: Number(own.listing.categoryId), secondaryCategoryId: 0 },
    });
    expect(category.status).toBe(404);
    const specifics = await t.post(
      `/api/itemchecking/${other.listing.itemId}`,
      { options: [{ name: 'Marke', value: ['Fremd'], required: false }] },
      { token: user.token },
    );
    expect(specifics.status).toBe(404);
    expect(listingNow(other.listing.itemId)).toEqual(before);
  });

  it('refuses without a usable token of the seller, and without a chosen category, changing nothing', async () => {
    const { own } = sellerWithListing(2);
    const user = await connectedUser(own.seller.username);
    const url = `/api/itemchecking/${own.listing.itemId}/category`;
    t.ebaySandbox.resetStats();
    const none = await t.request('PUT', url, {
      token: user.token,
      body: { primaryCategoryId: 0, secondaryCategoryId: 0 },
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'pleaseChooseCategories' });
    expect(revisions()).toBe(0);

    await t.db.update(ebayTokens).set({ isBlocked: true }).where(eq(ebayTokens.userId, user.id));
    const refused = await t.request('PUT', url, {
      token: user.token,
      body: { primaryCategoryId: Number(own.listing.categoryId), secondaryCategoryId: 0 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'ebayTokenRequired' });
    expect(revisions()).toBe(0);
    expect(listingNow(own.listing.itemId)?.categoryId).toBe(own.listing.categoryId);
  });
});

describe('applying item specifics from the item check', () => {
  it("refuses an empty required specific as '{name} isRequired' and changes nothing", async () => {
    const { own } = sellerWithListing(3);
    const user = await connectedUser(own.seller.username);
    const required = t.ebaySandbox.market.aspects(77, own.listing.categoryId).find((a) => a.required);
    const before = listingNow(own.listing.itemId)?.itemSpecifics;
    t.ebaySandbox.resetStats();
    const answer = await t.post(
      `/api/itemchecking/${own.listing.itemId}`,
      { options: [{ name: required?.name, value: [' '], required: true }] },
      { token: user.token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'validationFailed',
      errors: [{ field: 'options.0.value', message: 'isRequired', params: { name: required?.name } }],
    });
    expect(revisions()).toBe(0);
    expect(listingNow(own.listing.itemId)?.itemSpecifics).toEqual(before);
  });

  it("passes eBay's warnings on (ack Warning) and the listing has the new values", async () => {
    const { own } = sellerWithListing(4);
    const user = await connectedUser(own.seller.username);
    const check = await t.get<ItemCheckResult>(checkUrl(own.listing.itemId), { token: user.token });
    const characteristics = check.body.data.itemCharacteristics;
    const recommended = characteristics.find((c) => c.isRecommended && c.requiredFlag !== 1);
    const required = characteristics.filter((c) => c.requiredFlag === 1);
    if (!recommended || required.length === 0) throw new Error('no recommended and required characteristic');
    // Required ones with a new value, the recommended one left out: eBay revises and warns.
    const options = required.map((c) => ({
      name: c.name,
      value: [`${c.value[0] ?? 'Wert'} Neu`],
      required: true,
    }));
    const answer = await t.post<ReviseAnswer>(
      `/api/itemchecking/${own.listing.itemId}`,
      { options },
      { token: user.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.ack).toBe('Warning');
    expect(answer.body.data.errors.some((e) => e.includes(recommended.name))).toBe(true);
    const after = await t.get<ItemCheckResult>(checkUrl(own.listing.itemId), { token: user.token });
    for (const option of options)
      expect(after.body.data.itemCharacteristics.find((c) => c.name === option.name)?.value).toEqual(
        option.value,
      );
    expect(after.body.data.itemCharacteristics.find((c) => c.name === recommended.name)?.value).toEqual([]);
  });
});
