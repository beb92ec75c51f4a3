import type { Advertising } from './advertising.ts';
import { ancestorsAndSelf, categoryTable } from './category-tree.ts';
import { weeklyNoise } from './keyword-universe.ts';
import type { BuildContext, EffectiveRevision } from './listing-builder.ts';
import { ean, priceOn } from './listing-builder.ts';
import type { SearchQuery, SiteId } from './model.ts';
import { saltOf, unit4 } from './random.ts';
import type { RevisionOverlay } from './revisions.ts';
import {
  buildSearchIndex,
  intersect,
  type Matches,
  postings,
  type SearchIndex,
  subtract,
  union,
} from './search-index.ts';
import { matchTerms, type ParsedQuery, parseQuery } from './search-query.ts';
import { seasonFactor, seasonOfRoot } from './seasons.ts';
import { siteIndex, sitePriceFactor } from './sites.ts';
import { leafReferencePrice, liveGeneration, slotFlag } from './slot-store.ts';
import { type Candidate, sponsoredCandidates, sponsoredPlacesFor } from './sponsored-places.ts';
import { titleTerms } from './text.ts';

/**
 * Search on one day: match (inverted index, plus revised listings checked one by one), filter, rank,
 * and place sponsored listings in their fixed slots.
 *
 * Best match = relevance (query groups found, found early in the title, short focused title)
 * + static quality (seller standing, free shipping, pictures …) + recent sales velocity
 * + price competitiveness within the leaf + a per-listing noise that changes smoothly week to week
 * and a little every day, so rankings drift plausibly but mostly overlap between consecutive days.
 */
export interface SearchContext extends BuildContext {
  overlay: RevisionOverlay;
  indexes: Map<SiteId, SearchIndex>;
  /** Seller indexes by lower-case username. */
  sellerIndexOf: Map<string, number>;
  /** The generated (unrevised) title of a slot. */
  titleOf(slot: number): string;
  /** The sellers' ads; a listing with an ad in force bids what its ads bid instead of its generated promotion. */
  advertising?: Advertising;
}

export interface RankedItem {
  slot: number;
  generation: number;
  priorityListing: boolean;
}

function siteIndexOf(context: SearchContext, siteId: SiteId): SearchIndex {
  let index = context.indexes.get(siteId);
  if (!index) {
    const siteSlots = context.store.slotsOfSite[siteIndex(siteId)] ?? new Int32Array(0);
    index = buildSearchIndex(siteSlots, context.store.count, context.titleOf);
    context.indexes.set(siteId, index);
  }
  return index;
}

function matchIndex(index: SearchIndex, query: ParsedQuery, siteSlots: Int32Array): Matches {
  let result: Matches | undefined;
  for (const group of query.required) {
    let groupMatches: Matches | undefined;
    for (const alternative of group) {
      let alt: Matches | undefined;
      for (const term of alternative) {
        const list = postings(index, term);
        alt = alt ? intersect(alt, list, 'min') : list;
      }
      if (!alt) continue;
      groupMatches = groupMatches ? union(groupMatches, alt) : alt;
    }
    const found = groupMatches ?? { slots: new Int32Array(0), positionSum: new Float32Array(0) };
    result = result ? intersect(result, found, 'sum') : found;
  }
  if (!result) result = { slots: siteSlots, positionSum: new Float32Array(siteSlots.length) };
  for (const alternative of query.excluded) {
    let alt: Matches | undefined;
    for (const term of alternative) {
      const list = postings(index, term);
      alt = alt ? intersect(alt, list, 'min') : list;
    }
    if (alt && alt.slots.length > 0) result = subtract(result, alt.slots);
  }
  return result;
}

const slotsByLeafCache = new WeakMap<
  SearchContext,
  Map<SiteId, { leafStart: Int32Array; slots: Int32Array }>
>();

