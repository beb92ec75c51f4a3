import { expect, type Page, test } from '@playwright/test';
import { queryDatabase } from '../support/demo-market.ts';
import { signIn } from '../support/sign-in.ts';

/** Live German listings of a demo seller, as the account check imported them (the import may still run). */
async function importedListings(sellerName: string, count: number): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        const rows = await queryDatabase<{ item: string }>(
          `select l.item_number::text as item from listings l join ranking_accounts a on a.id = l.account_id
           where lower(a.seller_name) = lower($1) and l.site_id = 77 order by l.item_number limit $2`,
          [sellerName, count],
        );
        found = rows.map((row) => row.item);
        return found.length;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(count);
  return found;
}

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

async function inEnglish(page: Page) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
}

test('creates a cost-per-sale campaign for listings chosen in the account check (German)', async ({
  page,
}) => {
  const itemNumbers = await importedListings('demo-seller-3', 2);
  const name = unique('Sommer');
  await signIn(page, 'gold');
  await page.goto(
    `/app/campaign/create-campaign?itemNumbers=${itemNumbers.join(',')}&sellerName=demo-seller-3`,
  );
  await expect(page.getByText('2 Angebote werden beworben')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'eBay-Konto' })).toHaveValue('demo-seller-3');
  // demo-seller-3 is above standard: both funding models are offered.
  await expect(page.getByText('Kosten pro Klick (Anzeigen Premium)')).toBeVisible();

  await page.getByRole('textbox', { name: 'Kampagnenname' }).fill(name);
  // Typed as a German seller types it, with a decimal comma.
  const adRate = page.getByRole('textbox', { name: 'Anzeigengebühr' });
  await adRate.selectText();
  await adRate.pressSequentially('8,5');
  await expect(adRate).toHaveValue('8,5 %');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/shots/campaign-create-de.png' });
  await page.getByRole('button', { name: 'Kampagne erstellen' }).click();

  await expect(page).toHaveURL(/create-campaign-completed/);
  await expect(page.getByRole('heading', { name: 'Kampagne erstellt' })).toBeVisible();
  await page.getByRole('link', { name: 'Kampagne öffnen' }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('PL 8,5 %')).toBeVisible();
  await expect(page.getByText('2 beworbene Angebote')).toBeVisible();
  for (const itemNumber of itemNumbers)
    await expect(page.getByText(itemNumber, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /PL-Angebote|PL/ }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/campaign-detail-de.png' });

  // The list shows it first (newest campaign id first), and the search finds it by part of its name.
  await page.goto('/app/marketing/campaign');
  await expect(page.getByRole('table', { name: 'Kampagnen' }).getByRole('row').nth(1)).toContainText(name);
  await page.getByRole('textbox', { name: 'Kampagnen suchen' }).fill(name.split(' ')[1] ?? name);
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('table', { name: 'Kampagnen' }).getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/shots/campaign-list-de.png' });

  // eBay's own refusal (a second campaign of the same name) is shown in its words.
  await page.goto('/app/campaign/create-campaign?sellerName=demo-seller-3');
  await page.getByRole('textbox', { name: 'Kampagnenname' }).fill(name);
  await page.getByRole('button', { name: 'Kampagne erstellen' }).click();
  await expect(
    page.getByText(`eBay hat die Anfrage abgelehnt: A campaign with the name of ${name} already exists`),
  ).toBeVisible();
});

test('creates a cost-per-click campaign with an ad group and keywords (English)', async ({ page }) => {
  const itemNumbers = await importedListings('demo-seller-2', 3);
  const name = unique('Clicks');
  await inEnglish(page);
  await signIn(page, 'platinum');
  await page.goto(
    `/app/campaign/create-campaign?itemNumbers=${itemNumbers.join(',')}&sellerName=demo-seller-2`,
  );
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await page.getByText('Cost per click (Promoted Listings Priority)').click();
  await expect(page.getByRole('textbox', { name: 'Ad rate' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Daily budget (EUR)' }).fill('20');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/shots/campaign-create-en.png' });
  await page.getByRole('button', { name: 'Create campaign and continue' }).click();

  await expect(page).toHaveURL(/create-ad-group/);
  await expect(page.getByText('3 listings join this ad group.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ad group name' }).fill('Main');
  await page.getByRole('textbox', { name: 'Default bid per click' }).fill('0.40');
  await page.screenshot({ path: '/tmp/shots/campaign-ad-group-en.png' });
  await page.getByRole('button', { name: 'Create ad group and continue' }).click();

  await expect(page).toHaveURL(/add-keywords-to-adgroup/);
  const table = page.getByRole('table', { name: 'Suggested keywords' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(/\d/);
  // Nothing is chosen at first: adding says so.
  await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await page.getByRole('button', { name: /^Add 0 keywords$/ }).click();
  await expect(page.getByText('Please select keywords.')).toBeVisible();

  const keyword = ((await first.getByRole('cell').nth(2).textContent()) ?? '').trim();
  await expect(first).toContainText('–');
  await page.getByRole('combobox', { name: `Match type of ${keyword}`, exact: true }).click();
  await page.getByRole('option', { name: 'Exact' }).click();
  await page.getByRole('textbox', { name: `Bid for ${keyword}`, exact: true }).fill('0.55');
  await expect(page.getByRole('checkbox', { name: `Select ${keyword}`, exact: true })).toBeChecked();
  await page.screenshot({ path: '/tmp/shots/campaign-keywords-en.png' });
  await page.getByRole('button', { name: 'Add 1 keyword' }).click();

  await expect(page).toHaveURL(/create-campaign-completed/);
  await page.getByRole('link', { name: 'Open campaign' }).click();
  await expect(page.getByText('PLA', { exact: true })).toBeVisible();
  await expect(page.getByText('€20.00')).toBeVisible();
  await expect(page.getByText('3 promoted listings')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/campaign-detail-en.png' });
});
