import { describe, expect, it } from 'vitest';
import { liveChartOption } from './chart-option.ts';

const labels = { position: 'Position', sponsored: 'Sponsored', superPrice: 'Super price' };

describe('liveChartOption', () => {
  it('draws places as a line with gaps for "not in the top 200" and marks sponsored and super-price points', () => {
    const option = liveChartOption(
      [
        { timestamp: '2025-01-01T10:00:00.000Z', position: 3, isAdv: true, isSuperPrice: false },
        { timestamp: '2025-01-01T10:00:15.000Z', position: 0, isAdv: false, isSuperPrice: false },
        { timestamp: '2025-01-01T10:00:30.000Z', position: 2, isAdv: false, isSuperPrice: true },
      ],
      labels,
    );
    const series = option.series as { name: string; data: unknown[] }[];
    expect(series.map((s) => s.name)).toEqual(['Position', 'Sponsored', 'Super price']);
    expect(series[0]?.data).toEqual([
      ['2025-01-01T10:00:00.000Z', 3],
      ['2025-01-01T10:00:15.000Z', null],
      ['2025-01-01T10:00:30.000Z', 2],
    ]);
    expect(series[1]?.data).toEqual([['2025-01-01T10:00:00.000Z', 3]]);
    expect(series[2]?.data).toEqual([['2025-01-01T10:00:30.000Z', 2]]);
  });
});