/** A site's slots grouped by their generated leaf (ascending within a leaf). */
function slotsByLeaf(context: SearchContext, siteId: SiteId): { leafStart: Int32Array; slots: Int32Array } {
  let bySite = slotsByLeafCache.get(context);
  if (!bySite) {
    bySite = new Map();
    slotsByLeafCache.set(context, bySite);
  }
  let grouped = bySite.get(siteId);
  if (!grouped) {
    const { store } = context;
    const siteSlots = store.slotsOfSite[siteIndex(siteId)] ?? new Int32Array(0);
    const leafCount = categoryTable().leaves.length;
    const leafStart = new Int32Array(leafCount + 1);
    for (const slot of siteSlots) {
      const next = (store.leaf[slot] ?? 0) + 1;
      leafStart[next] = (leafStart[next] ?? 0) + 1;
    }
    for (let leaf = 0; leaf < leafCount; leaf++)
      leafStart[leaf + 1] = (leafStart[leaf + 1] ?? 0) + (leafStart[leaf] ?? 0);
    const fill = leafStart.slice(0, leafCount);
    const slots = new Int32Array(siteSlots.length);
    for (const slot of siteSlots) {
      const leaf = store.leaf[slot] ?? 0;
      const at = fill[leaf] ?? 0;
      slots[at] = slot;
      fill[leaf] = at + 1;
    }
    grouped = { leafStart, slots };
    bySite.set(siteId, grouped);
  }
  return grouped;
}

/** Ascending slots generated in the allowed leaves (listings revised into another category are checked apart). */
function slotsInLeaves(context: SearchContext, siteId: SiteId, allowed: Uint8Array): Int32Array {
  const { leafStart, slots } = slotsByLeaf(context, siteId);
  const parts: Int32Array[] = [];
  let size = 0;
  for (let leaf = 0; leaf < allowed.length; leaf++) {
    if (!allowed[leaf]) continue;
    const part = slots.subarray(leafStart[leaf] ?? 0, leafStart[leaf + 1] ?? 0);
    parts.push(part);
    size += part.length;
  }
  const result = new Int32Array(size);
  let at = 0;
  for (const part of parts) {
    result.set(part, at);
    at += part.length;
  }
  return result.sort();
}

/** Whether a revision changes what the index knows (title or category). */
function changesIndexedFields(revision: EffectiveRevision | undefined): boolean {
  return revision !== undefined && (revision.title !== undefined || revision.categoryId !== undefined);
}

