import { type LeafAspect, leafAspects } from './aspects.ts';
import { categoryPath, categoryTable } from './category-tree.ts';
import { isoTime } from './days.ts';
import { encodeItemId } from './item-ids.ts';
import { composeTitle, type ListingFacts, listingFacts } from './listing-facts.ts';
import type { Listing, ListingRevision, NameValues, Seller, SiteInfo, Variation } from './model.ts';
import { productReviewsOf } from './product-reviews.ts';
import { mix, randomFor, saltOf, unit } from './random.ts';
import { type SalesContext, soldSinceStart, variationWeights } from './sales-model.ts';
import { siteInfos } from './sites.ts';
import { generationDays, type SlotStore, slotFlag, untilCancelled } from './slot-store.ts';
import { generatedCompatibility, isVehiclePartsCategory } from './vehicle-compatibility.ts';
import { conditions, usSpelling } from './vocabulary.ts';

export interface BuildContext extends SalesContext {
  sellers: readonly Seller[];
}

/** The revision in force on a day: everything revised up to then, merged in order. */
export type EffectiveRevision = ListingRevision & { quantityFromDay?: number };

function siteOf(store: SlotStore, slot: number): SiteInfo {
  return siteInfos[store.site[slot] ?? 0] ?? (siteInfos[0] as SiteInfo);
}

function localise(site: SiteInfo, text: string): string {
  return site.siteId === 0 ? usSpelling(text) : text;
}

export function factsOf(context: BuildContext, slot: number): ListingFacts {
  const store = context.store;
  return listingFacts(
    context.seed,
    slot,
    store.leaf[slot] ?? 0,
    store.product[slot] ?? 0,
    store.seller[slot] ?? 0,
    siteOf(store, slot).language,
    store.variationCount[slot] ?? 0,
  );
}

/** The title as generated (before any revision). */
export function generatedTitle(context: BuildContext, slot: number): string {
  return localiseTitle(siteOf(context.store, slot), composeTitle(factsOf(context, slot), context.seed, slot));
}

/** A title in the site's spelling, still at most 80 characters ('Free Shipping' is longer than 'Free Postage'). */
function localiseTitle(site: SiteInfo, title: string): string {
  const localised = localise(site, title);
  return localised.length <= 80 ? localised : localised.slice(0, localised.lastIndexOf(' ', 80)).trimEnd();
}

/** Price on a day (relative to the epoch): drifts a few percent over weeks, ends in .99/.49 like shop prices. */
export function priceOn(context: SalesContext, slot: number, day: number): number {
  const h = mix(context.seed, slot, 0x9a1ce);
  const period = 21 + (h % 100);
  const phase = (h >>> 8) % period;
  const step = ((h >>> 16) % 7) - 3;
  const epochWeek = Math.floor((day + (h % 28)) / 28);
  const drift =
    1 + 0.035 * Math.sin((2 * Math.PI * (day - phase)) / period) + 0.01 * step * (unit(h, epochWeek) - 0.5);
  const raw = Math.max(0.5, (context.store.priceBase[slot] ?? 1) * drift);
  if (raw < 10) return Math.round(raw * 2) / 2 - 0.01 > 0 ? Math.round(raw * 2) / 2 - 0.01 : 0.99;
  return Math.round(raw) - 0.01;
}

function aspectValue(
  aspect: LeafAspect,
  facts: ListingFacts,
  random: ReturnType<typeof randomFor>,
): string[] {
  const values = aspect.values;
  const at = (i: number) => values[i % Math.max(1, values.length)] ?? '';
  switch (aspect.key) {
    case 'brand':
      return [facts.brand];
    case 'type':
      return [facts.noun];
    case 'colour':
      return [facts.colour];
    case 'material':
      return [facts.material];
    case 'features':
      return facts.features.length > 0 ? facts.features : [];
    case 'units':
      return [String(facts.units)];
    case 'mpn':
      return facts.model ? [facts.model] : [];
    case 'country':
      return [at(facts.country)];
    case 'size':
      return [facts.size];
    case 'department':
      return [at(facts.department)];
    case 'capacity':
      return [facts.capacity];
    case 'connectivity':
      return facts.connectivity.map(at);
    case 'room':
      return facts.rooms.map(at);
    case 'dimension':
      return [facts.dimension];
    default:
      return random.chance(0.5) ? [at(0)] : [];
  }
}

