import { type CategoryTable, categoryTable } from './category-tree.ts';
import type { Aspect } from './model.ts';
import {
  type AspectFamily,
  brandsByRoot,
  capacities,
  clothingSizes,
  colours,
  departments,
  dimensions,
  familyByRoot,
  featureWords,
  type Language,
  materials,
  numericSizes,
  usSpelling,
} from './vocabulary.ts';

/**
 * Item aspects of a leaf, as eBay's Taxonomy API (getItemAspectsForCategory) lists them: every leaf has
 * required and recommended ones, selection-only and free-text ones, single and multi values, text and
 * numbers; clothes add size and department, electronics storage and connectivity, home goods room and size.
 */
export type AspectLanguage = Language | 'en-US';

interface AspectText {
  de: string;
  en: string;
}

export const aspectNames = {
  brand: { de: 'Marke', en: 'Brand' },
  type: { de: 'Produktart', en: 'Type' },
  colour: { de: 'Farbe', en: 'Colour' },
  material: { de: 'Material', en: 'Material' },
  features: { de: 'Besonderheiten', en: 'Features' },
  units: { de: 'Anzahl der Einheiten', en: 'Number of Units' },
  mpn: { de: 'Herstellernummer', en: 'MPN' },
  country: { de: 'Herstellungsland und -region', en: 'Country/Region of Manufacture' },
  size: { de: 'Größe', en: 'Size' },
  department: { de: 'Abteilung', en: 'Department' },
  capacity: { de: 'Speicherkapazität', en: 'Storage Capacity' },
  connectivity: { de: 'Konnektivität', en: 'Connectivity' },
  room: { de: 'Raum', en: 'Room' },
  dimension: { de: 'Maße', en: 'Dimensions' },
} satisfies Record<string, AspectText>;

export type AspectKey = keyof typeof aspectNames;

const departmentNames: [string, string][] = departments.map(({ de, en }) => [de, en]);
const connectivity: [string, string][] = [
  ['Bluetooth', 'Bluetooth'],
  ['USB-C', 'USB-C'],
  ['WLAN', 'Wi-Fi'],
  ['Kabelgebunden', 'Wired'],
  ['NFC', 'NFC'],
];
const rooms: [string, string][] = [
  ['Küche', 'Kitchen'],
  ['Wohnzimmer', 'Living Room'],
  ['Schlafzimmer', 'Bedroom'],
  ['Bad', 'Bathroom'],
  ['Garten', 'Garden'],
  ['Büro', 'Office'],
];
const countries: [string, string][] = [
  ['Deutschland', 'Germany'],
  ['China', 'China'],
  ['Italien', 'Italy'],
  ['Polen', 'Poland'],
  ['Vereinigte Staaten', 'United States'],
  ['Vereinigtes Königreich', 'United Kingdom'],
  ['Vietnam', 'Vietnam'],
];

/** An aspect as built here: the public shape plus which slot of a listing fills it. */
export interface LeafAspect extends Aspect {
  key: AspectKey;
}

function aspect(
  key: AspectKey,
  language: Language,
  rest: Omit<LeafAspect, 'key' | 'name' | 'dataType'> & { dataType?: Aspect['dataType'] },
): LeafAspect {
  return { key, name: aspectNames[key][language], dataType: 'STRING', ...rest };
}

const pick = (list: [string, string][], language: Language): string[] =>
  list.map(([de, en]) => (language === 'de' ? de : en));

export function familyOf(categories: CategoryTable, categoryIndex: number): AspectFamily {
  return familyByRoot[categories.rootId[categoryIndex] ?? 0] ?? 'general';
}

