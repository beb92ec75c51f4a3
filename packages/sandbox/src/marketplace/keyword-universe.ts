import { familyOf } from './aspects.ts';
import { categoryTable } from './category-tree.ts';
import type { ListingFacts } from './listing-facts.ts';
import { type Random, randomFor, saltOf, unit, unit4 } from './random.ts';
import { type Season, seasonFactor, seasonOfRoot } from './seasons.ts';
import { departments, featuresOf, type Language, plainRoots, usSpelling } from './vocabulary.ts';

/**
 * A site's keyword universe: phrases of one to four words from the same vocabulary as the titles,
 * each with a hidden demand (searches per day) that follows a power law and drifts day by day
 * (the category's season, a slow trend, noise). Demand never leaves this module's callers inside
 * the marketplace: `Marketplace.keywordUniverse` hands out the strings only.
 */
export interface KeywordUniverse {
  phrases: string[];
  /** Leaf position each phrase was made for. */
  leaf: Int32Array;
  baseDemand: Float32Array;
  /** Yearly trend: demand grows (or shrinks) by this share per year. */
  trend: Float32Array;
  /** Phrase indexes sorted by phrase (code unit order), for prefix look-ups. */
  sorted: Int32Array;
  seasons: Map<number, Season>;
}

/** Where phrases come from: a site's listings (what people find) and its leaves (what they look for). */
export interface KeywordSources {
  language: Language;
  usEnglish: boolean;
  /** The site's slots; most phrases describe one of them, so searches find competing listings. */
  siteSlots: Int32Array;
  titleOf(slot: number): string;
  /** What the slot's listing is about (brand, product type, attributes), as its title was written from. */
  factsOf(slot: number): ListingFacts;
  leafOf(slot: number): number;
  leavesOfRoot: Map<number, number[]>;
  rootWeights: [number, number][];
}

/**
 * A phrase about a listing's product, built the way buyers search: the product type alone or with a brand,
 * an attribute (colour, material, feature), a size or department (clothes), a capacity (electronics),
 * dimensions (home) or the model. Every word is one the product's offers write, so the phrase finds them.
 */
export function phraseFor(facts: ListingFacts, random: Random): string[] {
  const { noun, brand, model, colour, material, language } = facts;
  const department = departments[facts.department]?.[language] ?? '';
  const feature = facts.features.length > 0 ? random.pick(facts.features) : '';
  const size = facts.variationKeys.includes('size') ? '' : facts.size;
  const patterns: string[][] = facts.plain
    ? [[noun], [noun], [brand, noun], [noun, brand], [brand, noun, model]]
    : facts.family === 'apparel'
      ? [
          [noun],
          [brand, noun],
          [noun, brand],
          [noun, department],
          [noun, department],
          [noun, department, size],
          [noun, department, colour],
          [brand, noun, department],
          [noun, colour],
          [noun, material],
          [noun, size],
        ]
      : facts.family === 'electronics'
        ? [
            [noun],
            [brand, noun],
            [noun, brand],
            [brand, model],
            [noun, brand, model],
            [noun, facts.capacity],
            [brand, noun, facts.capacity],
            [noun, colour],
            [noun, feature],
          ]
        : facts.family === 'home'
          ? [
              [noun],
              [brand, noun],
              [noun, brand],
              [noun, material],
              [noun, colour],
              [noun, facts.dimension],
              [noun, material, colour],
              [noun, feature],
              [brand, noun, material],
            ]
          : [
              [noun],
              [brand, noun],
              [noun, brand],
              [brand, model],
              [noun, colour],
              [noun, material],
              [noun, feature],
              [brand, noun, colour],
            ];
  const parts = random.pick(patterns);
  return parts.every(Boolean) ? parts : [noun];
}

