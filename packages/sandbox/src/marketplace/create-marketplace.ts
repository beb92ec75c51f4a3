import { createAdvertising, keywordMatches } from './advertising.ts';
import { leafAspects, publicAspect } from './aspects.ts';
import { createCategoryAdvertising } from './category-advertising.ts';
import { categoryNodeById, categoryNodes, categoryTable } from './category-tree.ts';
import { dayNumber, isDay } from './days.ts';
import { decodeItemId, encodeItemId } from './item-ids.ts';
import {
  buildKeywordUniverse,
  demandByLeaf,
  type KeywordUniverse,
  keywordDemand,
} from './keyword-universe.ts';
import { buildListing, factsOf, generatedTitle, priceOn } from './listing-builder.ts';
import { MarketplaceError } from './marketplace-error.ts';
import type {
  Listing,
  ListingRevision,
  Marketplace,
  MarketplaceOptions,
  SearchResult,
  SiteId,
} from './model.ts';
import { saltOf } from './random.ts';
import { parseRevisionExport, RevisionOverlay } from './revisions.ts';
import { soldOnDay } from './sales-model.ts';
import { runSearch, type SearchContext } from './search-engine.ts';
import { type Season, seasonFactor, seasonOfRoot } from './seasons.ts';
import { planSellers } from './sellers.ts';
import { siteIndex, siteInfos } from './sites.ts';
import { buildSlotStore, leavesByRoot, liveGeneration, rootWeights, siteOfSlot } from './slot-store.ts';
import { tokenize } from './text.ts';

/** The demo market of the embedded default: about 6,000 listings, its epoch 120 days before 2026-11-22. */
export const demoMarketOptions = {
  seed: 2026,
  listings: 30_000,
  keywordsPerSite: 2000,
  epoch: '2026-07-25',
} as const satisfies MarketplaceOptions;

/** Share of a leaf's searches that end in a purchase. */
const conversion = 0.03;

function resolveOptions(options: MarketplaceOptions): Required<MarketplaceOptions> {
  if (!Number.isInteger(options.seed)) throw new RangeError('seed must be an integer');
  if (!Number.isInteger(options.listings) || options.listings < 100)
    throw new RangeError('listings must be ≥ 100');
  const epoch = options.epoch ?? demoMarketOptions.epoch;
  if (!isDay(epoch)) throw new RangeError(`epoch must be YYYY-MM-DD: ${epoch}`);
  return {
    seed: options.seed,
    listings: options.listings,
    keywordsPerSite:
      options.keywordsPerSite ?? Math.min(333_334, Math.max(500, Math.round(options.listings / 3))),
    sellers: options.sellers ?? 8 + Math.max(12, Math.round(options.listings / 40)),
    epoch,
  };
}

