import { describe, expect, it } from 'vitest';
import {
  addressDefaults,
  addressOf,
  emptyFilters,
  filterQuery,
  filtersOf,
  hasActiveFilter,
  rankingQuery,
} from './filters.ts';

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

describe('account check filters in the address', () => {
  it('reads back what it wrote', () => {
    const filters = {
      ...emptyFilters,
      search: 'lampe',
      starColor: '3',
      isOptimized: 'true' as const,
      promotedWithAd: 'RECOMMENDED' as const,
      eBaySiteId: '77',
      hasVideo: 'false' as const,
    };
    expect(filtersOf(addressOf(filters))).toEqual(filters);
  });

  it('leaves the empty filter out of the address', () => {
    expect(addressOf(emptyFilters)).toEqual(addressDefaults);
    expect(filtersOf(addressDefaults)).toEqual(emptyFilters);
  });

  it('treats a choice the panel does not offer as no choice', () => {
    const read = filtersOf({ ...addressDefaults, isOptimized: 'maybe', promotedWithAd: 'ALWAYS' });
    expect(read.isOptimized).toBe('all');
    expect(read.promotedWithAd).toBeNull();
  });
});
