import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/demo-market.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/analytics/my-ebay-ranking';
const unknownListing = '999999999998';

const texts = {
  de: {
    add: 'Keywords hinzufügen',
    itemNumber: 'Artikelnummer',
    lines: 'Weitere Keywords',
    usage: 'Verbrauch',
    shape: 'Eine eBay-Artikelnummer hat 12 Ziffern.',
    unknown: /kein laufendes Angebot/,
    added: 'Die Keywords wurden hinzugefügt.',
  },
  en: {
    add: 'Add keywords',
    itemNumber: 'Item number',
    lines: 'More keywords',
    usage: 'Usage',
    shape: 'An eBay item number has 12 digits.',
    unknown: /no live listing/,
    added: 'The keywords were added.',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`My Ranking refuses an item number that is no live listing: nothing stored, no keyword slot used (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
    await signIn(page, 'bronze');
    await page.goto(screen);
    const summary = page.getByRole('region', { name: text.usage });
    const used = summary.getByText(/^\d+ \/ 50$/);
    await expect(used).toBeVisible({ timeout: 30_000 });
    const before = await used.textContent();
    const keyword = `honest ${language} ${Date.now().toString(36)}`;

    // A typing slip: the form names the rule before anything is sent.
    await page.getByLabel(text.itemNumber, { exact: true }).fill('12345');
    await page.getByLabel(text.lines).fill(keyword);
    await page.getByRole('button', { name: text.add, exact: true }).click();
    await expect(page.getByText(text.shape)).toBeVisible();

    // The right shape, but eBay shows no such listing: the server refuses it.
    await page.getByLabel(text.itemNumber, { exact: true }).fill(unknownListing);
    await page.getByRole('button', { name: text.add, exact: true }).click();
    await expect(page.getByText(text.unknown)).toBeVisible();
    await expect(page.getByText(text.added)).toHaveCount(0);
    await expect(used).toHaveText(before ?? '');

    const stored = await queryDatabase(
      'select id from tracked_keywords where item_number in (12345, $1::bigint) or keyword = $2',
      [unknownListing, keyword],
    );
    expect(stored).toEqual([]);
  });
}