export function runSearch(
  context: SearchContext,
  query: SearchQuery,
  day: number,
): RankedItem[] & { total: number } {
  const { store, overlay } = context;
  const categories = categoryTable();
  const dayNo = context.epochDayNo + day;
  const parsed = parseQuery(query.q ?? '');
  const groups = parsed.required.length;
  const index = siteIndexOf(context, query.siteId);
  const siteSlots = store.slotsOfSite[siteIndex(query.siteId)] ?? new Int32Array(0);

  // Filters.
  let allowedLeaves: Uint8Array | undefined;
  if (query.categoryIds && query.categoryIds.length > 0) {
    const allowed = new Uint8Array(categories.leaves.length);
    const wanted = new Set(query.categoryIds);
    categories.leaves.forEach((categoryIndex, leaf) => {
      if (ancestorsAndSelf(categories, categoryIndex).some((c) => wanted.has(categories.ids[c] ?? ''))) {
        allowed[leaf] = 1;
      }
    });
    allowedLeaves = allowed;
  }
  const filters = query.filters ?? {};
  const buying =
    filters.buyingOptions && filters.buyingOptions.length > 0 ? new Set(filters.buyingOptions) : undefined;
  const conditionIds =
    filters.conditionIds && filters.conditionIds.length > 0 ? new Set(filters.conditionIds) : undefined;
  const conditionCodes = ['1000', '1500', '2500', '3000', '7000'];
  const sellerFilter =
    filters.sellers && filters.sellers.length > 0
      ? new Set(filters.sellers.map((s) => context.sellerIndexOf.get(s.toLowerCase()) ?? -1))
      : undefined;
  // A listing with variations has no GTIN of its own (its variations would), as the builder gives it none.
  const carriesGtin = (slot: number, gtin: string) =>
    ((store.flags[slot] ?? 0) & slotFlag.ean) !== 0 &&
    (store.variationCount[slot] ?? 0) === 0 &&
    ean(context.seed, slot) === gtin;
  const seasonOfRootCache = new Map<number, number>();
  const rankSalt = saltOf('rank');

  const candidates: Candidate[] = [];
  // The price level of what the keyword finds (log-mean of its leaves' reference prices): ads pay more there.
  let logReferenceSum = 0;
  const consider = (
    slot: number,
    positionSum: number,
    titleLength: number,
    revision: EffectiveRevision | undefined,
  ) => {
    const generation = liveGeneration(store, slot, day);
    if (generation < 0) return;
    let leaf = store.leaf[slot] ?? 0;
    if (revision?.categoryId !== undefined) {
      const revisedLeaf = categories.leafOf[categories.indexOfId.get(revision.categoryId) ?? -1] ?? -1;
      if (revisedLeaf >= 0) leaf = revisedLeaf;
    }
    if (allowedLeaves && !allowedLeaves[leaf]) return;
    const flags = store.flags[slot] ?? 0;
    if (buying && !buying.has(flags & slotFlag.auction ? 'AUCTION' : 'FIXED_PRICE')) return;
    if (conditionIds && !conditionIds.has(conditionCodes[store.condition[slot] ?? 0] ?? '')) return;
    if (query.gtin !== undefined && !carriesGtin(slot, query.gtin)) return;
    if (sellerFilter && !sellerFilter.has(store.seller[slot] ?? -1)) return;
    const needsPrice =
      filters.priceMin !== undefined ||
      filters.priceMax !== undefined ||
      query.sort === 'price' ||
      query.sort === '-price';
    const price = needsPrice ? (revision?.price ?? priceOn(context, slot, day)) : 0;
    if (filters.priceMin !== undefined && price < filters.priceMin) return;
    if (filters.priceMax !== undefined && price > filters.priceMax) return;
    const relevance =
      groups === 0
        ? 0
        : groups + 0.6 / (1 + positionSum / groups) + (0.8 * groups) / Math.max(groups, titleLength);
    const rootId = categories.rootId[categories.leaves[leaf] ?? 0] ?? 0;
    let season = seasonOfRootCache.get(rootId);
    if (season === undefined) {
      season = seasonFactor(seasonOfRoot(context.seed, rootId), dayNo);
      seasonOfRootCache.set(rootId, season);
    }
    const velocity = (store.velocity[slot] ?? 0) * season;
    const reference = leafReferencePrice(leaf) * (sitePriceFactor[store.site[slot] ?? 0] ?? 1);
    logReferenceSum += Math.log(reference);
    const priceCompetitiveness = Math.max(
      -1,
      Math.min(1, -Math.log((store.priceBase[slot] ?? reference) / reference)),
    );
    const noise =
      0.55 * weeklyNoise(context.seed, rankSalt, slot, dayNo) +
      0.12 * unit4(context.seed, rankSalt, slot, dayNo);
    const score =
      relevance * 1.6 +
      (store.quality[slot] ?? 0) +
      0.3 * Math.log1p(velocity * 5) +
      0.25 * priceCompetitiveness +
      noise;
    candidates.push({
      slot,
      generation,
      relevance,
      score,
      price: price + (store.shippingCents[slot] ?? 0) / 100,
    });
  };

  // Revised listings whose title or category changed are matched on their current text, one by one.
  const revisedNow = new Map<number, EffectiveRevision>();
  if (overlay.size > 0) {
    for (const slot of overlay.revisedSlots()) {
      if ((store.site[slot] ?? -1) !== siteIndex(query.siteId)) continue;
      const revision = overlay.effective(slot, day);
      if (changesIndexedFields(revision) && revision) revisedNow.set(slot, revision);
    }
  }
  // Browsing a category without words: only the slots of its leaves, not the whole site.
  const scope =
    allowedLeaves && parsed.required.length === 0
      ? slotsInLeaves(context, query.siteId, allowedLeaves)
      : siteSlots;
  const matches = matchIndex(index, parsed, scope);
  for (let i = 0; i < matches.slots.length; i++) {
    const slot = matches.slots[i] ?? 0;
    if (revisedNow.has(slot)) continue;
    const revision = overlay.size > 0 ? overlay.effective(slot, day) : undefined;
    consider(slot, matches.positionSum[i] ?? 0, index.titleLength[slot] ?? 1, revision);
  }
  for (const [slot, revision] of revisedNow) {
    const title = revision.title ?? context.titleOf(slot);
    const terms = new Map<string, number>();
    let words = 0;
    for (const { term, position } of titleTerms(title)) {
      if (!terms.has(term)) terms.set(term, position);
      words = position + 1;
    }
    const positions = matchTerms(parsed, terms);
    if (positions)
      consider(
        slot,
        positions.reduce((a, b) => a + b, 0),
        words,
        revision,
      );
  }

  const total = candidates.length;
  const wanted = query.offset + query.limit;
  const organic = topCandidates(candidates, wanted, query.sort ?? 'bestMatch', context);
  const promoted =
    (query.sort ?? 'bestMatch') === 'bestMatch' && groups > 0
      ? sponsoredCandidates(context, candidates, query.q ?? '', day, dayNo)
      : [];
  const places = sponsoredPlacesFor(
    query.q ?? '',
    promoted.length,
    total > 0 ? Math.exp(logReferenceSum / total) : 0,
  );
  const sponsored = promoted.slice(0, places.length);
  const sponsoredAt = new Set(places);
  const merged: RankedItem[] = [];
  let nextOrganic = 0;
  let nextSponsored = 0;
  for (let position = 1; merged.length < wanted; position++) {
    if (sponsoredAt.has(position) && nextSponsored < sponsored.length) {
      const c = sponsored[nextSponsored++];
      if (c) merged.push({ slot: c.slot, generation: c.generation, priorityListing: true });
    } else if (nextOrganic < organic.length) {
      const c = organic[nextOrganic++];
      if (c) merged.push({ slot: c.slot, generation: c.generation, priorityListing: false });
    } else if (nextSponsored < sponsored.length) {
      // A sponsored place beyond the last organic result moves up to follow it.
      const c = sponsored[nextSponsored++];
      if (c) merged.push({ slot: c.slot, generation: c.generation, priorityListing: true });
    } else break;
  }
  const page = merged.slice(query.offset, wanted) as RankedItem[] & { total: number };
  page.total = total;
  return page;
}

