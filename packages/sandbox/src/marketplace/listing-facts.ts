import type { AspectKey } from './aspects.ts';
import { familyOf } from './aspects.ts';
import { categoryTable } from './category-tree.ts';
import { mix, randomFor, saltOf } from './random.ts';
import {
  type AspectFamily,
  brandsByRoot,
  capacities,
  clothingSizes,
  colours,
  departments,
  dimensions,
  featuresOf,
  type Language,
  materialsOf,
  numericSizes,
  packWords,
  plainRoots,
  sellingWords,
} from './vocabulary.ts';

/**
 * What a listing is about, drawn once from (seed, slot): the product (shared by many sellers of the
 * same leaf, so titles compete), its attributes and how this seller phrases things. Titles, item
 * specifics, variations and descriptions are all written from these facts.
 */
export interface ListingFacts {
  language: Language;
  family: AspectFamily;
  /** Goods described by brand and type only (food, media, software, health): no colour, material or feature. */
  plain: boolean;
  brand: string;
  noun: string;
  model: string;
  colour: string;
  material: string;
  features: string[];
  units: number;
  pack?: string;
  size: string;
  capacity: string;
  dimension: string;
  /** Index into `departments`: who the product is for (a product's, so every offer of it says the same). */
  department: number;
  rooms: number[];
  connectivity: number[];
  country: number;
  selling: string[];
  /** Aspects the variations differ in (empty without variations). */
  variationKeys: AspectKey[];
  /** Word order habit of the seller: 0 brand first, 1 noun first, 2 selling word first. */
  style: number;
}

export const productsPerLeaf = 40;

/** The product's brand and model: the same for every seller offering product `product` of a leaf. */
export function productOf(
  seed: number,
  leaf: number,
  product: number,
): { brandIndex: number; model: string } {
  const h = mix(seed, saltOf('product'), leaf, product);
  const letters = 'ABCDEFGHKLMPRSTVXZ';
  const model =
    (h & 3) === 0
      ? ''
      : `${letters[(h >>> 4) % letters.length]}${letters[(h >>> 9) % letters.length]}${(h >>> 14) % 2 === 0 ? '-' : ' '}${100 + ((h >>> 15) % 900)}`;
  return { brandIndex: (h >>> 2) % 64, model };
}

/** The product's colour, material and (for clothes) department: what most of its offers show. */
export function productLook(
  seed: number,
  leaf: number,
  product: number,
  language: Language,
): { colour: string; material: string; department: number } {
  const categories = categoryTable();
  const family = familyOf(categories, categories.leaves[leaf] ?? 0);
  const productRandom = randomFor(seed, saltOf('product-facts'), leaf * productsPerLeaf + product);
  const colour = productRandom.pick(colours)[language];
  const material = productRandom.pick(materialsOf(family))[language];
  // Most clothes of a leaf are for one department (dirndls for women), the rest spread over the others.
  const main = mix(seed, saltOf('department'), leaf) % 3;
  const department = productRandom.chance(0.6) ? main : productRandom.int(0, departments.length - 1);
  return { colour, material, department };
}

/** The words a product is known by, cheaply (no full facts): for keyword phrases. */
export function productWords(
  seed: number,
  leaf: number,
  product: number,
  language: Language,
): { brand: string; noun: string; model: string; colour: string; material: string; department: number } {
  const categories = categoryTable();
  const rootId = categories.rootId[categories.leaves[leaf] ?? 0] ?? 0;
  const { brandIndex, model } = productOf(seed, leaf, product);
  const brands = brandsByRoot[rootId] ?? ['Generic'];
  const nouns = categories.nouns[language][leaf] ?? ['Artikel'];
  return {
    brand: brands[brandIndex % brands.length] ?? 'Generic',
    noun: nouns[product % nouns.length] ?? nouns[0] ?? '',
    model,
    ...productLook(seed, leaf, product, language),
  };
}

