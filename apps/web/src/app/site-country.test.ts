import { describe, expect, it } from 'vitest';
import { countryIdOfSite, siteOfCountryId } from './site-country.ts';

describe('site and country ids', () => {
  it('translate both ways for the three sites, and nothing else', () => {
    expect([countryIdOfSite('77'), countryIdOfSite('0'), countryIdOfSite('3')]).toEqual([1, 2, 3]);
    expect([siteOfCountryId('1'), siteOfCountryId(2), siteOfCountryId('3')]).toEqual(['77', '0', '3']);
    expect([
      countryIdOfSite(null),
      countryIdOfSite('5'),
      siteOfCountryId('9'),
      siteOfCountryId(null),
    ]).toEqual([null, null, null, null]);
  });
});
