/**
 * Hand-written words for titles, aspects and keywords, per language. Product nouns come from the
 * category names (data/taxonomy.json); brands and attributes per level-1 category (by Google's id).
 */

export type Language = 'de' | 'en';

export interface WordPair {
  de: string;
  en: string;
}

const pairs = (list: [string, string][]): WordPair[] => list.map(([de, en]) => ({ de, en }));

export const colours = pairs([
  ['Schwarz', 'Black'],
  ['Weiß', 'White'],
  ['Grau', 'Grey'],
  ['Silber', 'Silver'],
  ['Blau', 'Blue'],
  ['Rot', 'Red'],
  ['Grün', 'Green'],
  ['Gelb', 'Yellow'],
  ['Beige', 'Beige'],
  ['Braun', 'Brown'],
  ['Rosa', 'Pink'],
  ['Lila', 'Purple'],
  ['Orange', 'Orange'],
  ['Gold', 'Gold'],
  ['Anthrazit', 'Anthracite'],
  ['Türkis', 'Turquoise'],
  ['Mehrfarbig', 'Multicoloured'],
]);

export const materials = pairs([
  ['Baumwolle', 'Cotton'],
  ['Edelstahl', 'Stainless Steel'],
  ['Holz', 'Wood'],
  ['Kunststoff', 'Plastic'],
  ['Leder', 'Leather'],
  ['Glas', 'Glass'],
  ['Aluminium', 'Aluminium'],
  ['Keramik', 'Ceramic'],
  ['Polyester', 'Polyester'],
  ['Silikon', 'Silicone'],
  ['Bambus', 'Bamboo'],
  ['Metall', 'Metal'],
  ['Wolle', 'Wool'],
  ['Gummi', 'Rubber'],
  ['Leinen', 'Linen'],
  ['Seide', 'Silk'],
]);

/** Words sellers add to titles; the same phrases across sellers make titles compete. */
export const sellingWords = pairs([
  ['Neu', 'New'],
  ['NEU OVP', 'NEW Boxed'],
  ['Original', 'Genuine'],
  ['Premium', 'Premium'],
  ['Top Zustand', 'Excellent Condition'],
  ['Set', 'Set'],
  ['Restposten', 'Clearance'],
  ['Markenware', 'Branded'],
  ['Schnäppchen', 'Bargain'],
  ['Profi', 'Professional'],
  ['Geschenk', 'Gift'],
  ['Sale', 'Sale'],
  ['Vintage', 'Vintage'],
  ['Hochwertig', 'High Quality'],
  ['Versand kostenlos', 'Free Postage'],
]);

export const featureWords = pairs([
  ['wasserdicht', 'waterproof'],
  ['faltbar', 'foldable'],
  ['kabellos', 'wireless'],
  ['rutschfest', 'non-slip'],
  ['leicht', 'lightweight'],
  ['robust', 'durable'],
  ['groß', 'large'],
  ['klein', 'small'],
  ['modern', 'modern'],
  ['klassisch', 'classic'],
  ['handgemacht', 'handmade'],
  ['nachhaltig', 'eco-friendly'],
  ['digital', 'digital'],
  ['tragbar', 'portable'],
]);

export const packWords = pairs([
  ['1 Stück', '1 Piece'],
  ['2er Pack', 'Pack of 2'],
  ['3er Set', 'Set of 3'],
  ['5 Stück', '5 Pieces'],
  ['10er Pack', 'Pack of 10'],
]);

export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];
export const numericSizes = ['36', '38', '40', '42', '44', '46', '48'];
export const capacities = ['16 GB', '32 GB', '64 GB', '128 GB', '256 GB', '512 GB', '1 TB'];
export const dimensions = ['20 cm', '30 cm', '40 cm', '50 cm', '60 cm', '80 cm', '100 cm', '120 cm'];

