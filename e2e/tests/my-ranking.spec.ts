import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { e2eDatabasePort } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/analytics/my-ebay-ranking';

// Both tests change the demo Bronze user's keywords and premium flags: one after the other.
test.describe.configure({ mode: 'serial' });

/** An item the demo market's searches showed yesterday (the start's backfill may still be running). */
async function itemRankedYesterday(): Promise<string> {
  const client = new pg.Client(`postgres://postgres:baylytics-local@127.0.0.1:${e2eDatabasePort}/postgres`);
  await client.connect();
  try {
    let item = '';
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ item: string }>(
            `select s.item_numbers[2]::text as item from search_snapshots s join keywords k on k.id = s.keyword_id
             where s.crawled_at >= current_date - 1 and s.crawled_at < current_date
               and cardinality(s.item_numbers) > 1 and k.site_id = 77
             order by k.keyword desc limit 1`,
          );
          item = rows[0]?.item ?? '';
          return item !== '';
        },
        { timeout: 45_000 },
      )
      .toBe(true);
    return item;
  } finally {
    await client.end();
  }
}

const texts = {
  de: {
    add: 'Keywords hinzufügen',
    itemNumber: 'Artikelnummer',
    lines: 'Weitere Keywords',
    enterItemNumber: 'Bitte geben Sie die Artikelnummer ein.',
    enterKeywords: 'Bitte geben Sie die Keywords ein.',
    added: 'Die Keywords wurden hinzugefügt.',
    limit: 'Sie haben das Keyword-Limit Ihres Pakets erreicht.',
    usage: 'Verbrauch',
    premium: 'Premium-Keyword',
    chart: 'Chart zu',
    chartTitle: 'Position von',
    week: '1 Woche',
  },
  en: {
    add: 'Add keywords',
    itemNumber: 'Item number',
    lines: 'More keywords',
    enterItemNumber: 'Please enter the item number.',
    enterKeywords: 'Please enter the keywords.',
    added: 'The keywords were added.',
    limit: 'You have reached the keyword limit of your plan.',
    usage: 'Usage',
    premium: 'Premium keyword',
    chart: 'Chart of',
    chartTitle: 'Position of',
    week: '1 week',
  },
} as const;

/** "used / limit" of the summary's keyword (limit 50) and premium (limit 5) bars of the Bronze plan. */
async function usage(page: Page, label: string): Promise<{ keywords: number; premium: number }> {
  const summary = page.getByRole('region', { name: label });
  const keywords = await summary.getByText(/^\d+ \/ 50$/).textContent();
  const premium = await summary.getByText(/^\d+ \/ 5$/).textContent();
  return { keywords: Number.parseInt(keywords ?? '', 10), premium: Number.parseInt(premium ?? '', 10) };
}

async function addKeywordsAndReachThePremiumLimit(page: Page, language: 'de' | 'en') {
  const text = texts[language];
  const itemNumber = await itemRankedYesterday();
  await signIn(page, 'bronze');
  await page.goto(screen);
  const summary = page.getByRole('region', { name: text.usage });
  // The first page load may wait for the start's backfill, which shares the CPU.
  await expect(summary.getByText(/^\d+ \/ 50$/)).toBeVisible({ timeout: 30_000 });
  const before = await usage(page, text.usage);

  // Validation before anything is sent.
  await page.getByRole('button', { name: text.add, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.enterItemNumber })).toBeVisible();
  await page.getByLabel(text.itemNumber, { exact: true }).fill(itemNumber);
  await page.getByRole('button', { name: text.add, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.enterKeywords })).toBeVisible();

  const stamp = `${language} ${Date.now().toString(36)}`;
  const words = [`e2e ${stamp} eins`, `e2e ${stamp} zwei`, `e2e ${stamp} drei`];
  await page.getByLabel(text.lines).fill(`${words[0]}\n\n${words[1]}\n${words[2]}\n`);
  await page.getByRole('button', { name: text.add, exact: true }).click();
  await expect(page.getByText(text.added)).toBeVisible();
  await expect(page.getByLabel(text.lines)).toHaveValue('');
  await expect(summary.getByText(`${before.keywords + 3} / 50`, { exact: true })).toBeVisible();
  await expect(page.getByTestId(`item-group-${itemNumber}`)).toBeVisible();

  // Premium on, one new row after the other, until the plan's 5 are used: the next one is refused.
  let premium = before.premium;
  let isRefused = false;
  for (const word of words) {
    const toggle = page.getByRole('switch', { name: `${text.premium} ${word}` });
    await toggle.click({ force: true });
    if (premium < 5) {
      premium += 1;
      await expect(summary.getByText(`${premium} / 5`, { exact: true })).toBeVisible();
      await expect(toggle).toBeChecked();
    } else {
      await expect(page.getByText(text.limit)).toBeVisible();
      await expect(toggle).not.toBeChecked();
      isRefused = true;
      break;
    }
  }
  // The demo Bronze user starts with 3 premium keywords, so three new rows always pass the limit of 5.
  expect(isRefused).toBe(true);
  await expect(summary.getByText('5 / 5', { exact: true })).toBeVisible();

  // The single keyword chart opens on one week.
  await page.getByRole('button', { name: `${text.chart} ${words[0]}` }).click();
  const chart = page.getByRole('dialog', { name: `${text.chartTitle} ${words[0]}` });
  await expect(chart.getByText(text.week)).toBeVisible();
  await chart.press('Escape');
  await page.screenshot({ path: `/tmp/shots/my-ranking-${language}.png`, fullPage: true });
}

test('a Bronze user adds keywords, sees the usage change and is refused a premium keyword past the limit (German)', async ({
  page,
}) => {
  await addKeywordsAndReachThePremiumLimit(page, 'de');
});

test('the same in English', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
  await addKeywordsAndReachThePremiumLimit(page, 'en');
});
