import { viewItemPage } from '@baylytics/sandbox/ebay/view-item-page';
import { createMarketplace } from '@baylytics/sandbox/marketplace/create-marketplace';
import { describe, expect, it } from 'vitest';
import { readListingPage, siteOfAddress } from './listing-page.ts';

describe('readListingPage', () => {
  it('reads the item number and the variation choices of a view-item page as eBay serves it', async () => {
    const market = createMarketplace({ seed: 5, listings: 600, keywordsPerSite: 100, epoch: '2026-01-01' });
    const listing = market
      .listingIdsOfSeller('demo-seller-1', '2026-02-01')
      .map((id) => market.listing(id, '2026-02-01'))
      .find((candidate) => candidate?.itemGroup && candidate.variations.length > 1);
    expect(listing).toBeDefined();
    if (!listing) return;
    const page = await readListingPage(viewItemPage(market, 'http://stand-in', listing), 20);
    expect(page.itemNumbers).toEqual([listing.itemId]);
    const names = [...new Set(listing.variations.flatMap((v) => v.specifics.map((s) => s.name)))];
    expect(page.variations.map((v) => v.name)).toEqual(names);
    const firstValues = [...new Set(listing.variations.map((v) => v.specifics[0]?.values[0]))];
    expect(page.variations[0]?.values).toEqual(firstValues);
  });

  it('takes the item number after its label when the page has no canonical address', async () => {
    const html = `<div><span>eBay-Artikelnummer:</span><span> 123456789012 </span></div>
      <p>Ähnlicher Artikel: <a href="https://www.ebay.de/itm/999999999999">anderer</a></p>`;
    expect((await readListingPage(html, 20)).itemNumbers).toEqual(['123456789012']);
  });

  it('takes the listings a search results page links to, each once and at most the limit', async () => {
    const links = Array.from(
      { length: 30 },
      (_, i) => `<a href="https://www.ebay.de/itm/titel-${i}/${String(200000000000 + i)}?hash=x">x</a>`,
    ).join('');
    const page = await readListingPage(`<ul>${links}${links}</ul>`, 20);
    expect(page.itemNumbers).toHaveLength(20);
    expect(page.itemNumbers[0]).toBe('200000000000');
    expect(new Set(page.itemNumbers).size).toBe(20);
  });

  it('ignores what scripts, styles and comments say, and runs nothing', async () => {
    let ran = false;
    (globalThis as { onPasted?: () => void }).onPasted = () => {
      ran = true;
    };
    const html = `<script>onPasted(); var u = "https://www.ebay.de/itm/111111111111"; /* eBay item number: 222222222222 */</script>
      <style>.x{background:url(https://www.ebay.de/itm/333333333333)}</style>
      <!-- <link rel="canonical" href="https://www.ebay.de/itm/444444444444"> -->
      <img src=x onerror="onPasted()"><iframe src="javascript:onPasted()"></iframe>
      <span>Item number:</span><span>555555555555</span>`;
    expect((await readListingPage(html, 20)).itemNumbers).toEqual(['555555555555']);
    expect(ran).toBe(false);
  });

  it('finds nothing in text that is no eBay page, and copes with broken and huge markup', async () => {
    expect(await readListingPage('hello <b>world', 20)).toEqual({
      itemNumbers: [],
      variations: [],
      eBaySiteId: null,
    });
    expect((await readListingPage('<<<>>><a href=', 20)).itemNumbers).toEqual([]);
    const huge = `${'<div><span>x</span>'.repeat(150_000)}<link rel="canonical" href="https://www.ebay.co.uk/itm/123456789012">`;
    expect(huge.length).toBeGreaterThan(2_500_000);
    expect((await readListingPage(huge, 20)).itemNumbers).toEqual(['123456789012']);
  });

  it('takes the marketplace from the host of the address the listing came from', async () => {
    expect(siteOfAddress('https://www.ebay.de/itm/123456789012')).toBe(77);
    expect(siteOfAddress('https://ebay.com/itm/123456789012')).toBe(0);
    expect(siteOfAddress('https://www.EBAY.co.uk/itm/123456789012')).toBe(3);
    expect(siteOfAddress('https://www.ebay.fr/itm/123456789012')).toBeNull();
    expect(siteOfAddress('https://www.ebay.de.example.com/itm/1')).toBeNull();
    expect(siteOfAddress('not an address')).toBeNull();
    const canonical = '<link rel="canonical" href="https://www.ebay.co.uk/itm/123456789012">';
    expect(await readListingPage(canonical, 20)).toMatchObject({
      itemNumbers: ['123456789012'],
      eBaySiteId: 3,
    });
    const results = '<a href="https://www.ebay.com/itm/Lamp/111111111111">a</a>';
    expect((await readListingPage(results, 20)).eBaySiteId).toBe(0);
    const labelOnly = '<span>Artikelnummer:</span><span>123456789012</span>';
    expect((await readListingPage(labelOnly, 20)).eBaySiteId).toBeNull();
  });
});