/** Brands by level-1 category id; real names so titles and keywords read like the market. */
export const brandsByRoot: Record<number, string[]> = {
  537: ['Philips Avent', 'Chicco', 'Fisher-Price', 'MAM', 'NUK', 'Hauck', 'Joie', 'Britax Römer', 'Medela'],
  166: ['Nike', 'Adidas', 'Puma', 'Levis', 'Tommy Hilfiger', 'Esprit', 'Jack & Jones', 'Only', 'Tamaris'],
  922: ['Leitz', 'Pelikan', 'Stabilo', 'Herlitz', 'Brother', 'Fellowes', 'Staedtler', 'Tesa', 'Avery'],
  222: ['Samsung', 'Sony', 'Apple', 'Philips', 'Anker', 'JBL', 'Logitech', 'Xiaomi', 'Panasonic', 'Bosch'],
  888: ['Bosch', 'Osram', 'Brembo', 'Castrol', 'Thule', 'Hella', 'Mann Filter', 'Varta', 'Michelin'],
  772: ['Generic'],
  469: ['Nivea', 'Braun', 'Oral-B', 'Philips', 'Weleda', 'Beurer', 'Wella', "L'Oréal", 'Dove'],
  536: ['WMF', 'Tefal', 'Gardena', 'Villeroy & Boch', 'Leifheit', 'Kärcher', 'Fiskars', 'Zwilling', 'IKEA'],
  632: ['Bosch', 'Makita', 'Einhell', 'Metabo', 'Würth', 'Fischer', 'Wera', 'Stanley', 'DeWalt'],
  141: ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'Olympus', 'Panasonic', 'Manfrotto', 'Sigma', 'Tamron'],
  8: ['Faber-Castell', 'Staedtler', 'Yamaha', 'Fender', 'Revell', 'Schmincke', 'Rayher', 'Prym'],
  783: ['Penguin', 'Ravensburger', 'Carlsen', 'Warner', 'Universal', 'Sony Music', 'Disney'],
  436: ['IKEA', 'Home Affaire', 'Hülsta', 'Vitra', 'Wohnling', 'Songmics', 'Vasagle', 'Kettler'],
  412: ['Lindt', 'Haribo', 'Tchibo', 'Dallmayr', 'Milka', 'Teekanne', 'Ritter Sport', 'Jacobs'],
  5605: ['Generic', 'Handmade'],
  2092: ['Microsoft', 'Adobe', 'Kaspersky', 'Norton', 'Corel', 'Avira'],
  1239: ['Lego', 'Playmobil', 'Ravensburger', 'Hasbro', 'Mattel', 'Schleich', 'Haba', 'Carrera', 'Kosmos'],
  988: ['Adidas', 'Nike', 'Puma', 'Decathlon', 'Jack Wolfskin', 'Salomon', 'Uhlsport', 'Head', 'Wilson'],
  5181: ['Samsonite', 'Eastpak', 'Deuter', 'Fjällräven', 'Herschel', 'Rimowa', 'Travelite'],
  1: ['Trixie', 'Royal Canin', 'Kong', 'Ferplast', 'Hunter', 'Whiskas', 'Tetra', 'Flexi'],
  111: ['3M', 'Würth', 'Uvex', 'Kärcher', 'Festool', 'Hilti', 'Brady', 'Honeywell'],
};

/** Which extra aspects a level-1 category's leaves carry (sizes for clothes, capacity for electronics …). */
export type AspectFamily = 'apparel' | 'electronics' | 'home' | 'general';

export const familyByRoot: Record<number, AspectFamily> = {
  166: 'apparel',
  988: 'apparel',
  222: 'electronics',
  141: 'electronics',
  2092: 'electronics',
  536: 'home',
  436: 'home',
  632: 'home',
};

