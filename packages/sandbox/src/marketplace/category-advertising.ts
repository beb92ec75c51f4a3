import type { Advertising } from './advertising.ts';
import type { CategoryTable } from './category-tree.ts';
import type { CategoryAdFigures, CategoryAdvertising } from './model.ts';
import { liveGeneration, type SlotStore } from './slot-store.ts';

const empty = (): CategoryAdFigures & { prices: number[] } => ({
  listings: 0,
  promoted: 0,
  averageBidPercentage: null,
  medianPrice: null,
  prices: [],
});

/**
 * How a site's categories advertise on a day, read from the slot columns (no listing is built): live listings,
 * promoted ones and their average ad rate, per leaf and per level-1 category. An ad of the Marketing API in force
 * that day replaces the listing's generated promotion, as it does in searches. Kept for the last day asked.
 */
export function createCategoryAdvertising(deps: {
  store: SlotStore;
  categories: CategoryTable;
  advertising: Advertising;
  slotsOfSite(siteIndex: number): Int32Array;
}): (siteIndex: number, categoryId: string, day: number) => CategoryAdvertising {
  let cachedKey = '';
  let byLeaf = new Map<number, ReturnType<typeof empty> & { bidSum: number }>();
  let byRoot = new Map<number, ReturnType<typeof empty> & { bidSum: number }>();

  function build(siteIndex: number, day: number): void {
    const { store, categories } = deps;
    const ads = deps.advertising.onDay(day);
    const leaves = new Map<number, ReturnType<typeof empty> & { bidSum: number }>();
    const roots = new Map<number, ReturnType<typeof empty> & { bidSum: number }>();
    for (const slot of deps.slotsOfSite(siteIndex)) {
      const generation = liveGeneration(store, slot, day);
      if (generation < 0) continue;
      const leaf = store.leaf[slot] ?? 0;
      const rootId = categories.rootId[categories.leaves[leaf] ?? 0] ?? 0;
      const slotAds = ads?.get(slot);
      const rate =
        slotAds && slotAds.generation === generation
          ? Math.max(0, ...slotAds.ads.map((ad) => ad.bidPercentage ?? 0))
          : (store.bidTenths[slot] ?? 0) / 10;
      for (const [map, key] of [
        [leaves, leaf],
        [roots, rootId],
      ] as const) {
        const entry = map.get(key) ?? { ...empty(), bidSum: 0 };
        entry.listings += 1;
        entry.prices.push(store.priceBase[slot] ?? 0);
        if (rate > 0) {
          entry.promoted += 1;
          entry.bidSum += rate;
        }
        map.set(key, entry);
      }
    }
    byLeaf = leaves;
    byRoot = roots;
  }

  const figuresOf = (
    entry: (ReturnType<typeof empty> & { bidSum: number }) | undefined,
  ): CategoryAdFigures => {
    if (!entry) return { listings: 0, promoted: 0, averageBidPercentage: null, medianPrice: null };
    if (entry.medianPrice === null) {
      entry.prices.sort((a, b) => a - b);
      entry.medianPrice = entry.prices[Math.floor(entry.prices.length / 2)] ?? null;
    }
    return {
      listings: entry.listings,
      promoted: entry.promoted,
      averageBidPercentage: entry.promoted > 0 ? entry.bidSum / entry.promoted : null,
      medianPrice: entry.medianPrice,
    };
  };

  return (siteIndex, categoryId, day) => {
    const key = `${siteIndex}|${day}`;
    if (key !== cachedKey) {
      build(siteIndex, day);
      cachedKey = key;
    }
    const index = deps.categories.indexOfId.get(categoryId) ?? -1;
    const leaf = deps.categories.leafOf[index] ?? -1;
    const rootId = deps.categories.rootId[index] ?? -1;
    return { leaf: figuresOf(byLeaf.get(leaf)), root: figuresOf(byRoot.get(rootId)) };
  };
}