/** Item specifics as the seller filled them: required ones almost always, others often missing. */
function itemSpecifics(aspects: LeafAspect[], facts: ListingFacts, seed: number, slot: number): NameValues[] {
  const random = randomFor(seed, saltOf('specifics'), slot);
  const filled: NameValues[] = [];
  for (const aspect of aspects) {
    if (facts.variationKeys.includes(aspect.key)) continue;
    const chance = aspect.required ? 0.93 : aspect.recommended ? 0.6 : 0.35;
    if (!random.chance(chance)) continue;
    const values = aspectValue(aspect, facts, random).filter(Boolean);
    if (values.length > 0) filled.push({ name: aspect.name, values });
  }
  return filled;
}

function variationValues(aspect: LeafAspect | undefined, count: number, offset: number): string[] {
  const values = aspect?.values ?? [];
  const list: string[] = [];
  for (let i = 0; i < count && values.length > 0; i++) list.push(values[(offset + i) % values.length] ?? '');
  return list;
}

/** Variation specifics: a grid over the varying aspects, as many combinations as the slot has variations. */
function variationSpecifics(
  aspects: LeafAspect[],
  facts: ListingFacts,
  count: number,
  slot: number,
): NameValues[][] {
  const [firstKey, secondKey] = facts.variationKeys;
  const first = aspects.find((a) => a.key === firstKey);
  const second = aspects.find((a) => a.key === secondKey);
  const secondCount = second ? Math.min(3, Math.max(1, Math.floor(count / 2))) : 1;
  const firstCount = Math.ceil(count / secondCount);
  const firstValues = variationValues(first, firstCount, slot % 5);
  const secondValues = variationValues(second, secondCount, slot % 3);
  const combos: NameValues[][] = [];
  for (const a of firstValues) {
    for (const b of second ? secondValues : ['']) {
      if (combos.length >= count) break;
      const specifics: NameValues[] = [{ name: first?.name ?? '', values: [a] }];
      if (second) specifics.push({ name: second.name, values: [b] });
      combos.push(specifics);
    }
  }
  return combos;
}

