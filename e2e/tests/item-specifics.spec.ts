import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    heading: 'Artikelmerkmale',
    load: 'Von eBay laden',
    edit: 'Bearbeiten',
    loaded: 'Geladen',
    search: 'Suche (Titel, Artikelnummer, SKU)',
    oneUnsaved: '1 ungespeicherte',
    noCategory: 'Die Adresse nennt keine Kategorie. Bitte öffnen Sie den Editor aus der Liste.',
  },
  en: {
    heading: 'Item specifics',
    load: 'Load from eBay',
    edit: 'Edit',
    loaded: 'Loaded',
    search: 'Search (title, item number, SKU)',
    oneUnsaved: '1 unsaved',
    noCategory: 'The address names no category. Please open the editor from the list.',
  },
};

const users = { de: 'gold', en: 'platinum' } as const;

for (const language of ['de', 'en'] as const) {
  test.describe(`item specifics (${language})`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-GB' });
    const text = texts[language];

    test('loads a category from eBay and opens its listings in the editor', async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, users[language]);
      await page.goto('/app/listing-optimization/item-specifics');
      // The area's chunk loads on first use, on a machine shared with other suites.
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(text.heading, { timeout: 60_000 });
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: text.load }) })
        .last();
      const tree = (await row.getByRole('cell').nth(2).textContent()) ?? '';
      await row.getByRole('button', { name: text.load }).click();
      const loadedRow = page.getByRole('row').filter({ hasText: tree });
      // The list asks for the load status every 10 s.
      await expect(loadedRow.getByText(text.loaded)).toBeVisible({ timeout: 120_000 });
      await loadedRow.getByRole('button', { name: text.edit }).click();
      await expect(page).toHaveURL(/\/app\/listing-optimization\/sync-item-specific\?categoryId=\d+/);
      await expect(page.getByLabel(text.search)).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
      // A free-text cell (the brand) takes typing; its row counts as changed; Tab goes on to the next cell.
      const textCell = page.locator('tbody input[type="text"]:not([aria-haspopup])').first();
      await textCell.click();
      await page.keyboard.type(' Neu');
      await expect(page.getByTestId('changed-count')).toContainText(text.oneUnsaved, { timeout: 30_000 });
      await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          textCell.evaluate(
            (cell) => document.activeElement !== cell && cell.closest('tr')?.contains(document.activeElement),
          ),
        )
        .toBe(true);
      await page.screenshot({ path: `/tmp/specifics-editor-${language}.png` });
    });

    test('the editor without a category says where to open it', async ({ page }) => {
      await signIn(page, users[language]);
      await page.goto('/app/listing-optimization/sync-item-specific');
      // The area's chunk loads on first use, on a machine shared with other suites.
      await expect(page.getByText(text.noCategory)).toBeVisible({ timeout: 60_000 });
    });
  });
}
