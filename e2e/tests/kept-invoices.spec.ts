import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bookSilverByApi, dataOf, newBuyer } from '../support/paypal-buyer.ts';
import { signIn } from '../support/sign-in.ts';

interface Texts {
  navEntry: string;
  heading: string;
  search: string;
  table: RegExp;
  download: (invoiceNumber: string) => string;
  deletedOn: RegExp;
  noMatch: string;
}

const german: Texts = {
  navEntry: 'Aufbewahrte Rechnungen',
  heading: 'Aufbewahrte Rechnungen',
  search: 'Suche',
  table: /^Aufbewahrte Rechnungen$/,
  download: (invoiceNumber) => `Rechnung ${invoiceNumber} als PDF herunterladen`,
  deletedOn: /^Nr\. \d+, gelöscht am \d\d\.\d\d\.\d{4}$/,
  noMatch: 'Keine aufbewahrte Rechnung passt zu „kein-solcher-kunde“.',
};

const english: Texts = {
  navEntry: 'Kept invoices',
  heading: 'Kept invoices',
  search: 'Search',
  table: /^Kept invoices$/,
  download: (invoiceNumber) => `Download invoice ${invoiceNumber} as PDF`,
  deletedOn: /^No\. \d+, deleted on \d{4}-\d\d-\d\d$/,
  noMatch: 'No kept invoice matches “kein-solcher-kunde”.',
};

/**
 * A customer books a plan, is invoiced through PayPal's payment notice, and deletes its account: the invoice
 * number it leaves behind.
 */
async function deletedAccountWithInvoice(request: APIRequestContext, label: string): Promise<string> {
  const buyer = await newBuyer(request, label);
  await bookSilverByApi(request, buyer);
  const headers = { authorization: `Bearer ${buyer.token}` };
  // The stand-in sends the payment notice after the approval, retrying a refused one (1 s, 5 s, 30 s).
  let invoiceNumber: string | undefined;
  await expect
    .poll(
      async () => {
        const invoices = await dataOf<{ invoiceNumber: string }[]>(
          await request.get('/api/order', { headers }),
        );
        invoiceNumber = invoices[0]?.invoiceNumber;
        return invoiceNumber;
      },
      { timeout: 100_000 },
    )
    .toBeTruthy();
  await dataOf(
    await request.post('/api/bayuser/delete-account', { headers, data: { password: buyer.password } }),
  );
  return invoiceNumber ?? '';
}

async function findAndDownload(page: Page, texts: Texts, invoiceNumber: string): Promise<void> {
  await signIn(page, 'administrator');
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: texts.navEntry }).click();
  await expect(page).toHaveURL(/\/app\/admin\/kept-invoices/);
  await expect(page.getByRole('heading', { name: texts.heading, level: 2 })).toBeVisible({ timeout: 60_000 });

  const table = page.getByRole('table', { name: texts.table });
  await page.getByRole('textbox', { name: texts.search, exact: true }).fill('kein-solcher-kunde');
  await expect(page.getByText(texts.noMatch)).toBeVisible();

  await page.getByRole('textbox', { name: texts.search, exact: true }).fill(invoiceNumber);
  await expect(page).toHaveURL(new RegExp(`keyword=${invoiceNumber}`));
  const row = table.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Berta Billing · Billing Handel GmbH · Berlin');
  await expect(row.getByText(texts.deletedOn)).toBeVisible();

  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: texts.download(invoiceNumber) }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const content = await readFile((await file.path()) ?? '');
  expect(content.subarray(0, 5).toString()).toBe('%PDF-');
}

test('an administrator finds a deleted account’s kept invoice by its number and downloads it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const invoiceNumber = await deletedAccountWithInvoice(request, 'kept-de');
  await findAndDownload(page, german, invoiceNumber);
});

test('in English: the kept invoices screen, its search and the download', async ({ page, request }) => {
  test.setTimeout(240_000);
  const invoiceNumber = await deletedAccountWithInvoice(request, 'kept-en');
  await page.addInitScript(() => localStorage.setItem('language_selected', 'en'));
  await findAndDownload(page, english, invoiceNumber);
});
