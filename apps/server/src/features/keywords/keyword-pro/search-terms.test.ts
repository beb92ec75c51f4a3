import { describe, expect, it } from 'vitest';
import { highlightRanges, parseSearchTerms } from './search-terms.ts';

describe('parseSearchTerms', () => {
  it('reads several terms as any of them, terms joined with AND as all of them', () => {
    expect(parseSearchTerms('Bosch  Makita')).toEqual({ terms: ['bosch', 'makita'], mode: 'any' });
    expect(parseSearchTerms('bosch AND akku')).toEqual({ terms: ['bosch', 'akku'], mode: 'all' });
    expect(parseSearchTerms('akku')).toEqual({ terms: ['akku'], mode: 'any' });
  });

  it('drops repeats and terms without a letter or digit, and keeps at most 10 terms', () => {
    expect(parseSearchTerms('akku - AKKU ! set')).toEqual({ terms: ['akku', 'set'], mode: 'any' });
    const many = Array.from({ length: 14 }, (_, index) => `w${index}`).join(' ');
    expect(parseSearchTerms(many).terms).toHaveLength(10);
    expect(parseSearchTerms('   ').terms).toEqual([]);
  });
});

describe('highlightRanges', () => {
  it('marks whole words only, in order, whatever their case', () => {
    expect(highlightRanges('Akku Bohrschrauber Akku-Set', ['akku', 'set'])).toEqual([
      [0, 4],
      [19, 23],
      [24, 27],
    ]);
    // 'set' inside 'settings' is no match of the word search, so it is not marked either.
    expect(highlightRanges('router settings', ['set'])).toEqual([]);
  });

  it('merges overlapping matches of multi-word or hyphenated terms', () => {
    expect(highlightRanges('e-bike akku', ['e-bike', 'bike'])).toEqual([[0, 6]]);
  });
});
