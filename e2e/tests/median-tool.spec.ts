import { expect, type Page, test } from '@playwright/test';
import { e2eEbayStandInUrl } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/product-research/median-tool';

/** A product noun of the demo market: the first word of the eBay stand-in's first suggestion for a prefix. */
async function marketKeyword(page: Page, prefix: string, site = 77): Promise<string> {
  const answer = await page.request.get(`${e2eEbayStandInUrl}/autosug?kwd=${prefix}&sId=${site}`);
  const body = (await answer.json()) as { res?: { sug?: string[] } };
  const keyword = body.res?.sug?.[0]?.split(' ')[0];
  if (!keyword) throw new Error(`no suggestion for ${prefix}`);
  return keyword;
}

test('works out the medians of a keyword with price and shipping charts (German)', async ({ page }) => {
  const keyword = await marketKeyword(page, 'l');
  await signIn(page, 'bronze');
  await page.goto(screen);
  await expect(page.getByRole('heading', { name: 'Median-Tool' })).toBeVisible();

  // The keyword is required: calculating without one says so and asks nothing.
  await page.getByRole('button', { name: 'Mediane berechnen' }).click();
  await expect(page.getByText('Bitte geben Sie ein Keyword oder eine EAN ein')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${screen}$`));

  await page.getByRole('textbox', { name: 'Keyword oder EAN' }).fill(keyword);
  await page.getByRole('button', { name: 'Mediane berechnen' }).click();
  await expect(page).toHaveURL(/condition=new/);
  await expect(page.getByText(`Mediane für „${keyword}“ (Neu)`)).toBeVisible();
  const top20 = page.getByRole('group', { name: 'Median der ersten 20', exact: true });
  await expect(top20).toContainText(/\d+,\d{2}\s€/);
  await expect(page.getByRole('img', { name: 'Preisverteilung' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Versandkostenverteilung' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Suchergebnisse mit Preis und Versand' });
  await expect(table.getByRole('row').nth(1)).toContainText('€');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/shots/median-tool-de.png', fullPage: false });

  // Used listings are another search with their own figures.
  await page.getByText('Gebraucht', { exact: true }).click();
  await page.getByRole('button', { name: 'Mediane berechnen' }).click();
  await expect(page).toHaveURL(/condition=used/);
  await expect(page.getByText(`Mediane für „${keyword}“ (Gebraucht)`)).toBeVisible();
});

test('asks for the keyword, then works out the medians on eBay UK in pounds (English)', async ({ page }) => {
  const keyword = await marketKeyword(page, 's', 3);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
  await signIn(page, 'bronze');
  await page.goto(screen);
  await page.getByRole('button', { name: 'Calculate medians' }).click();
  await expect(page.getByText('Please enter a keyword or an EAN')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${screen}$`));

  await page.getByRole('textbox', { name: 'Keyword or EAN' }).fill(keyword);
  await page.getByRole('combobox', { name: 'Marketplace' }).click();
  await page.getByRole('option', { name: /eBay\.co\.uk/ }).click();
  await page.getByRole('button', { name: 'Calculate medians' }).click();
  await expect(page).toHaveURL(/eBaySiteId=3/);
  await expect(page.getByText(`Medians for “${keyword}” (New)`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Median of the first 20', exact: true })).toContainText('£');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/shots/median-tool-en.png', fullPage: false });
});
