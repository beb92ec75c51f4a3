import { expect, type Page, test } from '@playwright/test';
import { itemFoundYesterday } from '../support/demo-market.ts';
import { e2eEbayStandInUrl } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/tools/live-chart';
const ebayStandIn = e2eEbayStandInUrl;

/**
 * A keyword and the item eBay shows first for it right now: the stand-in's first suggestion for a letter,
 * and the first row of the organic search (the same live search the chart runs).
 */
export async function firstItemOf(
  page: Page,
  letter: string,
): Promise<{ keyword: string; itemNumber: string }> {
  const answer = await page.request.get(`${ebayStandIn}/autosug?kwd=${letter}&sId=77`);
  const keyword = ((await answer.json()) as { res?: { sug?: string[] } }).res?.sug?.[0];
  if (!keyword) throw new Error(`no suggestion for ${letter}`);
  // Any live listing opens the search; the first row is the item the chart follows.
  const { itemNumber: anyListing } = await itemFoundYesterday();
  await page.goto(
    `/app/analytics/search-organic?keyword=${encodeURIComponent(keyword)}&countryId=1&itemNumber=${anyListing}`,
  );
  const link = page.locator('tbody tr').first().getByRole('link').first();
  // A live search of 200 results: behind the crawler's own searches when jobs run, it takes seconds.
  await expect(link).toHaveText(/^\d+$/, { timeout: 60_000 });
  return { keyword, itemNumber: (await link.textContent()) ?? '' };
}

test('starts a live chart, adds the first point after 1.5 s, shows a failed update and leaves after 15 minutes (German)', async ({
  page,
}) => {
  // Each point is a live search of 200 results, which takes seconds while other tests and jobs share the cores.
  test.setTimeout(180_000);
  await signIn(page, 'platinum');
  const { keyword, itemNumber } = await firstItemOf(page, 'm');
  await page.clock.install();
  await page.goto(screen);
  const start = page.getByRole('button', { name: 'Live-Chart starten' });
  await page.getByRole('textbox', { name: 'Artikelnummer', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Haupt-Keyword', exact: true }).fill('');
  await expect(start).toBeDisabled();
  await page.getByRole('textbox', { name: 'Artikelnummer', exact: true }).fill(itemNumber);
  await page.getByRole('textbox', { name: 'Haupt-Keyword', exact: true }).fill(keyword);
  await start.click();
  await expect(page.getByText('Der erste Messpunkt folgt in wenigen Sekunden …')).toBeVisible();
  await page.clock.runFor(1_500);
  // Not always first: another test's ad may have won a sponsored place above it meanwhile.
  await expect(page.getByTestId('live-latest')).toContainText(/Aktuelle Position: \d+/, { timeout: 60_000 });
  await expect(page.getByTestId('live-latest')).toContainText('1 Messpunkt');
  await expect(page.getByRole('img', { name: 'Live-Position des Artikels' })).toHaveCSS('height', '600px');
  await page.screenshot({ path: '/tmp/shots/live-chart-de.png', fullPage: true });

  // A new setup within 15 s of the last live search: the server refuses to search again so soon.
  await page.getByRole('textbox', { name: 'Haupt-Keyword', exact: true }).fill(`${keyword} neu`);
  await start.click();
  await page.clock.runFor(1_500);
  await expect(page.getByRole('alert')).toContainText('Zu viele Live-Suchen in kurzer Zeit.');

  await page.clock.fastForward('15:00');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('loads the saved setup with its points and keeps polling (English)', async ({ page }) => {
  // Three live searches, the last 15 s after the second, besides the page loads.
  test.setTimeout(180_000);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
  await signIn(page, 'administrator');
  const { keyword, itemNumber } = await firstItemOf(page, 'k');
  await page.clock.install();
  await page.goto(screen);
  await page.getByRole('textbox', { name: 'Item number', exact: true }).fill(itemNumber);
  await page.getByRole('textbox', { name: 'Main keyword', exact: true }).fill(keyword);
  await page.getByRole('radio', { name: 'Germany (ebay.de)' }).check({ force: true });
  await page.getByRole('button', { name: 'Start live chart' }).click();
  const startedAt = Date.now();
  await page.clock.runFor(1_500);
  const latest = page.getByTestId('live-latest');
  await expect(latest).toContainText(/Current position: \d+/, { timeout: 60_000 });
  const measured = (await latest.textContent())?.match(/Current position: (\d+)/)?.[1];

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Item number', exact: true })).toHaveValue(itemNumber);
  await expect(page.getByRole('textbox', { name: 'Main keyword', exact: true })).toHaveValue(keyword);
  // The saved point, as it was measured.
  await expect(latest).toContainText(new RegExp(`Current position: ${measured}(?!\\d)`));
  await expect(latest).toContainText('· 1 point');
  // The server searches again only 15 s (real time) after its last search; then the next update adds a point.
  await page.waitForTimeout(Math.max(0, startedAt + 16_000 - Date.now()));
  await page.clock.runFor(15_000);
  await expect(latest).toContainText('· 2 points', { timeout: 60_000 });
  await page.screenshot({ path: '/tmp/shots/live-chart-en.png', fullPage: true });
});
