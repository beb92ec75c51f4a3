import { marketplaces } from '@baylytics/contract/marketplaces';
import { describe, expect, it } from 'vitest';
import { siteFlagOf } from './site-flag-source.ts';

describe('site flags', () => {
  it('gives every site an SVG picture of its own, not an emoji', () => {
    const sources = marketplaces.map((site) => siteFlagOf(site.eBaySiteId)?.source ?? '');
    for (const source of sources) {
      expect(source).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      expect(decodeURIComponent(source)).not.toMatch(/\p{Regional_Indicator}/u);
    }
    expect(new Set(sources).size).toBe(marketplaces.length);
  });

  it('names the country of the site for the translated label', () => {
    expect(siteFlagOf(77)?.iso).toBe('DE');
    expect(siteFlagOf(3)?.iso).toBe('GB');
    expect(siteFlagOf(0)?.iso).toBe('US');
  });

  it('has no flag for a site the product does not serve', () => {
    expect(siteFlagOf(101)).toBeUndefined();
  });
});
