import { superPriceWindow } from '@baylytics/contract/live-chart';
import { describe, expect, it } from 'vitest';
import type { SearchItem } from '../../../integrations/ebay/ebay-types.ts';
import { livePointOf } from './live-point.ts';

function hit(itemNumber: number, price: number, isPriorityListing = false, currency = 'EUR'): SearchItem {
  return {
    itemId: `v1|${itemNumber}|0`,
    legacyItemId: String(itemNumber),
    title: `Item ${itemNumber}`,
    price: { value: price, currency },
    sellerUsername: 'seller',
    categoryIds: [],
    imageUrl: null,
    itemWebUrl: null,
    conditionId: null,
    buyingOptions: ['FIXED_PRICE'],
    isPriorityListing,
    itemGroupType: null,
    epid: null,
    sellerFeedbackScore: 10,
    sellerFeedbackPercentage: 100,
    isTopRatedBuyingExperience: false,
    qualifiedPrograms: [],
    shippingCost: null,
  };
}

const at = new Date('2025-03-01T10:00:00Z');

describe('livePointOf', () => {
  it("takes the item's first place and whether that place is sponsored", () => {
    const items = [hit(1, 10), hit(2, 12, true), hit(3, 9), hit(2, 12)];
    expect(livePointOf(items, 2, at)).toEqual({
      timestamp: '2025-03-01T10:00:00.000Z',
      position: 2,
      isAdv: true,
      isSuperPrice: false,
    });
    expect(livePointOf(items, 3, at)).toMatchObject({ position: 3, isAdv: false, isSuperPrice: true });
  });

  it('answers place 0 when the item is not among the results', () => {
    expect(livePointOf([hit(1, 10)], 99, at)).toEqual({
      timestamp: at.toISOString(),
      position: 0,
      isAdv: false,
      isSuperPrice: false,
    });
  });

  it(`is a super price when no other of the first ${superPriceWindow} results in that currency is cheaper`, () => {
    const front = Array.from({ length: superPriceWindow }, (_, i) => hit(100 + i, 20 + i));
    // Cheaper than all of the first results, though further down the list itself: still a super price.
    expect(livePointOf([...front, hit(7, 19.99)], 7, at).isSuperPrice).toBe(true);
    // Equal to the cheapest counts; a cheaper result behind the window does not matter.
    expect(livePointOf([...front, hit(7, 20), hit(8, 1)], 7, at).isSuperPrice).toBe(true);
    expect(livePointOf([...front, hit(7, 20.01)], 7, at).isSuperPrice).toBe(false);
    // Another currency is not compared.
    expect(livePointOf([hit(5, 1, false, 'USD'), hit(7, 5)], 7, at).isSuperPrice).toBe(true);
  });
});
