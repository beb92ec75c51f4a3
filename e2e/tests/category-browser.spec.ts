import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/tools/ebay-categories';

async function useEnglish(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
}

/** The table's first body row once the categories are there (the worker reads the trees at start). */
async function firstRow(page: Page) {
  const table = page.getByRole('table');
  // A fresh server reads the trees in its first seconds; until then the table is empty and says so. Beside the
  // other browser tests and the server's jobs on two shared cores a reload alone can take 20 s to show the page.
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  }).toPass({ timeout: 90_000 });
  return table.getByRole('row').nth(1);
}

test('searches the German tree over every level, sorts, pages and switches marketplace (German)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'bronze');
  await page.goto(screen);
  await expect(page.getByRole('heading', { name: 'eBay-Kategorien' })).toBeVisible();
  const row = await firstRow(page);
  // The flag is a picture named after the country in the page's language, not an emoji.
  await expect(row.getByRole('img', { name: 'Deutschland' })).toBeVisible();
  await expect(row).toContainText('EBAY_DE');
  await expect(page.getByText(/\d[\d.]* Kategorien/)).toBeVisible();

  // A word of the first row's second level finds rows holding it, on any level.
  const word = ((await row.getByRole('cell').nth(2).textContent()) ?? '').split(/[ \d]/)[0] ?? '';
  expect(word.length).toBeGreaterThan(2);
  await page.getByRole('textbox', { name: 'Kategorien durchsuchen' }).fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(word.toLowerCase())}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(new RegExp(word, 'i'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/shots/category-browser-de.png', fullPage: false });

  // Sorting by the level-3 name asks the server and keeps it in the address.
  await page.getByRole('button', { name: 'Ebene 3' }).click();
  await expect(page).toHaveURL(/orderBy=l3Name/);
  await page.getByRole('button', { name: 'Ebene 3' }).click();
  await expect(page).toHaveURL(/direction=desc/);

  // Another marketplace: the British tree, in English names, from page 1.
  await page.getByRole('textbox', { name: 'Kategorien durchsuchen' }).fill('');
  await page.getByRole('combobox', { name: 'Marktplatz' }).click();
  // Each option shows its flag beside the name; the flag is decoration there, the name says it all.
  const british = page.getByRole('option', { name: /eBay\.co\.uk/ });
  const britishFlag = british.locator('img');
  await expect(britishFlag).toHaveJSProperty('complete', true);
  expect(await britishFlag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/shots/site-picker-de.png', fullPage: false });
  await british.click();
  await expect(page).toHaveURL(/eBaySiteId=3/);
  await expect(rows.nth(1)).toContainText('EBAY_GB');
  await expect(rows.nth(1).getByRole('img', { name: 'Großbritannien' })).toBeVisible();
});

test('tells a failed load in an error toast (English)', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await signIn(page, 'bronze');
  await page.goto(screen);
  await expect(page.getByRole('heading', { name: 'eBay categories' })).toBeVisible();
  const row = await firstRow(page);
  await expect(row.getByRole('img', { name: 'Germany' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/shots/category-browser-en.png', fullPage: false });
  // The server stops answering: the next page's load fails and says so.
  await page.route(/\/api\/category\?/, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Level 2' }).click();
  // The toast and the table's own error state both say so.
  await expect(
    page.getByRole('alert').filter({ hasText: 'The service is not reachable right now.' }),
  ).toHaveCount(2);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The categories could not be loaded.' }),
  ).toBeVisible();
});