/** Materials a product of a family is made of: a dress of linen, a pan of stainless steel, never the reverse. */
const materialsByFamily: Record<AspectFamily, string[]> = {
  apparel: ['Baumwolle', 'Leder', 'Polyester', 'Wolle', 'Leinen', 'Seide'],
  electronics: ['Kunststoff', 'Aluminium', 'Metall', 'Glas', 'Silikon', 'Leder'],
  home: ['Holz', 'Edelstahl', 'Keramik', 'Glas', 'Bambus', 'Kunststoff', 'Metall', 'Baumwolle'],
  general: [
    'Holz',
    'Edelstahl',
    'Kunststoff',
    'Leder',
    'Glas',
    'Aluminium',
    'Metall',
    'Silikon',
    'Baumwolle',
  ],
};

/** Features that fit a family (a wireless dirndl is nobody's search). */
const featuresByFamily: Record<AspectFamily, string[]> = {
  apparel: ['wasserdicht', 'leicht', 'klassisch', 'modern', 'nachhaltig', 'handgemacht'],
  electronics: ['kabellos', 'wasserdicht', 'tragbar', 'digital', 'leicht', 'robust'],
  home: [
    'faltbar',
    'rutschfest',
    'groß',
    'klein',
    'modern',
    'klassisch',
    'handgemacht',
    'nachhaltig',
    'robust',
  ],
  general: [
    'wasserdicht',
    'faltbar',
    'rutschfest',
    'leicht',
    'robust',
    'groß',
    'klein',
    'tragbar',
    'handgemacht',
  ],
};

const byGerman = (list: WordPair[], wanted: string[]) => list.filter((pair) => wanted.includes(pair.de));
const familyMaterials = new Map<AspectFamily, WordPair[]>();
const familyFeatures = new Map<AspectFamily, WordPair[]>();

export function materialsOf(family: AspectFamily): WordPair[] {
  let list = familyMaterials.get(family);
  if (!list) {
    list = byGerman(materials, materialsByFamily[family]);
    familyMaterials.set(family, list);
  }
  return list;
}

export function featuresOf(family: AspectFamily): WordPair[] {
  let list = familyFeatures.get(family);
  if (!list) {
    list = byGerman(featureWords, featuresByFamily[family]);
    familyFeatures.set(family, list);
  }
  return list;
}

/** Who a piece of clothing is for (the department aspect), as titles and searches name it. */
export const departments = pairs([
  ['Damen', 'Women'],
  ['Herren', 'Men'],
  ['Kinder', 'Kids'],
  ['Unisex', 'Unisex'],
]);

/** Level-1 categories whose goods have no colour, material or feature worth naming (food, media, software, health). */
export const plainRoots = new Set([412, 783, 2092, 469]);

/** Level-1 categories without listings (the tree still shows them). */
export const rootsWithoutListings = new Set([772]);

export interface ConditionInfo {
  id: string;
  de: string;
  en: string;
}

export const conditions: ConditionInfo[] = [
  { id: '1000', de: 'Neu', en: 'New' },
  { id: '1500', de: 'Neu: Sonstige (siehe Artikelbeschreibung)', en: 'New other (see details)' },
  { id: '2500', de: 'Vom Verkäufer generalüberholt', en: 'Seller refurbished' },
  { id: '3000', de: 'Gebraucht', en: 'Used' },
  { id: '7000', de: 'Als Ersatzteil / defekt', en: 'For parts or not working' },
];

export function word(pair: WordPair, language: Language): string {
  return pair[language];
}

const usSpellings: [RegExp, string][] = [
  [/Colour/g, 'Color'],
  [/colour/g, 'color'],
  [/Grey/g, 'Gray'],
  [/Multicoloured/g, 'Multicolor'],
  [/Aluminium/g, 'Aluminum'],
  [/Free Postage/g, 'Free Shipping'],
  [/Postage/g, 'Shipping'],
];

/** American spelling for site 0 (the vocabulary is written in British English). */
const britishWords = /colour|grey|aluminium|postage/i;

export function usSpelling(text: string): string {
  if (!britishWords.test(text)) return text;
  let result = text;
  for (const [pattern, replacement] of usSpellings) result = result.replace(pattern, replacement);
  return result;
}
