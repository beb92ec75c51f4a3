import { expect, type Page, test } from '@playwright/test';
import { queryDatabase } from '../support/demo-market.ts';
import { e2eEbayStandInUrl } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/product-research/variants-tool';

/**
 * A listing with variations the demo market observes and whose history holds at least two readings (the demo's
 * first start reads the past days as jobs; they may still be running, so this waits for them).
 */
async function observedListing(): Promise<string> {
  let found: { item: string } | undefined;
  await expect
    .poll(
      async () => {
        [found] = await queryDatabase<{ item: string }>(
          `select item_number as item from variation_snapshots
           group by item_number having count(distinct day) >= 2
           order by item_number limit 1`,
        );
        return found !== undefined;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  return found?.item ?? '';
}

async function inEnglish(page: Page) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
}

test('shows a listing’s sales per day and per variation by its item number (German)', async ({ page }) => {
  const itemNumber = await observedListing();
  await signIn(page, 'silver');
  await page.goto(screen);
  await expect(page.getByRole('heading', { name: 'Varianten-Tool' })).toBeVisible();
  await page.getByRole('tab', { name: 'Artikelnummern' }).click();

  // The item numbers are required: looking up without them says so and asks nothing.
  await page.getByRole('button', { name: 'Verkäufe anzeigen' }).click();
  await expect(page.getByText('Bitte geben Sie die Artikelnummern ein')).toBeVisible();

  await page.getByRole('textbox', { name: 'Artikelnummern' }).fill(itemNumber);
  await page.getByRole('button', { name: 'Verkäufe anzeigen' }).click();
  await expect(page).toHaveURL(new RegExp(`itemNumbers=${itemNumber}`));
  const block = page.getByTestId('variant-item');
  await expect(block).toContainText(`Artikelnummer ${itemNumber}`);
  await expect(block).toContainText(/Verlauf seit \d{2}\.\d{2}\.\d{4}/);
  await expect(block.getByText('Umsatz pro Monat')).toBeVisible();
  await expect(block).toContainText('€');
  await expect(page.getByRole('img', { name: 'Verkaufte Menge pro Tag' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Verkäufe je Variante von/ });
  await expect(table.getByRole('row').nth(1)).toContainText(/: /);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: '/tmp/shots/variant-tool-de.png', fullPage: true });
});

test('reads a pasted listing page, and asks for the keyword (English)', async ({ page }) => {
  const itemNumber = await observedListing();
  const source = await (await page.request.get(`${e2eEbayStandInUrl}/itm/${itemNumber}`)).text();
  await inEnglish(page);
  await signIn(page, 'silver');
  await page.goto(screen);
  await expect(page.getByRole('heading', { name: 'Variants tool' })).toBeVisible();
  await expect(page.getByText("How to copy a listing's page source")).toBeVisible();
  await page.getByRole('button', { name: 'Analyse source' }).click();
  await expect(page.getByText('Please paste the page source')).toBeVisible();

  await page.getByRole('textbox', { name: 'Source of the eBay page' }).fill(source);
  await page.getByRole('button', { name: 'Analyse source' }).click();
  await expect(page.getByTestId('variant-item')).toContainText(`Item number ${itemNumber}`);
  await expect(page.getByRole('img', { name: 'Quantity sold per day' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Sales per variation of/ })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: '/tmp/shots/variant-tool-en.png', fullPage: true });

  await page.getByRole('tab', { name: 'Keyword' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please enter the keyword')).toBeVisible();
});