function compare(
  sort: NonNullable<SearchQuery['sort']>,
  context: SearchContext,
): (a: Candidate, b: Candidate) => number {
  if (sort === 'price') return (a, b) => a.price - b.price || a.slot - b.slot;
  if (sort === '-price') return (a, b) => b.price - a.price || a.slot - b.slot;
  if (sort === 'newlyListed') {
    const startOf = (c: Candidate) =>
      (context.store.start[c.slot] ?? 0) +
      c.generation * ((context.store.lifeDays[c.slot] ?? 0) + (context.store.gapDays[c.slot] ?? 0));
    return (a, b) => startOf(b) - startOf(a) || b.slot - a.slot;
  }
  return (a, b) => b.score - a.score || a.slot - b.slot;
}

/** The best `n` candidates in order: a bounded heap whose top is the worst kept, then one sort of n. */
function topCandidates(
  candidates: Candidate[],
  n: number,
  sort: NonNullable<SearchQuery['sort']>,
  context: SearchContext,
): Candidate[] {
  const order = compare(sort, context);
  if (n <= 0) return [];
  if (candidates.length <= n * 4) return [...candidates].sort(order).slice(0, n);
  const heap: Candidate[] = [];
  // `worse(a, b)`: a ranks after b; the heap keeps the worst at index 0.
  const worse = (a: Candidate, b: Candidate) => order(a, b) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i] as Candidate;
    heap[i] = heap[j] as Candidate;
    heap[j] = t;
  };
  for (const c of candidates) {
    if (heap.length < n) {
      heap.push(c);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i] as Candidate, heap[parent] as Candidate)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (worse(heap[0] as Candidate, c)) {
      heap[0] = c;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < n && worse(heap[left] as Candidate, heap[worst] as Candidate)) worst = left;
        if (right < n && worse(heap[right] as Candidate, heap[worst] as Candidate)) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(order);
}
