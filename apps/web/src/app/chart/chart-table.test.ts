import { describe, expect, it } from 'vitest';
import { chartTable } from './chart-table.ts';

describe("a chart's figures as a table for screen readers", () => {
  it('writes one row per category and one column per series, numbers in the page language', () => {
    const option = {
      xAxis: { type: 'category', data: ['01.11.2026', '02.11.2026'] },
      series: [
        { type: 'line', name: 'Median', data: [1234.5, null] },
        { type: 'bar', name: 'Score', data: [{ value: 2.25 }, 3] },
      ],
    };
    expect(chartTable(option, 'de')).toEqual({
      columns: ['', 'Median', 'Score'],
      rows: [
        ['01.11.2026', '1.234,5', '2,25'],
        ['02.11.2026', '–', '3'],
      ],
    });
    expect(chartTable(option, 'en').rows[0]).toEqual(['01.11.2026', '1,234.5', '2.25']);
  });

  it('merges points that carry their own x across series, in the order of x', () => {
    const option = {
      xAxis: { type: 'value' },
      series: [
        {
          type: 'scatter',
          name: 'A',
          data: [
            [2, 10],
            [1, 20],
          ],
        },
        { type: 'line', name: 'B', data: [[2, 5]] },
      ],
    };
    expect(chartTable(option, 'en')).toEqual({
      columns: ['', 'A', 'B'],
      rows: [
        ['1', '20', '–'],
        ['2', '10', '5'],
      ],
    });
  });

  it("lists a pie's slices by name and value", () => {
    const option = {
      series: [
        {
          type: 'pie',
          name: 'Listings',
          data: [
            { name: 'New', value: 7 },
            { name: 'Used', value: 3 },
          ],
        },
      ],
    };
    expect(chartTable(option, 'de')).toEqual({
      columns: ['', 'Listings'],
      rows: [
        ['New', '7'],
        ['Used', '3'],
      ],
    });
  });

  it('is empty for a chart without data', () => {
    expect(chartTable({ series: [] }, 'de')).toEqual({ columns: [''], rows: [] });
  });
});
