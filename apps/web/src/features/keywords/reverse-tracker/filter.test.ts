import type { CheckKeyword } from '@baylytics/contract/reverse-tracker';
import { describe, expect, it } from 'vitest';
import { defaultFilterForm, filterFormSchema, matchesFilter, parseFilterForm } from './filter.ts';
import { marketplaceSearchUrl, positionBandOf, positionColorOf } from './position-band.ts';

const row = (overrides: Partial<CheckKeyword>): CheckKeyword => ({
  keyword: 'akku bohrschrauber',
  sId: 77,
  value: 40,
  showInKeyword: 500,
  position: 12,
  advPosition: 0,
  createdTime: '2025-03-01T12:00:00.000Z',
  advCreatedTime: '0001-01-01T00:00:00.000Z',
  isSuperPrice: false,
  competitorPosition: 0,
  itemOf: 'myself',
  ...overrides,
});

describe('parseFilterForm (spec 001 §5)', () => {
  it('reads blank position, value and competitor from as 1 and other blanks as no bound', () => {
    expect(parseFilterForm(defaultFilterForm)).toEqual({
      positionFrom: 1,
      positionTo: null,
      wordCountFrom: null,
      wordCountTo: null,
      siteId: null,
      ads: 'all',
      valueFrom: 1,
      valueTo: null,
      competitorFrom: 1,
      competitorTo: null,
      itemOf: 'all',
    });
  });

  it('reads integers (decimals cut, text ignored) and the site as its id', () => {
    const parsed = parseFilterForm({
      ...defaultFilterForm,
      positionFrom: ' 5 ',
      positionTo: '20.7',
      wordCountTo: 'abc',
      site: '3',
    });
    expect(parsed).toMatchObject({ positionFrom: 5, positionTo: 20, wordCountTo: null, siteId: 3 });
  });
});

describe('matchesFilter', () => {
  const filter = (values: Partial<typeof defaultFilterForm>) =>
    parseFilterForm({ ...defaultFilterForm, ...values });

  it('keeps a row whose organic or sponsored place lies in the position range', () => {
    expect(matchesFilter(row({ position: 12 }), filter({ positionTo: '10' }))).toBe(false);
    expect(matchesFilter(row({ position: 12, advPosition: 3 }), filter({ positionTo: '10' }))).toBe(true);
    expect(matchesFilter(row({ position: 0, advPosition: 0 }), filter({}))).toBe(false);
  });

  it('filters by word count, site, ads option, value, competitors and item of', () => {
    expect(matchesFilter(row({}), filter({ wordCountFrom: '3' }))).toBe(false);
    expect(matchesFilter(row({}), filter({ site: '0' }))).toBe(false);
    expect(matchesFilter(row({}), filter({ site: '77' }))).toBe(true);
    expect(matchesFilter(row({}), filter({ ads: 'advertising' }))).toBe(false);
    expect(matchesFilter(row({ advPosition: 2 }), filter({ ads: 'both' }))).toBe(true);
    expect(matchesFilter(row({ value: 0 }), filter({}))).toBe(false);
    expect(matchesFilter(row({}), filter({ competitorTo: '100' }))).toBe(false);
    expect(matchesFilter(row({}), filter({ itemOf: 'competitor' }))).toBe(false);
  });

  it('does not filter by competitors when the row has no count (role without that column)', () => {
    const { showInKeyword: _hidden, ...withoutCount } = row({});
    expect(matchesFilter(withoutCount, filter({ competitorFrom: '1000' }))).toBe(true);
  });
});

describe('position colour scale (spec 001 §9)', () => {
  it.each([
    [0, 'none', null],
    [1, 'top10', 'green'],
    [10, 'top10', 'green'],
    [11, 'top25', 'teal'],
    [26, 'top50', 'yellow'],
    [100, 'top100', 'orange'],
    [101, 'beyond100', 'red'],
  ] as const)('%i is %s', (position, band, color) => {
    expect(positionBandOf(position)).toBe(band);
    expect(positionColorOf(position)).toBe(color);
  });

  it('links a keyword to the search of its own site', () => {
    expect(marketplaceSearchUrl('akku & set', 3)).toBe(
      'https://www.ebay.co.uk/sch/i.html?_nkw=akku%20%26%20set',
    );
    expect(marketplaceSearchUrl('drill', 0)).toBe('https://www.ebay.com/sch/i.html?_nkw=drill');
  });
});

describe('the filter form', () => {
  it('takes blank or whole-number bounds, all sites or one of them', () => {
    expect(filterFormSchema.safeParse({ ...defaultFilterForm, positionTo: ' 10 ', site: '3' }).success).toBe(
      true,
    );
    expect(filterFormSchema.safeParse({ ...defaultFilterForm, valueFrom: '1,5' }).success).toBe(false);
    expect(filterFormSchema.safeParse({ ...defaultFilterForm, site: '5' }).success).toBe(false);
  });
});
