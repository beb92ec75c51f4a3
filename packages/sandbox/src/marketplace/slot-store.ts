import { categoryTable } from './category-tree.ts';
import { productsPerLeaf } from './listing-facts.ts';
import type { SiteId } from './model.ts';
import { mix, randomFor, saltOf } from './random.ts';
import { demoSellerCount, type SellerPlan } from './sellers.ts';
import { siteIds, siteIndex, sitePriceFactor } from './sites.ts';
import { rootsWithoutListings } from './vocabulary.ts';

/**
 * The market's listings as compact columns, one row per slot. A slot is a place a seller keeps
 * filled: a good-'til-cancelled listing that runs for years, or a short listing (auction, 30 days)
 * that is re-listed again and again, each time under a new item number (a new generation).
 * Full `Listing` objects are built on demand from a row (listing-builder.ts).
 */
export interface SlotStore {
  count: number;
  site: Uint8Array;
  seller: Int32Array;
  leaf: Int32Array;
  product: Uint8Array;
  /** Price around which the listing's price drifts, in the site's currency. */
  priceBase: Float32Array;
  /** First generation's start, in days relative to the epoch. */
  start: Int32Array;
  /** Days a generation lasts, and days between generations. */
  lifeDays: Int32Array;
  gapDays: Uint8Array;
  variationCount: Uint8Array;
  condition: Uint8Array;
  /** Promoted-listings ad rate in tenths of a percent; 0 = not promoted. */
  bidTenths: Uint8Array;
  /** Bit flags, see `slotFlag`. */
  flags: Uint8Array;
  shippingCents: Uint16Array;
  pictureCount: Uint8Array;
  /** Restock level: the available quantity after each restock. */
  stock: Uint16Array;
  /** Static ranking strength (seller quality, shipping, pictures …), about 0 … 2. */
  quality: Float32Array;
  /** Expected units sold per day before seasonality (set once demand is known). */
  velocity: Float32Array;
  /** Slots of each site (by site index), ascending. */
  slotsOfSite: Int32Array[];
}

export const slotFlag = {
  auction: 1,
  eBayPlus: 2,
  mobileDescription: 4,
  topRatedListing: 8,
  ean: 16,
  subtitle: 32,
} as const;

/** Lifetime of a good-'til-cancelled listing that never ends within the market's horizon. */
export const untilCancelled = 1_000_000;

/** Leaves of each level-1 category, most popular first (popularity per seed). */
export function leavesByRoot(seed: number): Map<number, number[]> {
  const categories = categoryTable();
  const byRoot = new Map<number, { leaf: number; weight: number }[]>();
  categories.leaves.forEach((categoryIndex, leaf) => {
    const rootId = categories.rootId[categoryIndex] ?? 0;
    const weight = randomFor(seed, saltOf('leaf-weight'), leaf).spread(1);
    const list = byRoot.get(rootId) ?? [];
    list.push({ leaf, weight });
    byRoot.set(rootId, list);
  });
  const result = new Map<number, number[]>();
  for (const [rootId, list] of byRoot)
    result.set(
      rootId,
      list.sort((a, b) => b.weight - a.weight).map((e) => e.leaf),
    );
  return result;
}

