import { describe, expect, it } from 'vitest';
import type { ItemAspect } from '../../../integrations/ebay/ebay-types.ts';
import type { ListingEbay } from '../item-check/own-listing.ts';
import { aspectsOncePerCategory } from './aspects-once.ts';

function countingEbay(answers: (() => Promise<ItemAspect[]>)[]) {
  const calls: string[] = [];
  const ebay: ListingEbay = {
    seller: () => {
      throw new Error('not used');
    },
    itemAspects: (siteId, categoryId) => {
      calls.push(`${siteId}:${categoryId}`);
      const next = answers.shift();
      return next ? next() : Promise.resolve([]);
    },
  };
  return { ebay, calls };
}

describe('aspects asked once per category during a sync', () => {
  it('asks eBay once for many listings of one category, and again for another category or site', async () => {
    const { ebay, calls } = countingEbay([]);
    const once = aspectsOncePerCategory(ebay);
    await Promise.all([once.itemAspects(77, '100'), once.itemAspects(77, '100')]);
    for (let i = 0; i < 5; i += 1) await once.itemAspects(77, '100');
    await once.itemAspects(77, '200');
    await once.itemAspects(3, '100');
    expect(calls).toEqual(['77:100', '77:200', '3:100']);
  });

  it('asks again after a failed call', async () => {
    const { ebay, calls } = countingEbay([() => Promise.reject(new Error('503')), () => Promise.resolve([])]);
    const once = aspectsOncePerCategory(ebay);
    await expect(once.itemAspects(77, '100')).rejects.toThrow('503');
    await expect(once.itemAspects(77, '100')).resolves.toEqual([]);
    await once.itemAspects(77, '100');
    expect(calls).toEqual(['77:100', '77:100']);
  });
});
