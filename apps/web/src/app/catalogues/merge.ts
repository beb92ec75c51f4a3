type Catalogue = Record<string, unknown>;

/** A feature area may keep its texts in `locales/<language>/<area>.json`, each under its own top-level key. */
export function mergeCatalogues(base: Catalogue, areas: Record<string, Catalogue>): Catalogue {
  return Object.assign({ ...base }, ...Object.values(areas));
}
