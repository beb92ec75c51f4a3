import { describe, expect, it } from 'vitest';
import { combine, type SnapshotRow, variantFigures } from './variant-figures.ts';

const listing = {
  itemNumber: '123456789012',
  title: 'Gartenlaterne',
  pictureUrl: null,
  currency: 'EUR',
  hasVariations: true,
  observedSince: '2026-03-01',
};
const row = (day: string, variationKey: string, quantitySold: number, price = 10): SnapshotRow => ({
  day,
  variationKey,
  variant: variationKey === 'a' ? 'Farbe: Rot' : 'Farbe: Blau',
  price,
  quantitySold,
});

describe('variantFigures', () => {
  it('takes a day’s sales as the difference to the day before, per variation, with that day’s price', () => {
    const item = variantFigures(listing, [
      row('2026-03-01', 'a', 5),
      row('2026-03-01', 'b', 1),
      row('2026-03-02', 'a', 8, 12),
      row('2026-03-02', 'b', 1),
      row('2026-03-03', 'a', 8),
      row('2026-03-03', 'b', 4, 20),
    ]);
    expect(item.soldByDate).toEqual([
      { date: '2026-03-02', quantity: 3 },
      { date: '2026-03-03', quantity: 3 },
    ]);
    expect(item.observedDays).toBe(2);
    expect(item.totalQuantity).toBe(6);
    // 6 units in 2 days: 90 a month, 3 a day; revenue 3 × 12 + 3 × 20 = 96 in 2 days: 1,440 a month, 48 a day.
    expect(item.summary).toEqual({
      averageQuantityPerMonth: 90,
      averageQuantity: 3,
      averageRevenuePerMonth: 1440,
      averageRevenue: 48,
    });
    expect(item.soldByVariant).toEqual([
      { variant: 'Farbe: Blau', price: 20, currency: 'EUR', quantity: 3 },
      { variant: 'Farbe: Rot', price: 10, currency: 'EUR', quantity: 3 },
    ]);
  });

  it('counts only days read on both sides, and a count that fell as nothing sold', () => {
    const item = variantFigures(listing, [
      row('2026-03-01', 'a', 5),
      row('2026-03-03', 'a', 9),
      row('2026-03-04', 'a', 2),
    ]);
    expect(item.soldByDate).toEqual([{ date: '2026-03-04', quantity: 0 }]);
    expect(item.totalQuantity).toBe(0);
  });

  it('has no sales and no averages for a listing read on one day only', () => {
    const item = variantFigures(listing, [row('2026-03-01', 'a', 5)]);
    expect(item).toMatchObject({ observedDays: 0, totalQuantity: 0, soldByDate: [] });
    expect(item.summary.averageQuantity).toBe(0);
    expect(item.soldByVariant).toEqual([{ variant: 'Farbe: Rot', price: 10, currency: 'EUR', quantity: 0 }]);
  });
});

describe('combine', () => {
  it('adds the items’ sales up per day and names the currency only when they share one', () => {
    const one = variantFigures(listing, [row('2026-03-01', 'a', 1), row('2026-03-02', 'a', 3)]);
    const two = variantFigures({ ...listing, itemNumber: '2', currency: 'GBP' }, [
      row('2026-03-02', 'a', 1),
      row('2026-03-03', 'a', 2),
    ]);
    const both = combine([one, two]);
    expect(both.soldByDate).toEqual([
      { date: '2026-03-02', quantity: 2 },
      { date: '2026-03-03', quantity: 1 },
    ]);
    expect(both.currency).toBeNull();
    expect(combine([one]).currency).toBe('EUR');
  });
});
