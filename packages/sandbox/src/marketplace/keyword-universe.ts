import { categoryTable } from './category-tree.ts';
import { productOf, productsPerLeaf } from './listing-facts.ts';
import { randomFor, saltOf, unit } from './random.ts';
import { type Season, seasonFactor, seasonOfRoot } from './seasons.ts';
import { brandsByRoot, colours, featureWords, type Language, materials, usSpelling } from './vocabulary.ts';

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

export function buildKeywordUniverse(
  seed: number,
  siteSalt: number,
  language: Language,
  usEnglish: boolean,
  size: number,
  leavesOfRoot: Map<number, number[]>,
  rootWeights: [number, number][],
): KeywordUniverse {
  const categories = categoryTable();
  const totalWeight = rootWeights.reduce((sum, [, w]) => sum + w, 0);
  const phrases: string[] = [];
  const leafOf: number[] = [];
  const demand: number[] = [];
  const seen = new Set<string>();
  const seasons = new Map<number, Season>();
  const maxAttempts = size * 30 + 1000;
  for (let attempt = 0; phrases.length < size && attempt < maxAttempts; attempt++) {
    const random = randomFor(seed, siteSalt ^ saltOf('keyword'), attempt);
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
    const rank = random.zipf(leaves.length, 1.15);
    const leaf = leaves[rank] ?? 0;
    const nouns = categories.nouns[language][leaf] ?? [];
    const noun = random.pick(nouns.length > 0 ? nouns : ['artikel']);
    const product = random.zipf(productsPerLeaf, 1);
    const { brandIndex, model } = productOf(seed, leaf, product);
    const brands = brandsByRoot[rootId] ?? ['Generic'];
    const brand = brands[brandIndex % brands.length] ?? '';
    const pattern = random.int(0, 9);
    const parts: string[] =
      pattern <= 1
        ? [noun]
        : pattern === 2
          ? [brand, noun]
          : pattern === 3
            ? [noun, brand]
            : pattern === 4
              ? [noun, random.pick(colours)[language]]
              : pattern === 5
                ? [noun, random.pick(materials)[language]]
                : pattern === 6
                  ? [random.pick(featureWords)[language], noun]
                  : pattern === 7 && model
                    ? [brand, model]
                    : pattern === 8
                      ? [brand, noun, random.pick(colours)[language]]
                      : [noun, random.pick(featureWords)[language], random.pick(colours)[language]];
    let phrase = parts.join(' ').toLowerCase().replace(/\s+/g, ' ').trim();
    if (usEnglish) phrase = usSpelling(phrase);
    const words = phrase.split(' ').length;
    if (!phrase || words > 4 || phrase.length > 60 || seen.has(phrase)) continue;
    seen.add(phrase);
    phrases.push(phrase);
    leafOf.push(leaf);
    // Power law: popular leaves, short phrases and top products are searched far more often.
    const shortness = words === 1 ? 12 : words === 2 ? 3 : words === 3 ? 1 : 0.4;
    demand.push(
      (2000 / (rank + 1) ** 0.8) * shortness * (1 / (product + 1) ** 0.3) * random.spread(1.1) * 0.05,
    );
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
  const a = unit(seed, salt, index, week);
  const b = unit(seed, salt, index, week + 1);
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