/** Index into `universe.sorted` of the first phrase that is not below `wanted` (binary search). */
function firstSortedAtLeast(universe: KeywordUniverse, wanted: string): number {
  let lo = 0;
  let hi = universe.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((universe.phrases[universe.sorted[mid] ?? 0] ?? '') < wanted) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createMarketplace(input: MarketplaceOptions): Marketplace {
  const options = resolveOptions(input);
  const { seed } = options;
  const categories = categoryTable();
  const epochDayNo = dayNumber(options.epoch);
  const roots = rootWeights();
  const leaves = leavesByRoot(seed);
  const plan = planSellers(seed, options.listings, options.sellers, roots);
  const store = buildSlotStore(seed, plan);
  const seasons = new Map<number, Season>();
  const sellerIndexOf = new Map(plan.sellers.map((s, i) => [s.username.toLowerCase(), i]));

  const siteSalt = (siteId: SiteId) => saltOf(`site-${siteId}`);
  const universes = new Map<SiteId, KeywordUniverse>();
  // Titles made once per slot when first needed (universe, search index), in a packed array filled up front.
  const titles: string[] = new Array<string>(store.count).fill('');
  const titleContext = { seed, store, epochDayNo, seasons, sellers: plan.sellers };
  const titleOf = (slot: number): string => {
    let title = titles[slot] ?? '';
    if (title === '') {
      title = generatedTitle(titleContext, slot);
      titles[slot] = title;
    }
    return title;
  };
  for (const site of siteInfos) {
    universes.set(
      site.siteId,
      buildKeywordUniverse(seed, siteSalt(site.siteId), options.keywordsPerSite, {
        language: site.language,
        usEnglish: site.siteId === 0,
        siteSlots: store.slotsOfSite[siteIndex(site.siteId)] ?? new Int32Array(0),
        titleOf,
        factsOf: (slot) => factsOf(titleContext, slot),
        leafOf: (slot) => store.leaf[slot] ?? 0,
        leavesOfRoot: leaves,
        rootWeights: roots,
      }),
    );
  }

  // Sales velocity: the leaf's hidden demand × conversion, shared by its listings by ranking strength.
  const leafDemandOfSite = new Map<SiteId, Map<number, number>>();
  for (const site of siteInfos) {
    const universe = universes.get(site.siteId);
    if (!universe) continue;
    const leafDemand = demandByLeaf(universe);
    leafDemandOfSite.set(site.siteId, leafDemand);
    const siteSlots = store.slotsOfSite[siteIndex(site.siteId)] ?? new Int32Array(0);
    const strengthSum = new Map<number, number>();
    const strength = (slot: number) => Math.exp(2.5 * (store.quality[slot] ?? 0));
    for (const slot of siteSlots) {
      const leaf = store.leaf[slot] ?? 0;
      strengthSum.set(leaf, (strengthSum.get(leaf) ?? 0) + strength(slot));
    }
    for (const slot of siteSlots) {
      const leaf = store.leaf[slot] ?? 0;
      // Leaves nobody searches for by name still sell a little (browsing, other phrasings).
      const demand = Math.max(3, leafDemand.get(leaf) ?? 0);
      store.velocity[slot] = Math.min(
        60,
        (demand * conversion * strength(slot)) / (strengthSum.get(leaf) ?? 1),
      );
    }
  }

  const overlay = new RevisionOverlay();
  const context: SearchContext = {
    seed,
    store,
    epochDayNo,
    seasons,
    sellers: plan.sellers,
    overlay,
    indexes: new Map(),
    sellerIndexOf,
    titleOf,
  };

  const relativeDay = (day: string): number => {
    if (!isDay(day)) throw new MarketplaceError('invalidDay', `not a day (YYYY-MM-DD): ${day}`);
    return dayNumber(day) - epochDayNo;
  };

  const locate = (itemId: string, day: number): { slot: number; generation: number } | undefined => {
    const decoded = decodeItemId(seed, itemId);
    if (!decoded || decoded.slot >= store.count) return undefined;
    return liveGeneration(store, decoded.slot, day) === decoded.generation ? decoded : undefined;
  };

  const dayText = (day: number) => new Date((epochDayNo + day) * 86_400_000).toISOString().slice(0, 10);
  const queryCache = new Map<string, string[]>();
  const advertising = createAdvertising({
    seed,
    decode: (itemId) => {
      const decoded = decodeItemId(seed, itemId);
      return decoded && decoded.slot < store.count ? decoded : undefined;
    },
    live: (slot, generation, day) => liveGeneration(store, slot, day) === generation,
    dayText,
    siteOf: (slot) => siteOfSlot(store, slot),
    currencyOf: (slot) => marketplace.site(siteOfSlot(store, slot)).currency,
    priceOn: (slot, day) => overlay.effective(slot, day)?.price ?? priceOn(context, slot, day),
    priceBase: (slot) => store.priceBase[slot] ?? 1,
    leafSearches(slot, day) {
      const leaf = store.leaf[slot] ?? 0;
      const rootId = categories.rootId[categories.leaves[leaf] ?? 0] ?? 0;
      const demand = leafDemandOfSite.get(siteOfSlot(store, slot))?.get(leaf) ?? 0;
      return demand * seasonFactor(seasonOfRoot(seed, rootId), epochDayNo + day);
    },
    soldOn: (slot, generation, day) => soldOnDay(context, slot, generation, day).reduce((a, b) => a + b, 0),
    queriesOf(siteId, keywordText, matchType, limit) {
      const key = `${siteId}|${matchType}|${keywordText.toLowerCase()}`;
      let found = queryCache.get(key);
      if (!found) {
        const universe = universes.get(siteId);
        const matching: number[] = [];
        universe?.phrases.forEach((phrase, k) => {
          if (keywordMatches(tokenize(phrase), keywordText, matchType)) matching.push(k);
        });
        found = matching
          .sort((a, b) => (universe?.baseDemand[b] ?? 0) - (universe?.baseDemand[a] ?? 0) || a - b)
          .map((k) => universe?.phrases[k] ?? '');
        queryCache.set(key, found);
      }
      return found.slice(0, limit);
    },
    searchVolume: (siteId, phrase, day) => marketplace.searchVolume(siteId, phrase, dayText(day)) ?? 0,
  });
  context.advertising = advertising;

  const listingAt = (slot: number, generation: number, day: number): Listing => {
    const listing = buildListing(context, slot, generation, day, overlay.effective(slot, day));
    const ads = advertising.onDay(day)?.get(slot);
    if (!ads || ads.generation !== generation) return listing;
    const rate = Math.max(0, ...ads.ads.map((ad) => ad.bidPercentage ?? 0));
    return { ...listing, promoted: rate > 0 ? { bidPercentage: rate } : null };
  };

  const slotsOfSeller = (username: string): [number, number] | undefined => {
    const index = sellerIndexOf.get(username.toLowerCase());
    if (index === undefined) return undefined;
    return [plan.firstSlot[index] ?? 0, plan.firstSlot[index + 1] ?? 0];
  };

  const categoryAdvertising = createCategoryAdvertising({
    store,
    categories,
    advertising,
    slotsOfSite: (index) => store.slotsOfSite[index] ?? new Int32Array(0),
  });

  const marketplace: Marketplace = {
    options,
    sites: siteInfos,
    site(siteId) {
      const site = siteInfos[siteIndex(siteId)];
      if (!site) throw new RangeError(`unknown site ${siteId}`);
      return site;
    },
    categoryTreeId: (siteId) => String(marketplace.site(siteId).siteId),
    rootCategory: (siteId) => categoryNodes(marketplace.site(siteId).language),
    category: (siteId, categoryId) => categoryNodeById(marketplace.site(siteId).language, categoryId),
    aspects(siteId, leafCategoryId) {
      const leaf = categories.leafOf[categories.indexOfId.get(leafCategoryId) ?? -1] ?? -1;
      if (leaf < 0) return [];
      const language = siteId === 0 ? 'en-US' : marketplace.site(siteId).language;
      return leafAspects(leaf, language).map(publicAspect);
    },
    sellers: () => plan.sellers,
    seller: (username) => {
      const index = sellerIndexOf.get(username.toLowerCase());
      return index === undefined ? undefined : plan.sellers[index];
    },
    listingIdsOfSeller(username, day) {
      const range = slotsOfSeller(username);
      if (!range) return [];
      const ids: string[] = [];
      const at = day === undefined ? 0 : relativeDay(day);
      for (let slot = range[0]; slot < range[1]; slot++) {
        let generation = liveGeneration(store, slot, at);
        if (generation < 0 && day === undefined) {
          // Not live on the epoch: its first generation after it.
          const start = store.start[slot] ?? 0;
          const period = (store.lifeDays[slot] ?? 1) + (store.gapDays[slot] ?? 0);
          generation = start > 0 ? 0 : Math.floor(-start / period) + 1;
        }
        if (generation >= 0) ids.push(encodeItemId(seed, slot, generation));
      }
      return ids;
    },
    listing(itemId, day) {
      const at = relativeDay(day);
      const found = locate(itemId, at);
      return found ? listingAt(found.slot, found.generation, at) : undefined;
    },
    search(query, day): SearchResult {
      const at = relativeDay(day);
      const limit = Math.max(0, Math.min(200, Math.floor(query.limit)));
      const offset = Math.max(0, Math.floor(query.offset));
      const ranked = runSearch(context, { ...query, limit, offset }, at);
      return {
        total: ranked.total,
        items: ranked.map((item) => ({
          listing: listingAt(item.slot, item.generation, at),
          priorityListing: item.priorityListing,
        })),
      };
    },
    autocomplete(siteId, prefix, day, limit = 10) {
      const universe = universes.get(siteId);
      const wanted = prefix.toLowerCase().replace(/\s+/g, ' ').trimStart();
      if (!universe || !wanted) return [];
      const dayNo = epochDayNo + relativeDay(day);
      // First phrase ≥ prefix, then every phrase that starts with it.
      const lo = firstSortedAtLeast(universe, wanted);
      let end = lo;
      while (
        end < universe.sorted.length &&
        (universe.phrases[universe.sorted[end] ?? 0] ?? '').startsWith(wanted)
      )
        end++;
      let keys = Array.from(universe.sorted.subarray(lo, end));
      // Drift moves demand by tens of percent, the power law by orders of magnitude: the day's top ten
      // are among the phrases with the highest base demand, so only those get their day's demand computed.
      const shortlist = Math.max(200, limit * 20);
      if (keys.length > shortlist) {
        keys = keys
          .sort((a, b) => (universe.baseDemand[b] ?? 0) - (universe.baseDemand[a] ?? 0))
          .slice(0, shortlist);
      }
      const found = keys.map((k) => ({
        phrase: universe.phrases[k] ?? '',
        demand: keywordDemand(universe, seed, siteSalt(siteId), k, dayNo, epochDayNo),
      }));
      return found
        .sort((a, b) => b.demand - a.demand || (a.phrase < b.phrase ? -1 : 1))
        .slice(0, Math.max(0, limit))
        .map((f) => f.phrase);
    },
    searchVolume(siteId, phrase, day) {
      const universe = universes.get(siteId);
      const wanted = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
      if (!universe || !wanted) return undefined;
      const k = universe.sorted[firstSortedAtLeast(universe, wanted)];
      if (k === undefined || universe.phrases[k] !== wanted) return undefined;
      return keywordDemand(universe, seed, siteSalt(siteId), k, epochDayNo + relativeDay(day), epochDayNo);
    },
    keywordUniverse(siteId) {
      const phrases = universes.get(siteId)?.phrases ?? [];
      return (function* () {
        yield* phrases;
      })();
    },
    listingTitles: (siteId) => Array.from(store.slotsOfSite[siteIndex(siteId)] ?? [], titleOf),
    sales(itemId, day) {
      const at = relativeDay(day);
      const found = locate(itemId, at);
      if (!found) return { quantity: 0, byVariation: {} };
      const perPart = soldOnDay(context, found.slot, found.generation, at);
      const byVariation: Record<string, number> = {};
      if ((store.variationCount[found.slot] ?? 0) > 0) {
        perPart.forEach((n, v) => {
          byVariation[`${itemId}-${v + 1}`] = n;
        });
      }
      return { quantity: perPart.reduce((a, b) => a + b, 0), byVariation };
    },
    revise(itemId, changes, day) {
      const at = relativeDay(day);
      const found = locate(itemId, at);
      if (!found) {
        const known = decodeItemId(seed, itemId);
        throw known && known.slot < store.count
          ? new MarketplaceError('listingNotLive', `listing ${itemId} is not live on ${day}`)
          : new MarketplaceError('unknownItem', `unknown item ${itemId}`);
      }
      validateRevision(changes, store.site[found.slot] ?? 0);
      overlay.add(found.slot, itemId, at, day, changes);
      return listingAt(found.slot, found.generation, at);
    },
    useAdBook: (book) => advertising.use(book),
    adPerformance: (itemId, day) => advertising.performance(itemId, relativeDay(day)),
    categoryAdvertising: (siteId, categoryId, day) =>
      categoryAdvertising(siteIndex(siteId), categoryId, relativeDay(day)),
    exportRevisions: () => overlay.export(),
    importRevisions(data) {
      let parsed: ReturnType<typeof parseRevisionExport>;
      try {
        parsed = parseRevisionExport(data);
      } catch (error) {
        throw new MarketplaceError('invalidRevisions', `not a revision export: ${String(error)}`);
      }
      overlay.clear();
      for (const revision of parsed.revisions) {
        const decoded = decodeItemId(seed, revision.itemId);
        if (!decoded || decoded.slot >= store.count) continue;
        overlay.add(decoded.slot, revision.itemId, relativeDay(revision.day), revision.day, revision.changes);
      }
    },
  };
  return marketplace;
}

function validateRevision(changes: ListingRevision, _site: number): void {
  const categories = categoryTable();
  if (changes.title !== undefined && (changes.title.trim().length === 0 || changes.title.length > 80)) {
    throw new MarketplaceError('invalidTitle', 'a title needs 1 to 80 characters');
  }
  if (
    changes.categoryId !== undefined &&
    (categories.leafOf[categories.indexOfId.get(changes.categoryId) ?? -1] ?? -1) < 0
  ) {
    throw new MarketplaceError('invalidCategory', `${changes.categoryId} is not a leaf category`);
  }
  if (
    changes.secondaryCategoryId &&
    (categories.leafOf[categories.indexOfId.get(changes.secondaryCategoryId) ?? -1] ?? -1) < 0
  ) {
    throw new MarketplaceError('invalidCategory', `${changes.secondaryCategoryId} is not a leaf category`);
  }
  if (changes.price !== undefined && !(Number.isFinite(changes.price) && changes.price > 0)) {
    throw new MarketplaceError('invalidPrice', 'a price must be above 0');
  }
  if (changes.quantity !== undefined && !(Number.isInteger(changes.quantity) && changes.quantity >= 0)) {
    throw new MarketplaceError('invalidQuantity', 'a quantity must be a whole number ≥ 0');
  }
}