export function listingFacts(
  seed: number,
  slot: number,
  leaf: number,
  product: number,
  sellerIndex: number,
  language: Language,
  variationCount: number,
): ListingFacts {
  const categories = categoryTable();
  const categoryIndex = categories.leaves[leaf] ?? 0;
  const rootId = categories.rootId[categoryIndex] ?? 0;
  const random = randomFor(seed, saltOf('facts'), slot);
  const { brandIndex, model } = productOf(seed, leaf, product);
  const brands = brandsByRoot[rootId] ?? ['Generic'];
  const nouns = categories.nouns[language][leaf] ?? ['Artikel'];
  const family = familyOf(categories, categoryIndex);
  const { colour, material, department } = productLook(seed, leaf, product, language);
  const featureCount = random.int(0, 3);
  const features = new Set<string>();
  for (let i = 0; i < featureCount; i++) features.add(random.pick(featuresOf(family))[language]);
  const selling = new Set<string>();
  const sellingCount = random.int(0, 2);
  for (let i = 0; i < sellingCount; i++) selling.add(random.pick(sellingWords)[language]);
  const packIndex = random.chance(0.15) ? random.int(0, packWords.length - 1) : -1;
  const packPair = packWords[packIndex];
  const variationKeys: AspectKey[] = [];
  if (variationCount > 0) {
    if (family === 'apparel')
      variationKeys.push('size', ...(random.chance(0.5) ? (['colour'] as const) : []));
    else if (family === 'electronics') variationKeys.push(random.chance(0.5) ? 'capacity' : 'colour');
    else if (family === 'home') variationKeys.push(random.chance(0.6) ? 'colour' : 'dimension');
    else variationKeys.push(random.chance(0.7) ? 'colour' : 'units');
    // Units, sizes, capacities and dimensions have 5 to 8 values: more variations need a second axis.
    if (variationCount > 5 && variationKeys.length === 1 && variationKeys[0] !== 'colour')
      variationKeys.push('colour');
  }
  return {
    language,
    family,
    plain: plainRoots.has(rootId),
    brand: brands[brandIndex % brands.length] ?? 'Generic',
    noun: nouns[product % nouns.length] ?? nouns[0] ?? '',
    model,
    colour,
    material,
    features: [...features],
    units: packIndex >= 0 ? ([1, 2, 3, 5, 10][packIndex] ?? 1) : 1,
    ...(packPair ? { pack: packPair[language] } : {}),
    size: random.pick(leaf % 3 === 0 ? numericSizes : clothingSizes),
    capacity: random.pick(capacities),
    dimension: random.pick(dimensions),
    department,
    rooms: [random.int(0, 5)],
    connectivity: [random.int(0, 4), random.int(0, 4)].filter((v, i, a) => a.indexOf(v) === i),
    country: random.int(0, 6),
    selling: [...selling],
    variationKeys,
    style: mix(seed, saltOf('style'), sellerIndex) % 3,
  };
}

const maxTitleLength = 80;

/** What a title says about size: 'Gr. 44' / 'Size 44', or the range a listing with size variations offers. */
function sizeWords(facts: ListingFacts): string {
  const varies = facts.variationKeys.includes('size');
  const size = varies ? (facts.size.match(/^\d/) ? '36-48' : 'XS-3XL') : facts.size;
  return facts.language === 'de' ? `Gr. ${size}` : `Size ${size}`;
}

/**
 * A title of at most 80 characters: the core (brand, noun, model; for clothes the department) and as many
 * extras as fit, the ones buyers search by first (size, capacity, dimensions, colour), then features,
 * material, pack and the seller's selling words.
 */
export function composeTitle(facts: ListingFacts, seed: number, slot: number): string {
  const random = randomFor(seed, saltOf('title'), slot);
  const core = [facts.brand, facts.noun, facts.model].filter(Boolean);
  if (facts.style === 1) core.unshift(core.splice(1, 1)[0] ?? '');
  const varies = (key: AspectKey) => facts.variationKeys.includes(key);
  if (facts.family === 'apparel') core.push(departments[facts.department]?.[facts.language] ?? '');
  const many = facts.language === 'de' ? 'viele Farben' : 'many colours';
  const extras: string[] = [];
  if (facts.family === 'apparel') extras.push(sizeWords(facts));
  if (facts.family === 'electronics' && !varies('capacity') && random.chance(0.7))
    extras.push(facts.capacity);
  if (facts.family === 'home' && !varies('dimension') && random.chance(0.5)) extras.push(facts.dimension);
  if (varies('colour')) extras.push(many);
  else if (!facts.plain && random.chance(0.85)) extras.push(facts.colour);
  if (!facts.plain) for (const feature of facts.features) extras.push(feature);
  if (!facts.plain && random.chance(0.55)) extras.push(facts.material);
  if (facts.pack) extras.push(facts.pack);
  const leading = facts.style === 2 ? facts.selling.slice(0, 1) : [];
  const trailing = facts.style === 2 ? facts.selling.slice(1) : facts.selling;
  let title = [...leading, ...core].filter(Boolean).join(' ').slice(0, maxTitleLength).trim();
  for (const extra of [...extras, ...trailing]) {
    const next = `${title} ${extra}`;
    if (next.length <= maxTitleLength) title = next;
  }
  return title;
}
