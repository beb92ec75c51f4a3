import { expect, test } from '@playwright/test';
import { itemFoundYesterday } from '../support/demo-market.ts';
import { chooseLanguage, signInByKeyboard, tabTo, trackByKeyboard } from '../support/keyboard.ts';
import { bookPlanByApi, newBuyer } from '../support/paypal-buyer.ts';

const texts = {
  de: {
    form: 'Keywords verfolgen',
    itemNumber: 'Artikelnummer',
    lines: 'Weitere Keywords',
    add: 'Keywords hinzufügen',
    added: 'Die Keywords wurden hinzugefügt.',
    chartFor: (keyword: string) => `Chart zu ${keyword}`,
    chartTitle: (keyword: string) => `Position von ${keyword}`,
    week: '1 Woche',
  },
  en: {
    form: 'Track keywords',
    itemNumber: 'Item number',
    lines: 'More keywords',
    add: 'Add keywords',
    added: 'The keywords were added.',
    chartFor: (keyword: string) => `Chart of ${keyword}`,
    chartTitle: (keyword: string) => `Position of ${keyword}`,
    week: '1 week',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`My Ranking with the keyboard alone (${language}): a keyword added, its position chart opened and closed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // An account of its own with Bronze: its table holds only what this test adds.
    const buyer = await newBuyer(request, `keys-${language}`);
    await bookPlanByApi(request, buyer, 'Bronze', 1, { withoutTrial: true });
    const { itemNumber } = await itemFoundYesterday();
    await chooseLanguage(page, language);
    await signInByKeyboard(page, buyer);
    await page.goto('/app/analytics/my-ebay-ranking');

    const keyword = `keys ${language} ${Date.now().toString(36)}`;
    await trackByKeyboard(page, text, itemNumber, keyword);

    // The new row's chart button is reached with Tab; the chart opens on one week and Escape gives the focus back.
    const chartButton = page.getByRole('button', { name: text.chartFor(keyword), exact: true });
    await expect(chartButton).toBeVisible();
    await tabTo(page, chartButton, { limit: 60 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.chartTitle(keyword) });
    await expect(dialog.getByText(text.week)).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(chartButton).toBeFocused();
  });
}
