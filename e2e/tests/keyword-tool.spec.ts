import { expect, type Page, test } from '@playwright/test';
import { e2eEbayStandInUrl, e2eSuggestSandboxUrl } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/keyword-research/keyword-tool';
const ebayStandIn = e2eEbayStandInUrl;

// One suggest stand-in serves the file: its injected fault must meet this file's request, not a parallel one.
test.describe.configure({ mode: 'serial' });

/**
 * A keyword of the demo market: the first word of the eBay stand-in's first suggestion for a prefix, a
 * product noun that longer phrases start with, so both suggestion lists and the cloud have something to show.
 */
async function marketKeyword(page: Page, prefix: string, site = 77): Promise<string> {
  const answer = await page.request.get(`${ebayStandIn}/autosug?kwd=${prefix}&sId=${site}`);
  const body = (await answer.json()) as { res?: { sug?: string[] } };
  const keyword = body.res?.sug?.[0]?.split(' ')[0];
  if (!keyword) throw new Error(`no suggestion for ${prefix}`);
  return keyword;
}

async function useEnglish(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
}

test('looks a keyword up: both suggestion lists, cloud, keywords and trends link (German)', async ({
  page,
}) => {
  const keyword = await marketKeyword(page, 'k');
  await signIn(page, 'bronze');
  await page.goto(screen);
  await expect(page.getByText('Geben Sie ein Keyword ein und wählen Sie den Marktplatz')).toBeVisible();

  // The keyword is required: searching without one says so and asks nothing.
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('Bitte geben Sie ein Keyword ein')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${screen}$`));

  await page.getByRole('textbox', { name: 'Keyword' }).fill(keyword);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/eBaySiteId=77/);
  await expect(page.getByText(`Ergebnisse für „${keyword}“`)).toBeVisible();

  const ebay = page.getByRole('region', { name: 'eBay-Suchvorschläge' });
  const google = page.getByRole('region', { name: 'Suchmaschinen-Vorschläge (Google)' });
  await expect(ebay.getByRole('listitem').first()).toHaveText(new RegExp(`^${keyword}`));
  expect(await google.getByRole('listitem').count()).toBeGreaterThan(1);
  // The search engine adds what searchers ask besides the product, e.g. "… kaufen" or "… test".
  await expect(
    google
      .getByRole('listitem')
      .filter({ hasText: / (kaufen|test|gebraucht|günstig|angebot|reparieren)$/ })
      .first(),
  ).toBeVisible();

  const cloud = page.getByRole('region', { name: 'Keyword-Wolke' });
  const words = cloud.getByRole('listitem');
  expect(await words.count()).toBeGreaterThan(2);
  const sizes = await words.evaluateAll((nodes) =>
    nodes.map((n) => Number.parseFloat(getComputedStyle(n).fontSize)),
  );
  expect(Math.max(...sizes)).toBeGreaterThan(Math.min(...sizes));
  await expect(page.getByRole('region', { name: 'Verwandte Keywords' })).toBeVisible();

  const trends = page.getByRole('link', { name: 'Trend bei Google Trends ansehen' });
  await expect(trends).toHaveAttribute(
    'href',
    `https://trends.google.com/trends/explore?q=${encodeURIComponent(keyword)}&geo=DE`,
  );
  await expect(trends).toHaveAttribute('target', '_blank');
  await expect(trends).toHaveAttribute('rel', /noopener/);
  await page.screenshot({ path: '/tmp/shots/keyword-tool-de.png', fullPage: true });

  // A suggestion starts the tool for itself.
  const next = (await google.getByRole('listitem').nth(1).textContent()) ?? '';
  await google.getByRole('button', { name: next, exact: true }).click();
  await expect(page.getByText(`Ergebnisse für „${next}“`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue(next);
});

test('says which suggestions are missing when the search engine fails, and shows the rest (German)', async ({
  page,
}) => {
  const keyword = await marketKeyword(page, 'm');
  await signIn(page, 'bronze');
  // The fault names the keyword, so the title builder's suggestions asked beside this test are not hit.
  await page.request.post(`${e2eSuggestSandboxUrl}/sandbox/faults`, {
    data: { status: 503, times: 1, q: keyword },
  });
  try {
    await page.goto(`${screen}?keyword=${encodeURIComponent(keyword)}&eBaySiteId=77`);
    const google = page.getByRole('region', { name: 'Suchmaschinen-Vorschläge (Google)' });
    await expect(google.getByRole('alert')).toHaveText(
      'Diese Vorschläge sind gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    );
    const ebay = page.getByRole('region', { name: 'eBay-Suchvorschläge' });
    await expect(ebay.getByRole('listitem').first()).toHaveText(new RegExp(`^${keyword}`));
  } finally {
    await page.request.delete(`${e2eSuggestSandboxUrl}/sandbox/faults`);
  }
});

test('looks a keyword up on eBay UK and asks for the keyword when it is missing (English)', async ({
  page,
}) => {
  const keyword = await marketKeyword(page, 's', 3);
  await useEnglish(page);
  await signIn(page, 'silver');
  await page.goto(screen);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please enter a keyword')).toBeVisible();

  await page.getByRole('textbox', { name: 'Keyword' }).fill(keyword);
  await page.getByRole('combobox', { name: 'Marketplace' }).click();
  await page.getByRole('option', { name: 'eBay.co.uk (United Kingdom)' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/eBaySiteId=3/);
  await expect(page.getByText(`Results for “${keyword}”`)).toBeVisible();
  const google = page.getByRole('region', { name: 'Search-engine suggestions (Google)' });
  expect(await google.getByRole('listitem').count()).toBeGreaterThan(1);
  await expect(
    page.getByRole('region', { name: 'eBay search suggestions' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Keyword cloud' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the trend on Google Trends' })).toHaveAttribute(
    'href',
    /&geo=GB$/,
  );
  await page.screenshot({ path: '/tmp/shots/keyword-tool-en.png', fullPage: true });
});
