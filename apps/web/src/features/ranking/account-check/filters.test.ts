import { describe, expect, it } from 'vitest';
import { emptyFilters, filterQuery, hasActiveFilter, rankingQuery } from './filters.ts';

describe('account check query', () => {
  it('asks for the account, the page and the sort only when no filter is set', () => {
    const query = rankingQuery(
      'demo-seller-1',
      emptyFilters,
      { pageIndex: 1, pageSize: 50 },
      { orderBy: 'todayBayScore', direction: 'desc' },
    );
    const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    expect(sent).toEqual({
      accounts: 'demo-seller-1',
      pageIndex: 1,
      pageSize: 50,
      orderBy: 'todayBayScore',
      direction: 'desc',
    });
  });

  it('trims texts, parses numbers as integers and turns yes/no choices into booleans', () => {
    const query = filterQuery('demo-seller-1', {
      ...emptyFilters,
      search: '  lampe ',
      sku: ' SKU-1 ',
      starColor: '3',
      isOptimized: 'false',
      promotedWithAd: 'RECOMMENDED',
      fromTodayMedianPosition: '5',
      toTodayMedianPosition: '20.7',
      eBaySiteId: '77',
      promotedListing: 'true',
      hasVideo: 'false',
    });
    expect(query).toEqual({
      search: 'lampe',
      accounts: 'demo-seller-1',
      starColor: 3,
      isOptimized: false,
      promotedWithAd: 'RECOMMENDED',
      fromTodayMedianPosition: 5,
      toTodayMedianPosition: 20,
      eBaySiteId: 77,
      sku: 'SKU-1',
      promotedListing: true,
      hasVideo: false,
    });
  });

  it('leaves out blank and unreadable bounds', () => {
    const query = filterQuery(null, { ...emptyFilters, search: '   ', fromTodayMedianPosition: 'abc' });
    expect(query.search).toBeUndefined();
    expect(query.fromTodayMedianPosition).toBeUndefined();
    expect(query.accounts).toBeUndefined();
  });

  it('knows whether a filter narrows the list', () => {
    expect(hasActiveFilter(emptyFilters)).toBe(false);
    expect(hasActiveFilter({ ...emptyFilters, search: ' ' })).toBe(false);
    expect(hasActiveFilter({ ...emptyFilters, hasVideo: 'true' })).toBe(true);
  });
});
