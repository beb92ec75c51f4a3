import { describe, expect, it } from 'vitest';
import { liveChartFormSchema, setupOf, withPoint } from './live-chart-values.ts';

const point = (timestamp: string, position: number) => ({
  timestamp,
  position,
  isAdv: false,
  isSuperPrice: false,
});

describe('live chart values', () => {
  it('requires item number and main keyword', () => {
    expect(liveChartFormSchema.safeParse({ itemNumber: '', mainKeywords: 'x', eBaySite: '77' }).success).toBe(
      false,
    );
    expect(
      liveChartFormSchema.safeParse({ itemNumber: '12', mainKeywords: '', eBaySite: '77' }).success,
    ).toBe(false);
    expect(
      liveChartFormSchema.safeParse({ itemNumber: '12', mainKeywords: 'x', eBaySite: '3' }).success,
    ).toBe(false);
    expect(
      liveChartFormSchema.safeParse({ itemNumber: '1e3', mainKeywords: 'x', eBaySite: '0' }).success,
    ).toBe(false);
    expect(setupOf({ itemNumber: ' 12 ', mainKeywords: ' lampe ', eBaySite: '0' })).toEqual({
      itemNumber: 12,
      keywords: 'lampe',
      site: 0,
    });
  });

  it('keeps a repeated point once and the points in time order', () => {
    const a = point('2025-01-01T10:00:00.000Z', 3);
    const b = point('2025-01-01T10:00:15.000Z', 4);
    expect(withPoint([a], a)).toEqual([a]);
    expect(withPoint([b], a)).toEqual([a, b]);
  });
});