export function buildKeywordUniverse(
  seed: number,
  siteSalt: number,
  size: number,
  sources: KeywordSources,
): KeywordUniverse {
  const categories = categoryTable();
  const { language, siteSlots, leavesOfRoot, rootWeights } = sources;
  const totalWeight = rootWeights.reduce((sum, [, w]) => sum + w, 0);
  const rankOfLeaf = new Map<number, number>();
  for (const leaves of leavesOfRoot.values()) {
    leaves.forEach((leaf, rank) => {
      rankOfLeaf.set(leaf, rank);
    });
  }
  const phrases: string[] = [];
  const leafOf: number[] = [];
  const demand: number[] = [];
  const seen = new Set<string>();
  const seasons = new Map<number, Season>();
  const maxAttempts = size * 30 + 1000;
  let attempt = 0;
  // One stream for the whole universe: a generator per attempt costs more than the attempt itself.
  const random = randomFor(seed, siteSalt ^ saltOf('keyword'), 0);
  for (; phrases.length < size && attempt < maxAttempts; attempt++) {
    let leaf: number;
    let parts: string[];
    if (siteSlots.length > 0 && random.chance(0.9)) {
      const slot = siteSlots[random.int(0, siteSlots.length - 1)] ?? 0;
      leaf = sources.leafOf(slot);
      const facts = sources.factsOf(slot);
      parts = phraseFor(facts, random).map((part) => (sources.usEnglish ? usSpelling(part) : part));
      // Words people type are words sellers write: keep the phrase to what the listing's title says.
      const title = ` ${sources.titleOf(slot).toLowerCase()} `;
      const inTitle = (part: string) => title.includes(` ${part.toLowerCase()} `);
      if (!parts.every(inTitle))
        parts = random.chance(0.5) && inTitle(facts.brand) ? [facts.brand, facts.noun] : [facts.noun];
    } else {
      // The long tail: things people look for that few or no listings offer.
      let at = random.float() * totalWeight;
      let rootId = rootWeights[0]?.[0] ?? 0;
      for (const [root, w] of rootWeights) {
        at -= w;
        if (at < 0) {
          rootId = root;
          break;
        }
      }
      const leaves = leavesOfRoot.get(rootId) ?? [];
      leaf = leaves[random.int(0, leaves.length - 1)] ?? 0;
      const nouns = categories.nouns[language][leaf] ?? [];
      parts = [random.pick(nouns.length > 0 ? nouns : ['artikel'])];
      const family = familyOf(categories, categories.leaves[leaf] ?? 0);
      const plain = plainRoots.has(categories.rootId[categories.leaves[leaf] ?? 0] ?? 0);
      if (!plain && random.chance(0.5)) parts.push(random.pick(featuresOf(family))[language]);
    }
    let phrase = parts.join(' ').toLowerCase().replace(/\s+/g, ' ').trim();
    if (sources.usEnglish) phrase = usSpelling(phrase);
    const words = phrase.split(' ').length;
    if (!phrase || words > 4 || phrase.length > 60 || seen.has(phrase)) continue;
    seen.add(phrase);
    phrases.push(phrase);
    leafOf.push(leaf);
    // Power law: popular leaves and short phrases are searched far more often.
    const rank = rankOfLeaf.get(leaf) ?? 100;
    const shortness = words === 1 ? 12 : words === 2 ? 3 : words === 3 ? 1 : 0.4;
    demand.push((100 / (rank + 1) ** 0.8) * shortness * random.spread(1.1));
    const rootId = categories.rootId[categories.leaves[leaf] ?? 0] ?? 0;
    if (!seasons.has(rootId)) seasons.set(rootId, seasonOfRoot(seed, rootId));
  }
  const sorted = Int32Array.from(phrases.keys()).sort((a, b) => {
    const pa = phrases[a] ?? '';
    const pb = phrases[b] ?? '';
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  });
  const trend = new Float32Array(phrases.length);
  for (let i = 0; i < phrases.length; i++) trend[i] = (unit(seed, siteSalt, i, 0x7e4d) - 0.45) * 0.6;
  return {
    phrases,
    leaf: Int32Array.from(leafOf),
    baseDemand: Float32Array.from(demand),
    trend,
    sorted,
    seasons,
  };
}

/** Smooth noise in [0, 1): a value per week, blended linearly between weeks. */
export function weeklyNoise(seed: number, salt: number, index: number, dayNo: number): number {
  const week = Math.floor(dayNo / 7);
  const fraction = (dayNo - week * 7) / 7;
  const a = unit4(seed, salt, index, week);
  const b = unit4(seed, salt, index, week + 1);
  return a + (b - a) * fraction;
}

/** Hidden demand of a phrase on a day (day number since 1970), searches per day. */
export function keywordDemand(
  universe: KeywordUniverse,
  seed: number,
  siteSalt: number,
  keyword: number,
  dayNo: number,
  epochDayNo: number,
): number {
  const leaf = universe.leaf[keyword] ?? 0;
  const categories = categoryTable();
  const rootId = categories.rootId[categories.leaves[leaf] ?? 0] ?? 0;
  const season = universe.seasons.get(rootId) ?? seasonOfRoot(seed, rootId);
  const years = (dayNo - epochDayNo) / 365;
  const noise =
    0.8 +
    0.4 * weeklyNoise(seed, siteSalt, keyword, dayNo) +
    0.1 * (unit(seed, siteSalt, keyword, dayNo) - 0.5);
  return (
    (universe.baseDemand[keyword] ?? 0) *
    seasonFactor(season, dayNo) *
    Math.max(0.2, 1 + (universe.trend[keyword] ?? 0) * years) *
    noise
  );
}

/** Sum of base demand per leaf: how much a leaf is searched for, before drift. */
export function demandByLeaf(universe: KeywordUniverse): Map<number, number> {
  const byLeaf = new Map<number, number>();
  universe.phrases.forEach((_, i) => {
    const leaf = universe.leaf[i] ?? 0;
    byLeaf.set(leaf, (byLeaf.get(leaf) ?? 0) + (universe.baseDemand[i] ?? 0));
  });
  return byLeaf;
}
