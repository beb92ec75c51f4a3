import { expect, test } from '@playwright/test';
import { newAccount, registerAndVerify, signInWith } from '../support/new-account.ts';
import { signOut } from '../support/sign-in.ts';

test('the sign-in history lists the confirmation link and the password sign-in, newest first', async ({
  page,
}) => {
  const account = newAccount('logs');
  await registerAndVerify(page, account);
  await signOut(page);
  await signInWith(page, account.email, account.password);

  await page.goto('/app/user/logined-logs');
  await expect(page.getByRole('heading', { name: 'Meine Anmeldungen', level: 2 })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Passwort');
  await expect(rows.nth(2)).toContainText('Bestätigungslink');
  await expect(rows.nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(page.getByText('2 Anmeldungen')).toBeVisible();
});

test('the billing address is completed, then changed on the account page', async ({ page }) => {
  const account = newAccount('address');
  await registerAndVerify(page, account);

  // No address yet: the form starts with the account's names.
  await page.goto('/app/user/change-address');
  await expect(page.getByRole('heading', { name: 'Adresse ändern', level: 2 })).toBeVisible();
  await expect(page.getByLabel(/^Vorname/)).toHaveValue(account.firstName);
  await page.getByLabel(/^Firma/).fill('Erste Firma');
  await page.getByRole('radio', { name: 'Herr' }).check();
  await page.getByLabel(/^Straße/).fill('Alte Straße 2');
  await page.getByLabel(/^PLZ/).fill('123456789');
  await expect(page.getByLabel(/^PLZ/)).toHaveValue('12345678');
  await page.getByLabel(/^PLZ/).fill('80331');
  await page.getByLabel(/^Ort/).fill('München');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByText('Ihre Adresse wurde gespeichert.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Firma/)).toHaveValue('Erste Firma');
  await expect(page.getByLabel(/^Ort/)).toHaveValue('München');
});
