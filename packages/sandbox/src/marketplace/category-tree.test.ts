import { describe, expect, it } from 'vitest';
import { createMarketplace } from './create-marketplace.ts';
import type { CategoryNode } from './model.ts';

const market = createMarketplace({ seed: 1, listings: 300, keywordsPerSite: 100 });

function* walk(node: CategoryNode): Generator<CategoryNode> {
  for (const child of node.children) {
    yield child;
    yield* walk(child);
  }
}

describe('category trees', () => {
  it('are six levels deep with the same ids on every site, named in the site language', () => {
    const german = [...walk(market.rootCategory(77))];
    const english = [...walk(market.rootCategory(0))];
    expect(Math.max(...german.map((n) => n.level))).toBe(6);
    expect(german.every((n) => n.level >= 1 && n.level <= 6)).toBe(true);
    expect(german.map((n) => n.categoryId)).toEqual(english.map((n) => n.categoryId));
    expect(market.category(77, '4679')?.name).toBe('Babybadewannen');
    expect(market.category(3, '4679')?.name).toBe('Baby Bathtubs & Bath Seats');
    expect(market.category(77, '4679')?.parentId).toBe('4678');
    for (const node of german) {
      expect(node.leaf).toBe(node.children.length === 0);
      for (const child of node.children) expect(child.level).toBe(node.level + 1);
    }
    expect(market.categoryTreeId(3)).toBe('3');
  });

  it('give every leaf aspects of every kind, and none to inner categories', () => {
    const leaves = [...walk(market.rootCategory(77))].filter((n) => n.leaf);
    for (const leaf of leaves.filter((_, i) => i % 25 === 0)) {
      const aspects = market.aspects(77, leaf.categoryId);
      expect(aspects.some((a) => a.required)).toBe(true);
      expect(aspects.some((a) => !a.required && a.recommended)).toBe(true);
      expect(aspects.some((a) => a.mode === 'SELECTION_ONLY' && a.values.length > 0)).toBe(true);
      expect(aspects.some((a) => a.mode === 'FREE_TEXT')).toBe(true);
      expect(aspects.some((a) => a.cardinality === 'MULTI')).toBe(true);
      expect(aspects.some((a) => a.cardinality === 'SINGLE')).toBe(true);
      expect(aspects.some((a) => a.dataType === 'NUMBER')).toBe(true);
    }
    expect(market.aspects(77, '537')).toEqual([]);
    expect(market.aspects(77, '4679').map((a) => a.name)).toContain('Marke');
    expect(market.aspects(0, '4679').map((a) => a.name)).toContain('Color');
    expect(market.aspects(3, '4679').map((a) => a.name)).toContain('Colour');
  });
});
