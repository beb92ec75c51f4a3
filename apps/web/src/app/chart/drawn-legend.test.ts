import { describe, expect, it } from 'vitest';
import { withDrawnLegend } from './drawn-legend.ts';

describe('the legend of a chart', () => {
  it('leaves out series without a single value and keeps the order', () => {
    const option = withDrawnLegend({
      legend: { top: 0 },
      series: [
        { name: 'BayScore', data: [3, null] },
        { name: 'Organisch', data: [null, null] },
        { name: 'Gesponsert', data: [[1700000000000, 4]] },
        { name: 'Superpreis', data: [] },
      ],
    });
    expect(option.legend).toEqual({ top: 0, data: ['BayScore', 'Gesponsert'] });
  });

  it('filters a legend that names its series itself', () => {
    const option = withDrawnLegend({
      legend: { data: ['Position', 'Gesponsert'] },
      series: [
        { name: 'Position', data: [[1, null]] },
        { name: 'Gesponsert', data: [[1, 5]] },
      ],
    });
    expect(option.legend).toEqual({ data: ['Gesponsert'] });
  });
});
