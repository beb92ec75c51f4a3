import { expect, type Page, test } from '@playwright/test';
import { queryDatabase } from '../support/demo-market.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * A German keyword whose latest crawl ranks, among its first ten places, a listing with variations the demo market
 * observes with at least two days of readings (the demo's first start reads them as jobs; this waits for them).
 */
async function trackedKeyword(): Promise<{ keyword: string; itemNumber: string }> {
  let found: { keyword: string; item: string } | undefined;
  await expect
    .poll(
      async () => {
        [found] = await queryDatabase<{ keyword: string; item: string }>(
          `with latest as (
             select distinct on (k.id) k.keyword, s.item_numbers
             from keywords k join search_snapshots s on s.keyword_id = k.id
             where k.site_id = 77 order by k.id, s.crawled_at desc)
           select l.keyword, v.item_number as item
           from latest l
           cross join lateral unnest(l.item_numbers[1:10]) as u(item_number)
           join variation_snapshots v on v.item_number = u.item_number::text
           group by l.keyword, v.item_number having count(distinct v.day) >= 2
           order by l.keyword, v.item_number limit 1`,
        );
        return found !== undefined;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  return { keyword: found?.keyword ?? '', itemNumber: found?.item ?? '' };
}

async function openKeywordPro(page: Page, language: 'de' | 'en', keyword: string) {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('language_selected', value), language);
  await signIn(page, 'gold');
  await showKeyword(page, keyword);
}

async function showKeyword(page: Page, keyword: string) {
  const query = new URLSearchParams({ keyword, site: '77', filter: keyword });
  await page.goto(`/app/keyword-research/keyword-pro?${query}`);
}

test('the sales tracker shows the variant tool’s figures of the keyword’s ranked listings (German)', async ({
  page,
}) => {
  const { keyword, itemNumber } = await trackedKeyword();
  await openKeywordPro(page, 'de', keyword);
  await page.getByRole('button', { name: `Sales-Tracker: ${keyword}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Sales-Tracker: ${keyword}` });
  await expect(dialog).toContainText(/Die ersten 10 Angebote des Rankings vom \d{2}\.\d{2}\.\d{4}/);
  const block = dialog.getByTestId('variant-item').filter({ hasText: `Artikelnummer ${itemNumber}` });
  await expect(block).toContainText(/Verlauf seit \d{2}\.\d{2}\.\d{4}/);
  await expect(block.getByText('Verkäufe pro Tag')).toBeVisible();
  await expect(block.getByText('Umsatz pro Monat')).toBeVisible();
  await expect(
    block.getByRole('table', { name: /^Verkäufe je Variante von/ }).getByRole('row'),
  ).not.toHaveCount(1);
  await expect(dialog.getByRole('img', { name: 'Verkaufte Menge pro Tag' })).toBeVisible();
  // The same listings in the variant tool, one click away.
  await dialog.getByRole('link', { name: 'Im Varianten-Tool öffnen' }).click();
  await expect(page).toHaveURL(/variants-tool\?mode=itemNumbers&itemNumbers=/);
  await expect(
    page.getByTestId('variant-item').filter({ hasText: `Artikelnummer ${itemNumber}` }),
  ).toBeVisible();
});

test('the sales tracker in English, and a keyword never crawled', async ({ page }) => {
  const { keyword, itemNumber } = await trackedKeyword();
  await openKeywordPro(page, 'en', keyword);
  await page.getByRole('button', { name: `Sales tracker: ${keyword}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Sales tracker: ${keyword}` });
  await expect(dialog).toContainText(/The first 10 listings of the ranking of/);
  const block = dialog.getByTestId('variant-item').filter({ hasText: `Item number ${itemNumber}` });
  await expect(block.getByText('Revenue per month')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Quantity sold per day' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: '/tmp/shots/keyword-pro-sales-tracker-en.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A keyword the database holds but no crawl has searched yet says so.
  const other = `zuvor nie gesucht ${Date.now()}`;
  await queryDatabase("insert into keywords (site_id, keyword, source) values (77, $1, 'seed')", [other]);
  await showKeyword(page, other);
  await page.getByRole('button', { name: `Sales tracker: ${other}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Sales tracker: ${other}` })).toContainText(
    'This keyword has not been crawled yet.',
  );
});
