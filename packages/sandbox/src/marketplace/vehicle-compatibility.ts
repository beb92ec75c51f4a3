import { ancestorsAndSelf, type CategoryTable } from './category-tree.ts';
import type { CompatibilityRow } from './model.ts';
import { mix } from './random.ts';

// Parts compatibility (eBay's ItemCompatibilityList): listings in vehicle-parts categories name the vehicles they
// fit, one row per vehicle as name/value pairs (Make, Model, Platform, Type, Engine, Production Period) and notes.

/** "Vehicles & Parts > Vehicle Parts & Accessories" in the product taxonomy the category trees are built from. */
const vehiclePartsCategoryId = '5613';

export const compatibilityNames = [
  'Make',
  'Model',
  'Platform',
  'Type',
  'Engine',
  'Production Period',
] as const;

interface Vehicle {
  make: string;
  model: string;
  platform: string;
  from: number;
  to: number;
  types: readonly string[];
  engines: readonly string[];
}

/** The vehicles the stand-in knows: rows naming another make are dropped with a warning, as eBay does. */
export const knownVehicles: readonly Vehicle[] = [
  {
    make: 'Volkswagen',
    model: 'Golf',
    platform: 'VII (5G1, BQ1, BE1, BE2)',
    from: 2012,
    to: 2020,
    types: ['1.4 TSI', '2.0 TDI', '1.6 TDI'],
    engines: ['CZDA', 'CRBC', 'CLHA'],
  },
  {
    make: 'Volkswagen',
    model: 'Passat',
    platform: 'B8 (3G2, CB2)',
    from: 2014,
    to: 2023,
    types: ['2.0 TDI', '1.5 TSI'],
    engines: ['DFGA', 'DADA'],
  },
  {
    make: 'BMW',
    model: '3er',
    platform: 'F30, F80',
    from: 2011,
    to: 2019,
    types: ['320d', '330i', '318d'],
    engines: ['B47D20A', 'B48B20B', 'N47D20C'],
  },
  {
    make: 'Audi',
    model: 'A4',
    platform: 'B9 (8W2, 8WC)',
    from: 2015,
    to: 2024,
    types: ['2.0 TDI', '40 TFSI'],
    engines: ['DETA', 'CVKB'],
  },
  {
    make: 'Mercedes-Benz',
    model: 'C-Klasse',
    platform: 'W205',
    from: 2014,
    to: 2021,
    types: ['C 200', 'C 220 d'],
    engines: ['M 274.920', 'OM 651.921'],
  },
  {
    make: 'Opel',
    model: 'Astra',
    platform: 'K (B16)',
    from: 2015,
    to: 2022,
    types: ['1.4 Turbo', '1.6 CDTI'],
    engines: ['B14XFT', 'B16DTH'],
  },
  {
    make: 'Ford',
    model: 'Focus',
    platform: 'III',
    from: 2010,
    to: 2018,
    types: ['1.0 EcoBoost', '1.6 TDCi'],
    engines: ['M1DA', 'T1DB'],
  },
  {
    make: 'Skoda',
    model: 'Octavia',
    platform: 'III (5E3, NL3, NR3)',
    from: 2012,
    to: 2020,
    types: ['1.6 TDI', '2.0 TDI RS'],
    engines: ['CLHA', 'CUNA'],
  },
];

export function isVehiclePartsCategory(categories: CategoryTable, categoryIndex: number): boolean {
  return ancestorsAndSelf(categories, categoryIndex).some(
    (at) => categories.ids[at] === vehiclePartsCategoryId,
  );
}

/** One part in this many fits a whole fleet (a universal part such as a wiper blade). */
export const fleetPartShare = 400;
/** The vehicles a fleet part fits: a list as large as sellers of universal parts keep. */
export const fleetPartVehicles = 2_000;

/**
 * The vehicles a generated part fits: 3 to 40 rows, or for one part in `fleetPartShare` a fleet of
 * `fleetPartVehicles`; the same for a listing on every call.
 */
export function generatedCompatibility(seed: number, slot: number): CompatibilityRow[] {
  const count =
    mix(seed, slot, 7303) % fleetPartShare === 0 ? fleetPartVehicles : 3 + (mix(seed, slot, 7301) % 38);
  const rows: CompatibilityRow[] = [];
  for (let i = 0; i < count; i++) {
    const pick = mix(seed, slot, 7302, i);
    const vehicle = knownVehicles[pick % knownVehicles.length] as Vehicle;
    const variant = (pick >>> 8) % vehicle.types.length;
    const year = vehicle.from + ((pick >>> 12) % (vehicle.to - vehicle.from + 1));
    rows.push({
      notes: i % 5 === 0 ? 'Nur für Fahrzeuge mit Start-Stopp-System' : '',
      nameValues: [
        { name: 'Make', value: vehicle.make },
        { name: 'Model', value: vehicle.model },
        { name: 'Platform', value: vehicle.platform },
        { name: 'Type', value: vehicle.types[variant] ?? '' },
        { name: 'Engine', value: vehicle.engines[variant] ?? '' },
        { name: 'Production Period', value: `${year}-${vehicle.to}` },
      ],
    });
  }
  return rows;
}

/** Whether eBay's catalogue knows the vehicle a row names: a known make and model. */
export function isKnownVehicle(row: CompatibilityRow): boolean {
  const value = (name: string) => row.nameValues.find((pair) => pair.name === name)?.value ?? '';
  return knownVehicles.some((vehicle) => vehicle.make === value('Make') && vehicle.model === value('Model'));
}