function buildAspects(leaf: number, language: Language): LeafAspect[] {
  const categories = categoryTable();
  const categoryIndex = categories.leaves[leaf] ?? 0;
  const rootId = categories.rootId[categoryIndex] ?? 0;
  const nouns = categories.nouns[language][leaf] ?? [];
  const unbranded = language === 'de' ? 'Markenlos' : 'Unbranded';
  const list: LeafAspect[] = [
    aspect('brand', language, {
      required: true,
      mode: 'FREE_TEXT',
      cardinality: 'SINGLE',
      values: [...(brandsByRoot[rootId] ?? []), unbranded],
    }),
    aspect('type', language, {
      required: true,
      mode: 'SELECTION_ONLY',
      cardinality: 'SINGLE',
      values: nouns,
    }),
    aspect('colour', language, {
      required: false,
      recommended: true,
      mode: 'FREE_TEXT',
      cardinality: 'SINGLE',
      values: colours.map((c) => c[language]),
      variationEnabled: true,
    }),
    aspect('material', language, {
      required: false,
      recommended: true,
      mode: 'FREE_TEXT',
      cardinality: 'MULTI',
      values: materials.map((m) => m[language]),
    }),
    aspect('mpn', language, {
      required: false,
      recommended: true,
      mode: 'FREE_TEXT',
      cardinality: 'SINGLE',
      values: [],
    }),
    aspect('features', language, {
      required: false,
      mode: 'FREE_TEXT',
      cardinality: 'MULTI',
      values: featureWords.map((f) => f[language]),
    }),
    aspect('units', language, {
      required: false,
      mode: 'FREE_TEXT',
      cardinality: 'SINGLE',
      values: ['1', '2', '3', '5', '10'],
      dataType: 'NUMBER',
      variationEnabled: true,
    }),
    aspect('country', language, {
      required: false,
      mode: 'SELECTION_ONLY',
      cardinality: 'SINGLE',
      values: pick(countries, language),
    }),
  ];
  const family = familyOf(categories, categoryIndex);
  if (family === 'apparel') {
    list.push(
      aspect('size', language, {
        required: true,
        mode: 'SELECTION_ONLY',
        cardinality: 'SINGLE',
        values: leaf % 3 === 0 ? numericSizes : clothingSizes,
        variationEnabled: true,
      }),
      aspect('department', language, {
        required: true,
        mode: 'SELECTION_ONLY',
        cardinality: 'SINGLE',
        values: pick(departmentNames, language),
      }),
    );
  } else if (family === 'electronics') {
    list.push(
      aspect('capacity', language, {
        required: false,
        recommended: true,
        mode: 'SELECTION_ONLY',
        cardinality: 'SINGLE',
        values: capacities,
        variationEnabled: true,
      }),
      aspect('connectivity', language, {
        required: false,
        recommended: true,
        mode: 'SELECTION_ONLY',
        cardinality: 'MULTI',
        values: pick(connectivity, language),
      }),
    );
  } else if (family === 'home') {
    list.push(
      aspect('room', language, {
        required: false,
        recommended: true,
        mode: 'SELECTION_ONLY',
        cardinality: 'MULTI',
        values: pick(rooms, language),
      }),
      aspect('dimension', language, {
        required: false,
        mode: 'FREE_TEXT',
        cardinality: 'SINGLE',
        values: dimensions,
        variationEnabled: true,
      }),
    );
  }
  return list;
}

const cache = new Map<string, LeafAspect[]>();

/** Aspects of a leaf (by leaf position) in a site's spelling. */
export function leafAspects(leaf: number, language: AspectLanguage): LeafAspect[] {
  const key = `${language}:${leaf}`;
  let aspects = cache.get(key);
  if (!aspects) {
    aspects =
      language === 'en-US'
        ? buildAspects(leaf, 'en').map((a) => ({
            ...a,
            name: usSpelling(a.name),
            values: a.values.map(usSpelling),
          }))
        : buildAspects(leaf, language);
    cache.set(key, aspects);
  }
  return aspects;
}

/** The public shape (without the internal key). */
export function publicAspect({ key: _key, ...rest }: LeafAspect): Aspect {
  return { ...rest, values: [...rest.values] };
}
