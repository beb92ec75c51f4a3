import { expect, type Page, test } from '@playwright/test';
import { demoAccount } from '../../apps/server/src/seed/demo-accounts.ts';
import { queryDatabase } from '../support/demo-market.ts';
import { signIn } from '../support/sign-in.ts';

// The demo market's first start (keywords, tracking, backfill) may still run when a test starts.
test.describe.configure({ timeout: 300_000 });

const screen = '/app/analytics/search-organic';
const keywordPro = '/app/keyword-research/keyword-pro';

/**
 * A keyword the demo market tracks for the Bronze user (demo-seller-5) whose crawled results hold the item it is
 * tracked on (other tests track made-up keywords for the same user), and that item.
 */
async function trackedDemoKeyword(): Promise<{ keyword: string; itemNumber: string }> {
  let found: { keyword: string; item: string } | undefined;
  await expect
    .poll(
      async () => {
        [found] = await queryDatabase<{ keyword: string; item: string }>(
          `select k.keyword, t.item_number::text as item
           from tracked_keywords t join keywords k on k.id = t.keyword_id join users u on u.id = t.user_id
           where u.email = $1 and k.keyword like '% %'
             and exists (select 1 from search_snapshots s
                         where s.keyword_id = k.id and t.item_number = any(s.item_numbers))
           order by k.keyword limit 1`,
          [demoAccount('bronze').email],
        );
        return found !== undefined;
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBe(true);
  return { keyword: found?.keyword ?? '', itemNumber: found?.item ?? '' };
}

async function signInIn(page: Page, language: 'de' | 'en', kind: 'bronze' | 'gold'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('language_selected', value), language);
  await signIn(page, kind);
}

/** The seller names of the result table (the seller column reads 'name (feedback)'). */
async function sellersShown(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('thead th').allTextContents();
  const column = headers.findIndex((text) => text.trim() === header);
  expect(column).toBeGreaterThanOrEqual(0);
  const cells = await page.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
  return cells.map((text) => text.replace(/\s*\(.*$/, '').trim()).filter(Boolean);
}

for (const [language, texts] of [
  ['de', { seller: 'Verkäufer (Bewertungen)', position: /^Position \d+ im Suchergebnis von \d+$/ }],
  ['en', { seller: 'Seller (feedback)', position: /^Position \d+ in search result of \d+$/ }],
] as const) {
  test(`the organic search of a demo seller's tracked keyword shows competing sellers (${language})`, async ({
    page,
  }) => {
    const { keyword, itemNumber } = await trackedDemoKeyword();
    // A buyer's phrase: a product type with a brand, attribute, size or model.
    expect(keyword.split(' ').length).toBeGreaterThan(1);
    await signInIn(page, language, 'bronze');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${screen}?keyword=${encodeURIComponent(keyword)}&countryId=1&itemNumber=${itemNumber}`);
    // The page searches eBay live for 200 results.
    await expect(page.getByTestId('organic-position')).toHaveText(texts.position, { timeout: 30_000 });
    await expect(page.locator('tbody tr[data-same-item]').first()).toContainText(itemNumber);
    const sellers = await sellersShown(page, texts.seller);
    expect(sellers).toContain('demo-seller-5');
    const others = new Set(sellers.filter((name) => name !== 'demo-seller-5'));
    expect(others.size).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `/tmp/shots/search-organic-competitors-${language}.png` });
  });
}

for (const [language, texts] of [
  ['de', { search: 'Suchen', value: 'Wert', category: 'Kategorie 1' }],
  ['en', { search: 'Search', value: 'Value', category: 'Category 1' }],
] as const) {
  test(`Keyword Pro shows category names and the value as a number (${language})`, async ({ page }) => {
    const { keyword } = await trackedDemoKeyword();
    // The crawler has read the keyword's results and the category tree is held: names are known.
    await expect
      .poll(
        async () =>
          (
            await queryDatabase<{ n: number }>(
              `select count(*)::int as n from keywords k join categories c
                 on c.site_id = k.site_id and c.leaf_id = k.category_ids[1]::text
               where k.site_id = 77 and k.keyword = $1`,
              [keyword],
            )
          )[0]?.n,
        { timeout: 180_000, intervals: [2_000] },
      )
      .toBe(1);
    const [facts] = await queryDatabase<{ value: number; name: string }>(
      `select k.value, coalesce(c.l6_name, c.l5_name, c.l4_name, c.l3_name, c.l2_name, c.l1_name) as name
       from keywords k join categories c on c.site_id = k.site_id and c.leaf_id = k.category_ids[1]::text
       where k.site_id = 77 and k.keyword = $1`,
      [keyword],
    );
    await signInIn(page, language, 'gold');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${keywordPro}?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    const headers = await page.locator('thead th').allTextContents();
    const categoryColumn = headers.findIndex((text) => text.trim() === texts.category);
    const valueColumn = headers.findIndex((text) => text.trim() === texts.value);
    // Ad places come from the keyword's market: not the same fixed list on every row.
    const adsColumn = headers.findIndex((text) => /^(Anzeigenpositionen|Ad positions)$/.test(text.trim()));
    const places = await page.locator(`tbody tr td:nth-child(${adsColumn + 1})`).allTextContents();
    expect(new Set(places).size).toBeGreaterThan(1);
    // The search finds every keyword sharing a word, best value first; while discovery grows the database the
    // tracked keyword may fall off the first page, so the table's filter narrows the answer to it.
    await page.goto(
      `${keywordPro}?keyword=${encodeURIComponent(keyword)}&filter=${encodeURIComponent(keyword)}`,
    );
    const row = page.locator('tbody tr').filter({ has: page.getByText(keyword, { exact: true }) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.locator(`td:nth-child(${categoryColumn + 1})`)).toHaveText(facts?.name ?? '');
    await expect(row.locator(`td:nth-child(${valueColumn + 1})`)).toHaveText(String(facts?.value));
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(facts?.value));
    await page.screenshot({ path: `/tmp/shots/keyword-pro-${language}.png` });
  });
}
