import { expect, type Page, test } from '@playwright/test';
import { itemFoundYesterday } from '../support/demo-market.ts';
import { e2eEbayStandInUrl } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    start: 'Live-Chart starten',
    stop: 'Live-Chart anhalten',
    item: 'Artikelnummer',
    keyword: 'Haupt-Keyword',
    one: '1 Messpunkt',
    superPrice: 'Superpreis',
  },
  en: {
    start: 'Start live chart',
    stop: 'Stop live chart',
    item: 'Item number',
    keyword: 'Main keyword',
    one: '1 point',
    superPrice: 'Super price',
  },
} as const;

async function keywordOf(page: Page): Promise<string> {
  const answer = await page.request.get(`${e2eEbayStandInUrl}/autosug?kwd=m&sId=77`);
  const keyword = ((await answer.json()) as { res?: { sug?: string[] } }).res?.sug?.[0];
  if (!keyword) throw new Error('no suggestion for m');
  return keyword;
}

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`the live chart stops on request and its legend names only drawn series (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { itemNumber } = await itemFoundYesterday();
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
    // Users of their own: a user's live searches are spaced 15 s apart, and the other live-chart tests use
    // Platinum and the administrator.
    await signIn(page, language === 'de' ? 'trial' : 'liveChart');
    const keyword = await keywordOf(page);
    await page.clock.install();
    await page.goto('/app/tools/live-chart');
    await page.getByRole('textbox', { name: text.item, exact: true }).fill(itemNumber);
    await page.getByRole('textbox', { name: text.keyword, exact: true }).fill(keyword);
    await page.getByRole('button', { name: text.start }).click();
    await page.clock.runFor(1_500);
    await expect(page.getByTestId('live-latest')).toContainText(text.one);

    await page.getByRole('button', { name: text.stop }).click();
    await expect(page.getByRole('button', { name: text.stop })).toHaveCount(0);
    await page.clock.runFor(45_000);
    await expect(page.getByTestId('live-latest')).toHaveCount(0);

    // One point without a super price: the legend does not name the empty super-price series.
    const legend = await page.locator('svg text').allTextContents();
    expect(legend).not.toContain(text.superPrice);
  });
}
