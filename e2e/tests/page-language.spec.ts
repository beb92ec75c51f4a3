import { expect, type Page, test } from '@playwright/test';
import { itemFoundYesterday } from '../support/demo-market.ts';
import { signIn } from '../support/sign-in.ts';

type Language = 'de' | 'en';

async function signInIn(page: Page, language: Language, kind: 'gold' | 'silver'): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
  await signIn(page, kind);
}

const texts = {
  de: {
    single: 'Einzelartikel',
    todayBayScore: 'BayScore heute',
    todayScore: 'Score heute',
    menu: 'Mein Ranking',
    axisDay: /^\d{2}\.\d{2}\.\d{4}$/,
    score: /^BayScore: \d+,\d{2}$/,
  },
  en: {
    single: 'Single listings',
    todayBayScore: 'BayScore today',
    todayScore: 'Score today',
    menu: 'My Ranking',
    axisDay: /^\d{4}-\d{2}-\d{2}$/,
    score: /^BayScore: \d+\.\d{2}$/,
  },
} as const;

test.use({ viewport: { width: 1440, height: 900 } });

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`account check (${language}): chart days in the page's style, score columns in view at 1440×900, the menu's own name`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInIn(page, language, 'gold');
    await page.goto('/app/analytics/account-check');
    await expect(
      page.getByRole('navigation').getByRole('link', { name: text.menu, exact: true }),
    ).toBeVisible();

    // The KPI chart's days are axis text in the page's style, once the first start has derived the demo history.
    // Its name is its title, then its range and figures in words.
    const chart = page.getByRole('img', { name: new RegExp(`^${text.single}, `) });
    await expect(async () => {
      if (!(await chart.isVisible())) await page.reload();
      await expect(chart).toBeVisible({ timeout: 20_000 });
      const labels = await chart.locator('svg text').allTextContents();
      expect(labels.some((label) => text.axisDay.test(label.trim()))).toBe(true);
    }).toPass({ timeout: 170_000 });

    // The table's figures sit inside its panel without scrolling sideways.
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
    const panel = await table
      .locator('xpath=ancestor::div[contains(@class, "scrollContainer")][1]')
      .boundingBox();
    expect(panel).not.toBeNull();
    for (const name of [text.todayBayScore, text.todayScore]) {
      const header = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
      expect(header, name).not.toBeNull();
      expect((header?.x ?? 0) + (header?.width ?? 0), name).toBeLessThanOrEqual(
        (panel?.x ?? 0) + (panel?.width ?? 0),
      );
    }
  });

  test(`reverse tracker (${language}): the BayScore of the checked item is written in the page's number style`, async ({
    page,
  }) => {
    test.setTimeout(200_000);
    const { itemNumber } = await itemFoundYesterday();
    await signInIn(page, language, 'silver');
    await page.goto(`/app/keyword-research/reverse-tracker?itemNumber=${itemNumber}&timeRange=yesterday`);
    const score = page.getByText(/^BayScore: /).first();
    await expect(score).toBeVisible({ timeout: 60_000 });
    expect((await score.textContent())?.trim()).toMatch(text.score);
  });
}
