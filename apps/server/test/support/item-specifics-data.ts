// The item specifics tests' sellers: a stand-in seller with several German fixed-price listings of one category
// that has required and recommended aspects, imported for a user as the listing import would store them.
import type { Aspect, Listing } from '@baylytics/sandbox/marketplace/model';
import { expect } from 'vitest';
import { listings, rankingAccounts } from '../../src/db/schema/ranking.ts';
import type { TestApp } from './test-app.ts';

export interface SellerCategory {
  sellerName: string;
  categoryId: string;
  listings: Listing[];
  aspects: Aspect[];
}

const today = (t: TestApp) => t.clock.now().toISOString().slice(0, 10);

/** The `index`-th stand-in seller with at least `min` such listings in one category (each seller fits once). */
export function sellerCategory(t: TestApp, index: number, min = 3): SellerCategory {
  const market = t.ebaySandbox.market;
  const day = today(t);
  const found = market.sellers().flatMap((seller) => {
    const byCategory = new Map<string, Listing[]>();
    for (const id of market.listingIdsOfSeller(seller.username, day)) {
      const l = market.listing(id, day);
      if (l?.siteId !== 77 || l.variations.length > 0 || l.listingType !== 'FixedPriceItem') continue;
      byCategory.set(l.categoryId, [...(byCategory.get(l.categoryId) ?? []), l]);
    }
    for (const [categoryId, list] of byCategory) {
      const aspects = market.aspects(77, categoryId);
      const required = aspects.filter((a) => a.required);
      const complete = (l: Listing) => required.every((a) => l.itemSpecifics.some((s) => s.name === a.name));
      // Listings carrying every required aspect first: their old values can be restored and synced again.
      const ordered = [...list.filter(complete), ...list.filter((l) => !complete(l))];
      if (
        list.length >= min &&
        list.some(complete) &&
        required.length > 0 &&
        aspects.some((a) => a.recommended && !a.required)
      )
        return [{ sellerName: seller.username, categoryId, listings: ordered, aspects }];
    }
    return [];
  });
  const chosen = found[index];
  if (!chosen) throw new Error(`the stand-in has no seller number ${index} with such listings`);
  return chosen;
}

/** Stores the seller as the user's imported account with the category's listings (and no others). */
export async function importCategory(t: TestApp, userId: number, seller: SellerCategory): Promise<number> {
  const [account] = await t.db
    .insert(rankingAccounts)
    .values({ userId, sellerName: seller.sellerName })
    .returning({ id: rankingAccounts.id });
  if (!account) throw new Error('no account');
  await t.db.insert(listings).values(
    seller.listings.map((l) => ({
      accountId: account.id,
      itemNumber: Number(l.itemId),
      siteId: 77,
      title: l.title,
      sku: l.sku ?? '',
      categoryId: Number(l.categoryId),
      categoryName: `Kategorie ${l.categoryId}`,
    })),
  );
  return account.id;
}

/** Values for every required and recommended aspect, so eBay takes the revision without warnings. */
export function fullDraft(aspects: readonly Aspect[], suffix: string) {
  return aspects
    .filter((a) => a.required || a.recommended)
    .map((a) => ({
      name: a.name,
      value: [a.mode === 'SELECTION_ONLY' ? (a.values.at(-1) ?? 'x') : `${a.values[0] ?? 'Wert'} ${suffix}`],
    }));
}

/** Saves drafts of a seller's listings in a loaded category and asks for their sync, as the editor does. */
export async function saveAndSyncDrafts(
  t: TestApp,
  token: string,
  key: { categoryId: string; eBaySiteId: number; sellerName: string },
  drafts: { itemNumber: string; characteristics: { name: string; value: string[] }[] }[],
): Promise<void> {
  const saved = await t.request('PUT', '/api/itemspecific/save-items-specifics', {
    token,
    body: { ...key, data: drafts },
  });
  expect(saved.status).toBe(200);
  const applied = await t.request('PUT', '/api/itemspecific/apply-change', { token, body: key });
  expect(applied.status).toBe(200);
}
