import taxonomy from './data/taxonomy.json' with { type: 'json' };
import type { CategoryNode } from './model.ts';
import type { Language } from './vocabulary.ts';

/**
 * The category tree shared by the three sites: the same ids everywhere, names in the site's language
 * (German for 77, English for 0 and 3). Built once per process from data/taxonomy.json.
 */
export interface CategoryTable {
  /** By category index (file order: parents before children). */
  ids: string[];
  parent: Int32Array;
  level: Uint8Array;
  names: Record<Language, string[]>;
  /** Level-1 category id (Google's numeric id) of each category. */
  rootId: Int32Array;
  children: number[][];
  /** Category indexes of the level-1 categories. */
  roots: number[];
  /** Category indexes of the leaves; `leafOf[category] = position in leaves` or -1. */
  leaves: number[];
  leafOf: Int32Array;
  indexOfId: Map<string, number>;
  /** Product nouns of each leaf, per language, from its name ('Schnuller & Beißringe' → two nouns). */
  nouns: Record<Language, string[][]>;
}

function productNouns(name: string): string[] {
  // 'Nahrung für Babys & Kleinkinder' is one product; 'Schnuller & Beißringe' are two.
  if (/ (für|for|von|of|with|mit) /.test(name)) return [name];
  const parts = name
    .split(/\s*(?:&|,|\bund\b|\band\b)\s*/)
    .map((part) => part.trim())
    .filter((part) => part.length > 1 && !part.endsWith('-') && !part.startsWith('-'));
  return parts.length > 0 ? parts : [name];
}

function buildTable(): CategoryTable {
  const rows = taxonomy.categories as [number, number, string, string][];
  const count = rows.length;
  const ids: string[] = [];
  const parent = new Int32Array(count);
  const level = new Uint8Array(count);
  const rootId = new Int32Array(count);
  const names: Record<Language, string[]> = { de: [], en: [] };
  const children: number[][] = [];
  const roots: number[] = [];
  const indexOfId = new Map<string, number>();
  rows.forEach(([id, parentId, de, en], index) => {
    ids.push(String(id));
    names.de.push(de);
    names.en.push(en);
    children.push([]);
    indexOfId.set(String(id), index);
    const parentIndex = parentId === 0 ? -1 : (indexOfId.get(String(parentId)) ?? -1);
    parent[index] = parentIndex;
    if (parentIndex < 0) {
      level[index] = 1;
      rootId[index] = id;
      roots.push(index);
    } else {
      level[index] = (level[parentIndex] ?? 0) + 1;
      rootId[index] = rootId[parentIndex] ?? id;
      children[parentIndex]?.push(index);
    }
  });
  const leaves: number[] = [];
  const leafOf = new Int32Array(count).fill(-1);
  for (let index = 0; index < count; index++) {
    if (children[index]?.length === 0) {
      leafOf[index] = leaves.length;
      leaves.push(index);
    }
  }
  const nouns: Record<Language, string[][]> = {
    de: leaves.map((index) => productNouns(names.de[index] ?? '')),
    en: leaves.map((index) => productNouns(names.en[index] ?? '')),
  };
  return { ids, parent, level, names, rootId, children, roots, leaves, leafOf, indexOfId, nouns };
}

let table: CategoryTable | undefined;

export function categoryTable(): CategoryTable {
  table ??= buildTable();
  return table;
}

/** Names from level 1 down to the category. */
export function categoryPath(categories: CategoryTable, index: number, language: Language): string[] {
  const path: string[] = [];
  for (let at = index; at >= 0; at = categories.parent[at] ?? -1)
    path.unshift(categories.names[language][at] ?? '');
  return path;
}

/** Indexes of the category and all its ancestors. */
export function ancestorsAndSelf(categories: CategoryTable, index: number): number[] {
  const chain: number[] = [];
  for (let at = index; at >= 0; at = categories.parent[at] ?? -1) chain.push(at);
  return chain;
}

const trees = new Map<Language, CategoryNode>();

/** The tree as eBay's Taxonomy API shows it: an invisible root (id '0', level 0) above level 1. */
export function categoryNodes(language: Language): CategoryNode {
  const cached = trees.get(language);
  if (cached) return cached;
  const categories = categoryTable();
  const root: CategoryNode = { categoryId: '0', name: 'Root', level: 0, leaf: false, children: [] };
  const nodes: CategoryNode[] = categories.ids.map((categoryId, index) => ({
    categoryId,
    name: categories.names[language][index] ?? '',
    level: categories.level[index] ?? 1,
    leaf: categories.leafOf[index] !== -1,
    parentId: (categories.parent[index] ?? -1) < 0 ? '0' : categories.ids[categories.parent[index] ?? 0],
    children: [],
  }));
  nodes.forEach((node, index) => {
    const parentIndex = categories.parent[index] ?? -1;
    const parentNode = parentIndex < 0 ? root : nodes[parentIndex];
    parentNode?.children.push(node);
  });
  trees.set(language, root);
  return root;
}

/** Every node by id, for one language. */
const nodeMaps = new Map<Language, Map<string, CategoryNode>>();

export function categoryNodeById(language: Language, categoryId: string): CategoryNode | undefined {
  let map = nodeMaps.get(language);
  if (!map) {
    map = new Map();
    const stack = [...categoryNodes(language).children];
    for (let node = stack.pop(); node; node = stack.pop()) {
      map.set(node.categoryId, node);
      stack.push(...node.children);
    }
    nodeMaps.set(language, map);
  }
  return map.get(categoryId);
}
