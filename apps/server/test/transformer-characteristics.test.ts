import type { ReviseAnswer } from '@baylytics/contract/listing-item-apply';
import type { TransformerCharacteristics } from '@baylytics/contract/transformer-characteristics';
import type { Listing } from '@baylytics/sandbox/marketplace/model';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);
const listingNow = (itemId: string) => t.ebaySandbox.market.listing(itemId, today());

/**
 * The `index`-th stand-in seller with a German listing without variations whose category has a required and a
 * recommended aspect and an aspect with values that the listing does not fill.
 */
function sellerWithListing(index: number) {
  const market = t.ebaySandbox.market;
  const found = market.sellers().flatMap((seller) => {
    const listing = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .find((l): l is Listing => {
        if (l?.siteId !== 77 || l.variations.length > 0) return false;
        const aspects = market.aspects(77, l.categoryId);
        const filled = new Set(l.itemSpecifics.map((s) => s.name));
        return (
          aspects.some((a) => a.required) &&
          aspects.some((a) => a.recommended && !a.required) &&
          aspects.some((a) => !filled.has(a.name) && a.values.length > 0)
        );
      });
    return listing ? [{ seller, listing }] : [];
  });
  const own = found[index];
  if (!own) throw new Error('the stand-in has too few such sellers');
  return { ...own, aspects: market.aspects(77, own.listing.categoryId) };
}

async function transformerUser(...sellers: string[]) {
  const user = await t.signedInUser({ grantedRoles: ['Transformer'] });
  for (const seller of sellers) await t.connectEbaySeller(user.token, seller);
  return user;
}

const load = (itemNumber: string, keyword: string, token: string) =>
  t.get<TransformerCharacteristics>(
    `/api/transformermvl/characteristics?itemNumber=${itemNumber}&keyword=${encodeURIComponent(keyword)}`,
    { token },
  );
const apply = (itemNumber: string, options: unknown[], token: string) =>
  t.request<ReviseAnswer>('PUT', '/api/transformermvl/characteristics', {
    token,
    body: { itemNumber: Number(itemNumber), options },
  });

/** Every aspect with the listing's value or eBay's first one, as the panel sends them. */
function optionsOf(own: ReturnType<typeof sellerWithListing>, leaveOut?: (name: string) => boolean) {
  return own.aspects
    .filter((a) => !leaveOut?.(a.name))
    .map((a) => ({
      name: a.name,
      value: own.listing.itemSpecifics.find((s) => s.name === a.name)?.values ?? [a.values[0] ?? 'Wert'],
      required: a.required,
    }));
}

