import { expect, type Page, test } from '@playwright/test';
import { itemFoundYesterday } from '../support/demo-market.ts';
import { e2eEbayStandInUrl } from '../support/e2e-env.ts';
import { sessionToken, signIn } from '../support/sign-in.ts';

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

/**
 * The place the screen names for the item searched, checked against the place in the row it highlights. The
 * item of the first row need not stay first: another test's ad, created between two searches, may win a
 * sponsored place above it.
 */
async function expectPlaceOfHighlightedRow(page: Page, itemNumber: string, shown: (place: string) => string) {
  const own = page.locator('tbody tr[data-same-item]').first();
  await expect(own).toContainText(itemNumber);
  // The second column is the place (the first is the picture).
  const place = ((await own.locator('td').nth(1).textContent()) ?? '').trim();
  expect(place).toMatch(/^\d+$/);
  await expect(page.getByTestId('organic-position')).toHaveText(new RegExp(`^${shown(place)} \\d+$`));
}

/** The item number in the first row of the result table. */
async function firstRowItemNumber(page: Page): Promise<string> {
  const link = page.locator('tbody tr').first().getByRole('link').first();
  // A live search of 200 results: behind the crawler's own searches when jobs run, it takes seconds.
  await expect(link).toHaveText(/^\d+$/, { timeout: 60_000 });
  return (await link.textContent()) ?? '';
}

test('searches live from the form, shows the place of the item and highlights it (German)', async ({
  page,
}) => {
  const keyword = await marketKeyword(page, 'k');
  // A live listing found for another keyword yesterday: usually not among this search's places.
  const { itemNumber: elsewhere } = await itemFoundYesterday();
  await signIn(page, 'bronze');
  await page.goto(screen);
  const search = page.getByRole('button', { name: 'Suchen', exact: true });
  // Pressed too early, the form says what is missing instead of a silently disabled button.
  await search.click();
  await expect(page.getByText('Pflichtfeld')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Keyword', exact: true }).fill(keyword);
  await page.getByRole('textbox', { name: 'Artikelnummer', exact: true }).fill(elsewhere);
  await expect(page.getByText('Pflichtfeld')).toHaveCount(0);
  await search.click();

  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword).replaceAll('%20', '\\+')}`));
  await expect(page.getByTestId('organic-position')).toHaveText(
    /^(Der Artikel ist nicht unter den \d+ Plätzen dieser Suche \(\d+ passende Angebote\)|Position \d+ im Suchergebnis von \d+)\.?$/,
  );
  const rows = page.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  expect(await rows.count()).toBeLessThanOrEqual(200);

  const itemNumber = await firstRowItemNumber(page);
  await page.getByRole('textbox', { name: 'Artikelnummer', exact: true }).fill(itemNumber);
  await search.click();
  await expectPlaceOfHighlightedRow(page, itemNumber, (place) => `Position ${place} im Suchergebnis von`);
  await expect(page.locator('tbody tr[data-same-item]').first()).toContainText('Ihr Artikel');
  await expect(page.getByRole('columnheader', { name: 'Verkäufer (Bewertungen)' })).toBeVisible();
  await expect(rows.first()).toContainText(/\d+,\d{2}\s€/);
  await page.screenshot({ path: '/tmp/shots/search-organic-de.png', fullPage: false });
});

test('shows the translated limit message after 30 searches in a minute (German)', async ({ page }) => {
  const { itemNumber } = await itemFoundYesterday();
  await signIn(page, 'gold');
  // The minute's 30 live searches spent through the API with the page's own session.
  const token = await sessionToken(page);
  const url = `/api/ebayranking/search-organic?countryId=1&keyword=lampe&itemNumber=${itemNumber}`;
  for (let i = 0; i < 30; i += 1) {
    const answer = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
  }
  await page.goto(`${screen}?keyword=lampe&countryId=1&itemNumber=${itemNumber}`);
  await expect(page.getByRole('alert')).toContainText(
    'Zu viele Live-Suchen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  );
  await expect(page.locator('tbody tr')).toHaveCount(0);
});

test('runs at once from the URL and then for the first item (English)', async ({ page }) => {
  const keyword = await marketKeyword(page, 's');
  const { itemNumber: elsewhere } = await itemFoundYesterday();
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
  await signIn(page, 'silver');
  await page.goto(`${screen}?keyword=${encodeURIComponent(keyword)}&countryId=1&itemNumber=${elsewhere}`);
  await expect(page.getByRole('textbox', { name: 'Keyword', exact: true })).toHaveValue(keyword);
  await expect(page.getByRole('textbox', { name: 'Item number', exact: true })).toHaveValue(elsewhere);
  await expect(page.getByTestId('organic-position')).toHaveText(
    /^(The item is not among the \d+ places of this search \(\d+ matching listings\)\.|Position \d+ in search result of \d+)$/,
  );

  const itemNumber = await firstRowItemNumber(page);
  await page.getByRole('textbox', { name: 'Item number', exact: true }).fill(itemNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectPlaceOfHighlightedRow(page, itemNumber, (place) => `Position ${place} in search result of`);
  await expect(page.locator('tbody tr[data-same-item]').first()).toContainText('Your item');
  await expect(page.getByRole('columnheader', { name: 'Seller (feedback)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/search-organic-en.png', fullPage: false });
});

for (const [language, texts] of [
  [
    'de',
    {
      search: 'Suchen',
      item: 'Artikelnummer',
      shape: 'Eine eBay-Artikelnummer hat 12 Ziffern.',
      unknown: /kein laufendes Angebot/,
    },
  ],
  [
    'en',
    {
      search: 'Search',
      item: 'Item number',
      shape: 'An eBay item number has 12 digits.',
      unknown: /no live listing/,
    },
  ],
] as const) {
  test(`refuses '12' and an item number eBay does not know before searching (${language})`, async ({
    page,
  }) => {
    const keyword = await marketKeyword(page, 'k');
    await page.goto('/login');
    await page.evaluate((chosen) => localStorage.setItem('language_selected', chosen), language);
    await signIn(page, 'bronze');
    await page.goto(screen);
    await page.getByRole('textbox', { name: 'Keyword', exact: true }).fill(keyword);
    await page.getByRole('textbox', { name: texts.item, exact: true }).fill('12');
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await expect(page.getByText(texts.shape)).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(0);

    await page.getByRole('textbox', { name: texts.item, exact: true }).fill('999999999998');
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: texts.unknown })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(0);
  });
}
