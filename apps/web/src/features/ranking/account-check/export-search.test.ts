import { describe, expect, it } from 'vitest';
import { exportSearch } from './export-search.ts';

describe('exportSearch', () => {
  it('sends the filter and sort of the table, without blanks and without paging', () => {
    const search = exportSearch(
      { accounts: 'demo-seller-1', search: 'lampe', starColor: 2, isOptimized: false, sku: undefined },
      { orderBy: 'title', direction: 'asc' },
    );
    expect(search).toBe(
      'accounts=demo-seller-1&search=lampe&starColor=2&isOptimized=false&orderBy=title&direction=asc',
    );
  });
  it('joins a list of accounts with commas', () => {
    expect(exportSearch({ accounts: ['a', 'b'] }, { orderBy: 'todayBayScore', direction: 'desc' })).toBe(
      'accounts=a%2Cb&orderBy=todayBayScore&direction=desc',
    );
  });
});