describe("the transformer's characteristics panel", () => {
  it("shows the listing's characteristics and the category's proposals, with eBay's values the keyword names", async () => {
    const own = sellerWithListing(0);
    const user = await transformerUser(own.seller.username);
    const filled = new Set(own.listing.itemSpecifics.map((s) => s.name));
    const open = own.aspects.find((a) => !filled.has(a.name) && a.values.length > 0);
    const named = open?.values[0] ?? '';
    const answer = await load(own.listing.itemId, `Ersatzteil ${named}`, user.token);
    expect(answer.status).toBe(200);
    const panel = answer.body.data;
    expect(panel).toMatchObject({
      sellerName: own.seller.username,
      hasToken: true,
      title: own.listing.title,
    });
    expect(panel.characteristics.filter((c) => !c.isCustomField).map((c) => [c.name, c.value])).toEqual(
      own.aspects
        .filter((a) => filled.has(a.name))
        .map((a) => [a.name, own.listing.itemSpecifics.find((s) => s.name === a.name)?.values]),
    );
    expect(new Set(panel.proposals.map((p) => p.name))).toEqual(
      new Set(own.aspects.filter((a) => !filled.has(a.name)).map((a) => a.name)),
    );
    const flags = panel.proposals.map((p) => (p.requiredFlag === 1 ? 0 : p.isRecommended ? 1 : 2));
    expect(flags).toEqual([...flags].sort());
    const proposal = panel.proposals.find((p) => p.name === open?.name);
    expect(proposal?.value).toContain(named);
    expect(proposal?.type).toBe(open?.mode === 'SELECTION_ONLY' ? 'SELECT' : 'TEXTBOX');
    expect(panel.proposals.every((p) => p.value.every((v) => `Ersatzteil ${named}`.includes(v)))).toBe(true);
  });

  it("needs the keyword ('please enter keyword') and refuses another seller's listing", async () => {
    const own = sellerWithListing(1);
    const other = sellerWithListing(2);
    const user = await transformerUser(own.seller.username);
    const missing = await load(own.listing.itemId, ' ', user.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.field)).toEqual(['keyword']);
    expect((await load(other.listing.itemId, 'Teil', user.token)).status).toBe(404);
    const before = listingNow(other.listing.itemId)?.itemSpecifics;
    const refused = await apply(other.listing.itemId, optionsOf(other), user.token);
    expect(refused.status).toBe(404);
    expect(listingNow(other.listing.itemId)?.itemSpecifics).toEqual(before);
  });

  it('replaces the specifics on eBay: Success with a custom field, Warning without a recommended one, which also takes the custom field away', async () => {
    const own = sellerWithListing(3);
    const user = await transformerUser(own.seller.username);
    const custom = { name: 'Werkstatthinweis', value: ['Nur mit Gutachten'], required: false };
    const done = await apply(own.listing.itemId, [...optionsOf(own), custom], user.token);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ ack: 'Success', errors: [] });
    expect(listingNow(own.listing.itemId)?.itemSpecifics).toContainEqual({
      name: custom.name,
      values: custom.value,
    });
    const reloaded = (await load(own.listing.itemId, 'Teil', user.token)).body.data;
    expect(reloaded.characteristics.find((c) => c.isCustomField)).toMatchObject({
      name: custom.name,
      value: custom.value,
      type: 'TEXTBOX',
    });

    const recommended = own.aspects.find((a) => a.recommended && !a.required);
    const warned = await apply(
      own.listing.itemId,
      optionsOf(own, (name) => name === recommended?.name),
      user.token,
    );
    expect(warned.body.data.ack).toBe('Warning');
    expect(warned.body.data.errors.some((e) => e.includes(recommended?.name ?? '?'))).toBe(true);
    const held = listingNow(own.listing.itemId)?.itemSpecifics.map((s) => s.name);
    expect(held).not.toContain(custom.name);
    expect(held).not.toContain(recommended?.name);
  });

  it("passes eBay's refusal on (ack Failure) and changes nothing", async () => {
    const own = sellerWithListing(4);
    const user = await transformerUser(own.seller.username);
    const required = own.aspects.find((a) => a.required);
    const before = listingNow(own.listing.itemId)?.itemSpecifics;
    const refused = await apply(
      own.listing.itemId,
      optionsOf(own, (name) => name === required?.name),
      user.token,
    );
    expect(refused.status).toBe(200);
    expect(refused.body.data.ack).toBe('Failure');
    expect(refused.body.data.errors.some((e) => e.includes(required?.name ?? '?'))).toBe(true);
    expect(listingNow(own.listing.itemId)?.itemSpecifics).toEqual(before);
  });

  it('applies only with a usable token of the listing’s seller, and is for transformer users only', async () => {
    const own = sellerWithListing(5);
    const second = sellerWithListing(6);
    const user = await transformerUser(own.seller.username, second.seller.username);
    await t.db
      .update(ebayTokens)
      .set({ isBlocked: true })
      .where(and(eq(ebayTokens.userId, user.id), eq(ebayTokens.username, own.seller.username)));
    const panel = await load(own.listing.itemId, 'Teil', user.token);
    expect(panel.status).toBe(200);
    expect(panel.body.data.hasToken).toBe(false);
    const before = listingNow(own.listing.itemId)?.itemSpecifics;
    const refused = await apply(own.listing.itemId, optionsOf(own), user.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('ebayTokenRequired');
    expect(listingNow(own.listing.itemId)?.itemSpecifics).toEqual(before);

    const { token: seller } = await t.signedInUser({ plan: 'Gold' });
    expect((await load(second.listing.itemId, 'Teil', seller)).status).toBe(403);
  });
});