/** The EAN (GTIN-13) of a slot's listing, when it has one (flag `ean`, no variations). */
export function ean(seed: number, slot: number): string {
  let digits = `40${String(mix(seed, slot, 0xea4) % 10_000_000_000).padStart(10, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  digits += String((10 - (sum % 10)) % 10);
  return digits;
}

const descriptionTexts = {
  de: {
    intro: 'Sie kaufen',
    details: 'Artikelmerkmale',
    shipping: 'Versand innerhalb von 24 Stunden nach Zahlungseingang. Rechnung mit ausgewiesener MwSt.',
    mobile: 'Schnell, sicher und versandkostengünstig:',
  },
  en: {
    intro: 'You are buying',
    details: 'Item specifics',
    shipping: 'Dispatched within 24 hours of payment. VAT invoice included.',
    mobile: 'Fast, safe and affordable postage:',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** The seller's HTML description; with eBay's mobile snippet (schema.org Product description) when it has one. */
function description(
  title: string,
  specifics: NameValues[],
  language: 'de' | 'en',
  hasMobile: boolean,
): string {
  const text = descriptionTexts[language];
  const rows = specifics
    .map((s) => `<tr><td>${escapeHtml(s.name)}</td><td>${escapeHtml(s.values.join(', '))}</td></tr>`)
    .join('');
  const mobile = hasMobile
    ? `<div vocab="https://schema.org/" typeof="Product"><span property="description">${escapeHtml(
        `${text.mobile} ${title}`,
      )}</span></div>`
    : '';
  return (
    `${mobile}<div class="description" style="font-family:Arial,sans-serif"><h2>${escapeHtml(title)}</h2>` +
    `<p>${text.intro}: ${escapeHtml(title)}.</p><h3>${text.details}</h3><table>${rows}</table>` +
    `<p>${text.shipping}</p></div>`
  );
}

function restocked(stock: number, sold: number): number {
  return stock - (sold % Math.max(1, stock));
}

/** What a listing shows that does not change from day to day (until the seller revises it). */
interface StaticParts {
  facts: ListingFacts;
  categoryIndex: number;
  categoryPath: string[];
  title: string;
  specifics: NameValues[];
  descriptionHtml: string;
  combos: NameValues[][];
}

/** Static parts of recently built listings: the crawler asks for the same top listings every day. */
const staticCacheLimit = 50_000;
const staticCaches = new WeakMap<BuildContext, Map<number, StaticParts>>();

function staticParts(
  context: BuildContext,
  slot: number,
  revision: EffectiveRevision | undefined,
): StaticParts {
  let cache = staticCaches.get(context);
  if (!cache) {
    cache = new Map();
    staticCaches.set(context, cache);
  }
  const cached = revision ? undefined : cache.get(slot);
  if (cached) return cached;
  const store = context.store;
  const site = siteOf(store, slot);
  const language = site.language;
  const categories = categoryTable();
  const facts = factsOf(context, slot);
  const leaf = store.leaf[slot] ?? 0;
  const revisedLeaf =
    revision?.categoryId !== undefined
      ? categories.leafOf[categories.indexOfId.get(revision.categoryId) ?? -1]
      : undefined;
  const effectiveLeaf = revisedLeaf !== undefined && revisedLeaf >= 0 ? revisedLeaf : leaf;
  const categoryIndex = categories.leaves[effectiveLeaf] ?? 0;
  const aspects = leafAspects(effectiveLeaf, site.siteId === 0 ? 'en-US' : language);
  const title = revision?.title ?? localiseTitle(site, composeTitle(facts, context.seed, slot));
  const specifics =
    revision?.itemSpecifics ?? itemSpecifics(aspects, facts, context.seed, slot).map(localiseNames(site));
  const hasMobile = ((store.flags[slot] ?? 0) & slotFlag.mobileDescription) !== 0;
  const variationCount = store.variationCount[slot] ?? 0;
  const parts: StaticParts = {
    facts,
    categoryIndex,
    categoryPath: categoryPath(categories, categoryIndex, language),
    title,
    specifics,
    descriptionHtml: revision?.descriptionHtml ?? description(title, specifics, language, hasMobile),
    combos: variationCount > 0 ? variationSpecifics(aspects, facts, variationCount, slot) : [],
  };
  if (!revision) {
    if (cache.size >= staticCacheLimit) cache.clear();
    cache.set(slot, parts);
  }
  return parts;
}

export function buildListing(
  context: BuildContext,
  slot: number,
  generation: number,
  day: number,
  revision: EffectiveRevision | undefined,
): Listing {
  const store = context.store;
  const site = siteOf(store, slot);
  const language = site.language;
  const categories = categoryTable();
  const {
    facts,
    categoryIndex,
    categoryPath: path,
    title,
    specifics,
    descriptionHtml,
    combos,
  } = staticParts(context, slot, revision);
  const itemId = encodeItemId(context.seed, slot, generation);
  const flags = store.flags[slot] ?? 0;
  const isAuction = (flags & slotFlag.auction) !== 0;
  const [first, last] = generationDays(store, slot, generation);
  const seller = context.sellers[store.seller[slot] ?? 0];
  const basePrice = revision?.price ?? priceOn(context, slot, day);
  const price = isAuction
    ? Math.round(basePrice * (0.3 + (0.7 * (day - first + 1)) / (last - first + 1)) * 100) / 100
    : basePrice;
  const sold = soldSinceStart(context, slot, generation, day);
  const stock = store.stock[slot] ?? 1;
  const variationCount = store.variationCount[slot] ?? 0;
  const variations: Variation[] = [];
  if (variationCount > 0) {
    const weights = variationWeights(context.seed, slot, variationCount);
    combos.forEach((combo, v) => {
      const variationStock = Math.max(2, Math.round(stock * (weights[v] ?? 0) * 1.5));
      const quantitySold = sold[v] ?? 0;
      variations.push({
        variationId: `${itemId}-${v + 1}`,
        sku: `${facts.brand.slice(0, 3).toUpperCase()}-${slot}-${v + 1}`,
        specifics: copyNameValues(combo),
        price: Math.round(price * (1 + (v % 3) * 0.05) * 100) / 100,
        quantity: restocked(variationStock, quantitySold),
        quantitySold,
      });
    });
  }
  const quantitySold = sold.reduce((a, b) => a + b, 0);
  let quantity = isAuction
    ? 1 - quantitySold
    : variations.length > 0
      ? variations.reduce((sum, v) => sum + v.quantity, 0)
      : restocked(stock, quantitySold);
  if (revision?.quantity !== undefined) {
    const soldSinceRevision =
      revision.quantityFromDay !== undefined
        ? quantitySold -
          soldSinceStart(context, slot, generation, revision.quantityFromDay - 1).reduce((a, b) => a + b, 0)
        : 0;
    quantity = Math.max(0, revision.quantity - soldSinceRevision);
  }
  const endDay = store.lifeDays[slot] === untilCancelled ? day + 30 - ((day - first) % 30) : last + 1;
  const condition = conditions[store.condition[slot] ?? 0] ?? conditions[0];
  const pictures = store.pictureCount[slot] ?? 1;
  const bid = store.bidTenths[slot] ?? 0;
  const secondOfDay = mix(context.seed, slot, generation) % 86_400;
  const listing: Listing = {
    itemId,
    siteId: site.siteId,
    sellerUsername: seller?.username ?? '',
    title,
    categoryId: categories.ids[categoryIndex] ?? '',
    categoryPath: [...path],
    price,
    currency: site.currency,
    shippingCost: (store.shippingCents[slot] ?? 0) / 100,
    conditionId: condition?.id ?? '1000',
    condition: localise(site, condition?.[language] ?? ''),
    listingType: isAuction ? 'Chinese' : 'FixedPriceItem',
    eBayPlus: (flags & slotFlag.eBayPlus) !== 0,
    itemSpecifics: copyNameValues(specifics),
    descriptionHtml,
    hasMobileDescription:
      /typeof="Product"/.test(descriptionHtml) && /property="description"/.test(descriptionHtml),
    pictureUrls: Array.from({ length: pictures }, (_, n) => `/pictures/${itemId}/${n + 1}.svg`),
    variations,
    quantity,
    quantitySold,
    startTime: isoTime(context.epochDayNo + first, secondOfDay),
    endTime: isoTime(context.epochDayNo + endDay, secondOfDay),
    promoted: bid > 0 ? { bidPercentage: bid / 10 } : null,
    topRatedListing: (flags & slotFlag.topRatedListing) !== 0,
    itemGroup: variations.length > 0,
  };
  if (revision?.secondaryCategoryId) listing.secondaryCategoryId = revision.secondaryCategoryId;
  if (flags & slotFlag.ean && variations.length === 0) listing.ean = ean(context.seed, slot);
  if (flags & slotFlag.subtitle)
    listing.subtitle = language === 'de' ? 'Blitzversand aus Deutschland' : 'Fast dispatch';
  if (variations.length === 0) listing.sku = `${facts.brand.slice(0, 3).toUpperCase()}-${slot}`;
  if (revision?.compatibility) listing.compatibility = structuredClone(revision.compatibility);
  else if (isVehiclePartsCategory(categories, categoryIndex))
    listing.compatibility = generatedCompatibility(context.seed, slot);
  const reviews = productReviewsOf(context.seed, store, slot, seller, quantitySold);
  if (reviews) listing.productReviews = reviews;
  return listing;
}

function localiseNames(site: SiteInfo): (specific: NameValues) => NameValues {
  return (specific) =>
    site.siteId === 0
      ? { name: usSpelling(specific.name), values: specific.values.map(usSpelling) }
      : specific;
}

function copyNameValues(list: NameValues[]): NameValues[] {
  return list.map((s) => ({ name: s.name, values: [...s.values] }));
}
