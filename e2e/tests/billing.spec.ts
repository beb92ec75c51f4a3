import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { bookSilverByApi, dataOf, newBuyer, signIn } from '../support/paypal-buyer.ts';

/** Package, then Silver for 3 months, then the order summary; stops before the purchase button. */
async function chooseSilverForThreeMonths(page: Page): Promise<void> {
  await page.goto('/buy/select-parent-plan');
  await page.getByRole('button', { name: 'Silver buchen' }).click();
  await expect(page).toHaveURL(/\/buy\/select-plan$/);
  await expect(page.getByRole('heading', { name: 'Silver: Laufzeit wählen' })).toBeVisible();
  await expect(
    page.getByText('PayPal erlaubt auch die Zahlung per Kreditkarte ohne PayPal-Konto.'),
  ).toBeVisible();
  const silver3 = page.getByRole('radio', { name: 'Silver 3' });
  await silver3.click();
  await expect(silver3).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Weiter zur Bestellung' }).click();
  await expect(page).toHaveURL(/\/buy\/purchase$/);
  await expect(page.getByRole('cell', { name: 'Silver 3' })).toBeVisible();
}

function rankingCheckLink(page: Page) {
  return page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Ranking-Check' });
}

test('a complete account books Silver for 3 months at PayPal and gets the Silver modules', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, 'approve');
  await signIn(page, buyer);
  await page.getByRole('button', { name: 'Keyword-Recherche' }).click();
  await expect(rankingCheckLink(page).getByLabel('Nicht in Ihrem Paket')).toBeVisible();

  await chooseSilverForThreeMonths(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.getByRole('button', { name: 'Zustimmen' }).click();

  await expect(page).toHaveURL(/\/buy\/complete\?.*token=/);
  await expect(page.getByRole('heading', { name: 'Willkommen bei Baylytics!' })).toBeVisible();
  await expect(page.getByText('Vielen Dank für Ihren Kauf! Ihr Paket „Silver 3“ ist gebucht.')).toBeVisible();
  await expect(page.getByText('Die Freischaltung aller Module kann 5–10 Minuten dauern.')).toBeVisible();

  await page.getByRole('link', { name: 'Zum Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('button', { name: 'Keyword-Recherche' }).click();
  await expect(rankingCheckLink(page)).toBeVisible();
  await expect(rankingCheckLink(page).getByLabel('Nicht in Ihrem Paket')).toHaveCount(0);
  await rankingCheckLink(page).click();
  await expect(page).toHaveURL(/\/app\/keyword-research\/reverse-tracker$/);
});

test('cancelling at PayPal lands on the cancel page, which offers to choose again', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, 'cancel');
  await signIn(page, buyer);
  await chooseSilverForThreeMonths(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  await expect(page).toHaveURL(/\/buy\/cancel\?token=/);
  await expect(page.getByRole('heading', { name: 'Kauf abgebrochen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Paket erneut wählen' }).click();
  await expect(page).toHaveURL(/\/buy\/select-plan$/);
});

test('a booked plan has an invoice to download and an agreement to cancel with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const buyer = await newBuyer(request, 'invoice');
  await bookSilverByApi(request, buyer);
  await signIn(page, buyer);

  // PayPal's payment notice issues the invoice after the approval: the stand-in sends a subscription's notices one
  // after the other, retrying a refused one (1 s, 5 s, 30 s). Each look gives the page time to load on a busy machine.
  const download = page.getByRole('button', { name: /^Rechnung RE\d{4}-\d{5} als PDF herunterladen$/ });
  await expect(async () => {
    await page.goto('/app/user/invoices');
    await expect(download).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 100_000 });
  await expect(page.getByRole('cell', { name: '1,19 €' })).toBeVisible();

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^RE\d{4}-\d{5}\.pdf$/);
  const content = await readFile((await file.path()) ?? '');
  expect(content.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: /^Rechnung RE\d{4}-\d{5} per E-Mail senden$/ }).click();
  await expect(
    page.getByText(/^Die Rechnung RE\d{4}-\d{5} wurde an Ihre Rechnungsadresse gesendet\.$/),
  ).toBeVisible();

  await page.goto('/app/user/agreements');
  const row = page.getByRole('row', { name: /Silver 3/ });
  await expect(row.getByText('Läuft')).toBeVisible();
  await row.getByRole('button', { name: /kündigen$/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Vertrag kündigen' });
  await dialog.getByRole('combobox', { name: 'Kündigungsgrund' }).click();
  await page.getByRole('option', { name: 'Anderer Grund' }).click();
  const confirm = dialog.getByRole('button', { name: 'Jetzt kündigen' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Ihr Grund' }).fill('Nur ausprobiert');
  await confirm.click();

  await expect(page.getByText('Der Vertrag wurde gekündigt.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Anderer Grund: Nur ausprobiert')).toBeVisible();
  await expect(row.getByText('Gekündigt')).toBeVisible();
  await expect(row.getByRole('button', { name: /kündigen$/ })).toHaveCount(0);
});

test('a visitor chooses a package in English and is sent to register with it', async ({ page }) => {
  await page.goto('/buy/select-parent-plan?culture=en');
  await expect(page.getByRole('heading', { name: 'Choose a package' })).toBeVisible();
  await expect(page.getByText(/^from \d+,\d{2}\s€ per month$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Buy Gold' }).click();
  await expect(page).toHaveURL(/\/register\?plan=Gold$/);
  expect(await page.evaluate(() => localStorage.getItem('parent_plan'))).toBe('Gold');
});

test('the demo mailbox shows the verification mail and its link confirms the address in this tab', async ({
  page,
  request,
}) => {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const email = `e2e-billing-mailbox-${id}@example.com`;
  await dataOf(
    await request.post('/api/bayuser', {
      data: {
        firstName: 'Mia',
        lastName: 'Mailbox',
        phone: '+49 30 7654321',
        email,
        password: `Pw-${id}-2026`,
      },
    }),
  );

  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByLabel(/^E-Mail-Adresse/)).toHaveValue(email);
  await page.getByRole('button', { name: /E-Mail-Bestätigung/ }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await expect(frame).toHaveAttribute('srcdoc', /<base target="_blank">/);
  await page.getByRole('link', { name: /\/verify-email\?token=/ }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
