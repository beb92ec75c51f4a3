import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, hasFocus, pressUntilFocused, signInByKeyboard, tabTo } from '../support/keyboard.ts';

const accountCheck = '/app/analytics/account-check';

const texts = {
  de: {
    filters: /^Filter( ausblenden)?$/,
    optimized: 'Optimiert',
    no: 'Nein',
    itemNumber: 'Artikelnummer',
    actions: /^Aktionen für Artikel (\d+)$/,
    itemChart: 'Artikel-Chart',
    chartTitle: (item: string) => `Artikel ${item}: BayScore und Score`,
    next: 'Nächste Seite',
    skipTable: 'Zum Ende der Tabelle „Artikel des Kontos“ springen',
    tableEnd: 'Ende der Tabelle „Artikel des Kontos“',
  },
  en: {
    filters: /^(Hide f|F)ilters$/,
    optimized: 'Optimized',
    no: 'No',
    itemNumber: 'Item number',
    actions: /^Actions for item (\d+)$/,
    itemChart: 'Item chart',
    chartTitle: (item: string) => `Item ${item}: BayScore and score`,
    next: 'Next page',
    skipTable: 'Skip to the end of the table “Listings of the account”',
    tableEnd: 'End of the table “Listings of the account”',
  },
} as const;

/** The demo accounts' listings are imported by a job on the first start: reload until the table has them. */
async function openWithListings(page: Page): Promise<void> {
  await page.goto(accountCheck);
  await expect(async () => {
    const firstRow = page.getByRole('table').locator('tbody tr').first();
    if (!(await firstRow.isVisible())) await page.reload();
    await expect(firstRow).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 150_000 });
}

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`account check with the keyboard alone (${language}): a filter, a listing's chart opened and closed, past the rows to page 2`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await chooseLanguage(page, language);
    await signInByKeyboard(page, 'gold');
    await openWithListings(page);

    // The filter panel opens from its button; a choice list takes the arrow keys and Enter.
    // The button's name says what it does next: show the filters, then hide them.
    const filters = page.getByRole('button', { name: text.filters });
    await tabTo(page, filters, { limit: 80 });
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    const optimized = page.getByRole('combobox', { name: text.optimized, exact: true });
    await tabTo(page, optimized, { limit: 20 });
    await page.keyboard.press('ArrowDown');
    const no = page.getByRole('option', { name: text.no, exact: true });
    await expect(no).toBeVisible();
    for (
      let presses = 0;
      presses < 5 && (await no.getAttribute('data-combobox-selected')) === null;
      presses += 1
    )
      await page.keyboard.press('ArrowDown');
    const filtered = page.waitForResponse(
      (response) => /\/api\/ranking\?.*isOptimized=false/.test(response.url()) && response.ok(),
    );
    await page.keyboard.press('Enter');
    await filtered;
    await expect(optimized).toHaveValue(text.no);
    await expect(page).toHaveURL(/[?&]isOptimized=false(&|$)/);
    const table = page.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'false');

    // A column header sorts with Enter: by item number, so that page 2 follows page 1 whatever the day's scores do.
    const sortByItem = table.getByRole('button', { name: text.itemNumber, exact: true });
    await tabTo(page, sortByItem, { limit: 40 });
    const sorted = page.waitForResponse(
      (response) => /\/api\/ranking\?.*orderBy=itemNumber/.test(response.url()) && response.ok(),
    );
    await page.keyboard.press('Enter');
    await sorted;
    await expect(table.getByRole('columnheader', { name: text.itemNumber })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table).toHaveAttribute('aria-busy', 'false');

    // On to the first listing's actions, its item chart from the menu, Escape back to the actions button.
    const opener = table.getByRole('button', { name: text.actions }).first();
    const openerName = (await opener.getAttribute('aria-label')) ?? '';
    const item = openerName.match(text.actions)?.[1];
    if (!item) throw new Error('no listing shown');
    await tabTo(page, opener, { limit: 120 });
    await page.keyboard.press('Enter');
    const itemChart = page.getByRole('menuitem', { name: text.itemChart, exact: true });
    await expect(itemChart).toBeVisible();
    await pressUntilFocused(page, 'ArrowDown', itemChart);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.chartTitle(item) });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Back before the table, its skip link leads past the page's rows to their end, where the pager follows; Enter
    // on the next page shows page 2 of the filtered listings.
    const skipTable = page.getByRole('link', { name: text.skipTable, exact: true });
    await tabTo(page, skipTable, { limit: 60, backwards: true });
    await expect(skipTable).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(text.tableEnd, { exact: true })).toBeFocused();
    const next = page.getByRole('button', { name: text.next, exact: true });
    await expect(next).toBeEnabled();
    await tabTo(page, next, { limit: 15 });
    const pageTwo = page.waitForResponse(
      (response) =>
        /\/api\/ranking\?.*pageIndex=2/.test(response.url()) &&
        response.url().includes('isOptimized=false') &&
        response.ok(),
    );
    await page.keyboard.press('Enter');
    await pageTwo;
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveURL(/[?&]isOptimized=false(&|$)/);
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.getByRole('button', { name: openerName, exact: true })).toHaveCount(0);
    const firstOnPageTwo = (
      await table.getByRole('button', { name: text.actions }).first().getAttribute('aria-label')
    )?.match(text.actions)?.[1];
    expect(Number(firstOnPageTwo)).toBeGreaterThan(Number(item));
    expect(await hasFocus(next)).toBe(true);
  });
}