/** Level-1 categories that carry listings, weighted by how many leaves they have. */
export function rootWeights(): [number, number][] {
  const categories = categoryTable();
  const counts = new Map<number, number>();
  for (const categoryIndex of categories.leaves) {
    const rootId = categories.rootId[categoryIndex] ?? 0;
    counts.set(rootId, (counts.get(rootId) ?? 0) + 1);
  }
  return [...counts]
    .filter(([rootId]) => !rootsWithoutListings.has(rootId))
    .map(([rootId, n]) => [rootId, Math.sqrt(n)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

const referencePrices = new Map<number, number>();

/** Reference price of a leaf in EUR (log-uniform 4 … 400, same for every seed). */
export function leafReferencePrice(leaf: number): number {
  let price = referencePrices.get(leaf);
  if (price === undefined) {
    price = 4 * 100 ** ((mix(leaf, 0x9e11) % 1000) / 1000);
    referencePrices.set(leaf, price);
  }
  return price;
}

/**
 * How many of a level-1 category's leaves carry listings: all of them from about 150,000 listings on,
 * fewer in a small market, so that a demo market still has competition within the leaves it uses.
 */
export function activeLeafCount(leaves: number, listings: number): number {
  return Math.min(leaves, Math.max(6, Math.ceil(leaves * Math.min(1, listings / 1_500_000))));
}

export function buildSlotStore(seed: number, plan: SellerPlan): SlotStore {
  const count = plan.firstSlot[plan.sellers.length] ?? 0;
  const store: SlotStore = {
    count,
    site: new Uint8Array(count),
    seller: new Int32Array(count),
    leaf: new Int32Array(count),
    product: new Uint8Array(count),
    priceBase: new Float32Array(count),
    start: new Int32Array(count),
    lifeDays: new Int32Array(count),
    gapDays: new Uint8Array(count),
    variationCount: new Uint8Array(count),
    condition: new Uint8Array(count),
    bidTenths: new Uint8Array(count),
    flags: new Uint8Array(count),
    shippingCents: new Uint16Array(count),
    pictureCount: new Uint8Array(count),
    stock: new Uint16Array(count),
    quality: new Float32Array(count),
    velocity: new Float32Array(count),
    slotsOfSite: [],
  };
  const leaves = leavesByRoot(seed);
  const shipping = [0, 0, 0, 0, 0, 299, 395, 449, 499, 599, 695];
  const siteCounts = [0, 0, 0];
  plan.sellers.forEach((seller, sellerIndex) => {
    const isDemo = sellerIndex < demoSellerCount;
    const roots = plan.roots[sellerIndex] ?? [];
    const home = siteIndex(seller.registrationSite);
    const sellerStrength =
      (seller.topRated ? 0.35 : 0) +
      Math.log10(1 + seller.feedbackScore) / 10 +
      (seller.feedbackPercentage - 97) / 10;
    for (let slot = plan.firstSlot[sellerIndex] ?? 0; slot < (plan.firstSlot[sellerIndex + 1] ?? 0); slot++) {
      const random = randomFor(seed, saltOf('slot'), slot);
      store.seller[slot] = sellerIndex;
      const site = random.chance(isDemo ? 0.9 : 0.88) ? home : (home + random.int(1, 2)) % 3;
      store.site[slot] = site;
      siteCounts[site] = (siteCounts[site] ?? 0) + 1;
      const allLeaves = leaves.get(roots[random.int(0, roots.length - 1)] ?? 0) ?? leaves.get(536) ?? [0];
      const rootLeaves = allLeaves.slice(0, activeLeafCount(allLeaves.length, count));
      // Half follows the market's favourite leaves, half the seller's own niche within the category.
      const rank = random.chance(0.5)
        ? random.zipf(rootLeaves.length, 1.15)
        : (random.zipf(rootLeaves.length, 0.9) * 7 + mix(seed, sellerIndex, 0x1eaf)) % rootLeaves.length;
      const leaf = rootLeaves[rank] ?? 0;
      store.leaf[slot] = leaf;
      const product = random.zipf(productsPerLeaf, 1);
      store.product[slot] = product;
      const isAuction = random.chance(isDemo ? 0.02 : 0.07);
      const condition = random.float();
      store.condition[slot] =
        condition < 0.72 ? 0 : condition < 0.8 ? 1 : condition < 0.84 ? 2 : condition < 0.98 ? 3 : 4;
      const productFactor = randomFor(seed, saltOf('product-price'), leaf * productsPerLeaf + product).spread(
        0.3,
      );
      const used = (store.condition[slot] ?? 0) >= 2 ? 0.6 : 1;
      store.priceBase[slot] =
        leafReferencePrice(leaf) * productFactor * random.spread(0.12) * used * (sitePriceFactor[site] ?? 1);
      // Lifetimes: most listings are good-'til-cancelled and run for years; some end and come back.
      const life = random.float();
      if (isAuction) {
        store.lifeDays[slot] = random.pick([5, 7, 7, 10]);
        store.gapDays[slot] = random.int(0, 4);
        store.start[slot] = -random.int(1, 14);
      } else if (!isDemo && life < 0.1) {
        store.lifeDays[slot] = 30;
        store.gapDays[slot] = random.int(0, 6);
        store.start[slot] = -random.int(1, 36);
      } else if (!isDemo && life < 0.22) {
        store.lifeDays[slot] = random.int(60, 900);
        store.gapDays[slot] = random.int(1, 40);
        store.start[slot] = -random.int(1, store.lifeDays[slot] ?? 60);
      } else {
        store.lifeDays[slot] = untilCancelled;
        // A few start after the epoch: the market keeps getting new listings.
        store.start[slot] = random.chance(0.07) ? random.int(1, 540) : -random.int(1, 1400);
      }
      if (!isAuction && random.chance(isDemo ? 0.42 : 0.18)) store.variationCount[slot] = random.int(2, 10);
      let flags = isAuction ? slotFlag.auction : 0;
      if (siteIds[site] === 77 && !isAuction && random.chance(seller.topRated ? 0.6 : 0.15))
        flags |= slotFlag.eBayPlus;
      if (random.chance(0.45)) flags |= slotFlag.mobileDescription;
      if (seller.topRated && random.chance(0.85)) flags |= slotFlag.topRatedListing;
      if ((store.condition[slot] ?? 0) <= 1 && random.chance(0.75)) flags |= slotFlag.ean;
      if (random.chance(0.08)) flags |= slotFlag.subtitle;
      store.flags[slot] = flags;
      store.bidTenths[slot] = random.chance(isDemo ? 0.4 : 0.28) ? random.int(20, 150) : 0;
      store.shippingCents[slot] = random.pick(shipping);
      store.pictureCount[slot] = random.int(1, 12);
      store.stock[slot] = isAuction ? 1 : random.int(3, 250);
      store.quality[slot] =
        sellerStrength +
        ((store.shippingCents[slot] ?? 0) === 0 ? 0.15 : 0) +
        (store.pictureCount[slot] ?? 1) / 40 +
        (flags & slotFlag.eBayPlus ? 0.1 : 0) +
        (flags & slotFlag.topRatedListing ? 0.1 : 0) +
        Math.log(random.spread(0.35));
    }
  });
  store.slotsOfSite = siteCounts.map((n) => new Int32Array(n));
  const fill = [0, 0, 0];
  for (let slot = 0; slot < count; slot++) {
    const site = store.site[slot] ?? 0;
    const list = store.slotsOfSite[site];
    const at = fill[site] ?? 0;
    if (list) list[at] = slot;
    fill[site] = at + 1;
  }
  return store;
}

/** Which generation of a slot is live on a day (relative to the epoch), or -1. */
export function liveGeneration(store: SlotStore, slot: number, day: number): number {
  const start = store.start[slot] ?? 0;
  if (day < start) return -1;
  const life = store.lifeDays[slot] ?? 0;
  const period = life + (store.gapDays[slot] ?? 0);
  const generation = Math.floor((day - start) / period);
  return day - start - generation * period < life ? generation : -1;
}

/** First and last day (inclusive, relative to the epoch) of a generation. */
export function generationDays(store: SlotStore, slot: number, generation: number): [number, number] {
  const life = store.lifeDays[slot] ?? 0;
  const first = (store.start[slot] ?? 0) + generation * (life + (store.gapDays[slot] ?? 0));
  return [first, first + life - 1];
}

export function siteOfSlot(store: SlotStore, slot: number): SiteId {
  return siteIds[store.site[slot] ?? 0] ?? 77;
}
