import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { fillSignIn, sessionToken, signIn } from '../support/sign-in.ts';

const accountCheck = '/app/analytics/account-check';

/** The demo accounts' listings are imported by a job on the first start: reload until the table has them. */
async function openWithListings(page: Page): Promise<void> {
  await page.goto(accountCheck);
  // Each look waits long enough for the page and its charts to load on a busy machine before reloading.
  await expect(async () => {
    const firstRow = page.getByRole('table').locator('tbody tr').first();
    if (!(await firstRow.isVisible())) await page.reload();
    await expect(firstRow).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 150_000 });
}

const itemNumbersShown = (page: Page) =>
  page.getByRole('table').locator('tbody tr td:nth-child(3) a').allInnerTexts();

/** Saves the CSV the page offers and answers its lines (without the byte order mark). */
async function downloadCsv(page: Page, buttonName: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

test('a Gold user checks the account in German: sorts, filters, pages, marks a star, downloads the CSV', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'gold');
  await openWithListings(page);
  await expect(page.getByRole('heading', { name: 'Account-Check' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Einzelartikel' })).toBeVisible();
  const table = page.getByRole('table');

  // Server-side sort by item number, ascending.
  await table.getByRole('button', { name: 'Artikelnummer' }).click();
  await expect(table.getByRole('columnheader', { name: 'Artikelnummer' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(async () => {
    const numbers = (await itemNumbersShown(page)).map(Number);
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  }).toPass();

  // Page size 25, kept across a reload.
  await page.getByRole('combobox', { name: 'Pro Seite' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(async () => expect((await itemNumbersShown(page)).length).toBeLessThanOrEqual(25)).toPass();
  expect(await page.evaluate(() => localStorage.getItem('ranking_pagesize'))).toBe('25');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Pro Seite' })).toHaveValue('25');

  // Page, page size and sort live in the address: a reload keeps them, the back button returns to the page before.
  const pageOne = await itemNumbersShown(page);
  await page.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(async () => expect(await itemNumbersShown(page)).not.toEqual(pageOne)).toPass();
  const pageTwo = await itemNumbersShown(page);
  expect(Number(pageTwo[0])).toBeGreaterThan(Number(pageOne.at(-1)));
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Artikelnummer' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('combobox', { name: 'Pro Seite' })).toHaveValue('25');
  await expect.poll(() => itemNumbersShown(page)).toEqual(pageTwo);
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect.poll(() => itemNumbersShown(page)).toEqual(pageOne);

  // Searching a whole item number finds that listing alone (debounced).
  const [firstItem] = await itemNumbersShown(page);
  if (!firstItem) throw new Error('no listing shown');
  await page.getByLabel('Suche', { exact: true }).fill(firstItem);
  await expect(page.getByText('1 Artikel', { exact: true })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);

  // The user's own text for green, then the listing marked green shows it.
  await page.getByRole('button', { name: 'Farbtexte bearbeiten' }).click();
  const texts = page.getByRole('dialog', { name: 'Texte der Sternfarben' });
  await texts.getByLabel('Grün', { exact: true }).fill('Bilder fehlen');
  await texts.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Farbtexte wurden gespeichert.')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Sternfarbe von Artikel ${firstItem}:`) }).click();
  // The row shows the colour at once; the reload waits until the server has stored it.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/ranking/update-ebay-item-star-color') && response.ok(),
  );
  await page.getByRole('menuitem', { name: 'Bilder fehlen' }).click();
  await expect(
    page.getByRole('button', { name: `Sternfarbe von Artikel ${firstItem}: Bilder fehlen` }),
  ).toBeVisible();
  await saved;
  await page.reload();
  await page.getByLabel('Suche', { exact: true }).fill(firstItem);
  // The search applies after its 500 ms debounce: the table (and the CSV of it) then holds this listing alone.
  await expect(page.getByText('1 Artikel', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Sternfarbe von Artikel ${firstItem}: Bilder fehlen` }),
  ).toBeVisible();

  // The CSV of the current filter: the shared format, this one listing.
  const lines = await downloadCsv(page, 'CSV herunterladen');
  expect(lines[0]?.startsWith('itemNumber;sellerName;sku;title;')).toBe(true);
  expect(lines).toHaveLength(2);
  expect(lines[1]?.startsWith(`${firstItem};`)).toBe(true);

  // A filter nothing matches says so.
  await page.getByLabel('Suche', { exact: true }).fill('kein-solcher-artikel-xyz');
  await expect(page.getByText('Kein Artikel passt zu diesem Filter.')).toBeVisible();
  await page.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/account-check-de.png', fullPage: true });
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('a Platinum user sorts by BayScore, filters by star colour, pages and downloads the CSV', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/login');
    await fillSignIn(page, 'platinum');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await openWithListings(page);
    await expect(page.getByRole('heading', { name: 'Account check' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Variant listings' })).toBeVisible();
    // Platinum may switch accounts and add more.
    await expect(page.getByRole('combobox', { name: 'Seller account' })).toBeEnabled();
    const table = page.getByRole('table');

    await table.getByRole('button', { name: 'Item number' }).click();
    await table.getByRole('button', { name: 'Item number' }).click();
    await expect(table.getByRole('columnheader', { name: 'Item number' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(async () => {
      const numbers = (await itemNumbersShown(page)).map(Number);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    }).toPass();

    await page.getByRole('combobox', { name: 'Per page' }).click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    expect(await page.evaluate(() => localStorage.getItem('ranking_pagesize'))).toBe('100');

    // Mark the first listing blue, then filter by blue: it is there.
    const [firstItem] = await itemNumbersShown(page);
    if (!firstItem) throw new Error('no listing shown');
    await page.getByRole('button', { name: new RegExp(`^Star colour of item ${firstItem}:`) }).click();
    await page.getByRole('menuitem', { name: 'Blue' }).click();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Star colour' }).click();
    await page.getByRole('option', { name: 'Blue' }).click();
    await expect(page.getByText('1 listing', { exact: true })).toBeVisible();

    const lines = await downloadCsv(page, 'Download CSV');
    expect(lines[0]?.split(';')).toContain('todayBayScore');
    expect(lines).toHaveLength(2);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/shots/account-check-en.png' });
  });

  test('a Silver user is refused the account check', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'silver');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto(accountCheck);
    await expect(page).toHaveURL(/\/app\/dashboard/);
    await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
  });
});

test('a Silver user is refused in German, by the page and by the API', async ({ page }) => {
  await signIn(page, 'silver');
  const token = await sessionToken(page);
  const answer = await page.request.get('/api/ranking', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  await page.goto(accountCheck);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect(page.getByText('Sie haben keine Berechtigung für diese Seite.')).toBeVisible();
});

test('SEO steps of a listing: added, listed and deleted through the row actions; the group chart opens', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'gold');
  await openWithListings(page);
  const [item] = await itemNumbersShown(page);
  if (!item) throw new Error('no listing shown');

  await page.getByRole('button', { name: `Aktionen für Artikel ${item}` }).click();
  await page.getByRole('menuitem', { name: 'SEO-Schritt hinzufügen' }).click();
  const add = page.getByRole('dialog', { name: `SEO-Schritt für Artikel ${item}` });
  await expect(add.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await add.getByLabel('Kennzeichen').fill('Titel');
  await add.getByLabel('Beschreibung').fill('Neuer Titel mit Marke vorne');
  await add.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der SEO-Schritt wurde hinzugefügt.')).toBeVisible();

  await page.getByRole('button', { name: `Aktionen für Artikel ${item}` }).click();
  await page.getByRole('menuitem', { name: 'SEO-Schritte anzeigen' }).click();
  const list = page.getByRole('dialog', { name: `SEO-Schritte von Artikel ${item}` });
  await expect(list.getByText('Neuer Titel mit Marke vorne')).toBeVisible();
  await list.getByRole('button', { name: 'SEO-Schritt „Titel“ löschen' }).click();
  await expect(list.getByText('Für diesen Artikel gibt es noch keine SEO-Schritte.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Aktionen für Artikel ${item}` }).click();
  await page.getByRole('menuitem', { name: 'Gruppen-Chart' }).click();
  const chart = page.getByRole('dialog', { name: `Artikel ${item}: Keywords und SEO-Schritte` });
  await expect(chart.getByRole('img', { name: `Artikel ${item}: Keywords und SEO-Schritte` })).toBeVisible();
});
