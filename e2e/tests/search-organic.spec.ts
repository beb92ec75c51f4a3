import { expect, type Page, test } from '@playwright/test';
import { e2eEbayStandInUrl } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/analytics/search-organic';
const ebayStandIn = e2eEbayStandInUrl;

/** A keyword of the demo market with results: the eBay stand-in's first suggestion for a letter. */
async function marketKeyword(page: Page, letter: string): Promise<string> {
  const answer = await page.request.get(`${ebayStandIn}/autosug?kwd=${letter}&sId=77`);
  const body = (await answer.json()) as { res?: { sug?: string[] } };
  const keyword = body.res?.sug?.[0];
  if (!keyword) throw new Error(`no suggestion for ${letter}`);
  return keyword;
}

/** The item number in the first row of the result table. */
async function firstRowItemNumber(page: Page): Promise<string> {
  const link = page.locator('tbody tr').first().getByRole('link').first();
  await expect(link).toHaveText(/^\d+$/);
  return (await link.textContent()) ?? '';
}

test('searches live from the form, shows the place of the item and highlights it (German)', async ({
  page,
}) => {
  const keyword = await marketKeyword(page, 'k');
  await signIn(page, 'bronze');
  await page.goto(screen);
  const search = page.getByRole('button', { name: 'Suchen', exact: true });
  await expect(search).toBeDisabled();
  await page.getByRole('textbox', { name: 'Keyword', exact: true }).fill(keyword);
  await expect(search).toBeDisabled();
  await page.getByRole('textbox', { name: 'Artikelnummer', exact: true }).fill('1');
  await expect(search).toBeEnabled();
  await search.click();

  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword).replaceAll('%20', '\\+')}`));
  await expect(page.getByTestId('organic-position')).toHaveText(
    /^Der Artikel ist nicht unter den \d+ Plätzen dieser Suche \(\d+ passende Angebote\)\.$/,
  );
  const rows = page.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  expect(await rows.count()).toBeLessThanOrEqual(200);

  const itemNumber = await firstRowItemNumber(page);
  await page.getByRole('textbox', { name: 'Artikelnummer', exact: true }).fill(itemNumber);
  await search.click();
  await expect(page.getByTestId('organic-position')).toHaveText(/^Position 1 im Suchergebnis von \d+$/);
  const own = page.locator('tbody tr[data-same-item]');
  await expect(own.first()).toContainText(itemNumber);
  await expect(own.first()).toContainText('Ihr Artikel');
  await expect(page.getByRole('columnheader', { name: 'Verkäufer (Bewertungen)' })).toBeVisible();
  await expect(rows.first()).toContainText(/\d+,\d{2}\s€/);
  await page.screenshot({ path: '/tmp/shots/search-organic-de.png', fullPage: false });
});

test('shows the translated limit message after 30 searches in a minute (German)', async ({ page }) => {
  await signIn(page, 'gold');
  // The minute's 30 live searches spent through the API with the page's own session.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const url = '/api/ebayranking/search-organic?countryId=1&keyword=lampe&itemNumber=123';
  for (let i = 0; i < 30; i += 1) {
    const answer = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
  }
  await page.goto(`${screen}?keyword=lampe&countryId=1&itemNumber=123`);
  await expect(page.getByRole('alert')).toContainText(
    'Zu viele Live-Suchen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  );
  await expect(page.locator('tbody tr')).toHaveCount(0);
});

test('runs at once from the URL and then for the first item (English)', async ({ page }) => {
  const keyword = await marketKeyword(page, 's');
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
  await signIn(page, 'silver');
  await page.goto(`${screen}?keyword=${encodeURIComponent(keyword)}&countryId=1&itemNumber=1`);
  await expect(page.getByRole('textbox', { name: 'Keyword', exact: true })).toHaveValue(keyword);
  await expect(page.getByRole('textbox', { name: 'Item number', exact: true })).toHaveValue('1');
  await expect(page.getByTestId('organic-position')).toHaveText(
    /^The item is not among the \d+ places of this search \(\d+ matching listings\)\.$/,
  );

  const itemNumber = await firstRowItemNumber(page);
  await page.getByRole('textbox', { name: 'Item number', exact: true }).fill(itemNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('organic-position')).toHaveText(/^Position 1 in search result of \d+$/);
  await expect(page.locator('tbody tr[data-same-item]').first()).toContainText('Your item');
  await expect(page.getByRole('columnheader', { name: 'Seller (feedback)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/search-organic-en.png', fullPage: false });
});
