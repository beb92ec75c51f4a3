import { expect, test } from '@playwright/test';
import { fillSignIn, signIn } from '../support/sign-in.ts';

test('a seller signs in and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fapp%2Fdashboard$/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  await fillSignIn(page, 'gold');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await expect(page.getByText('Keyword Pro, Keyword-Tool und Keyword-Listen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toContainText('Gerd Gold');
});

test('a wrong password says so in German, without a hint whether the e-mail exists', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, 'silver', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort falsch');
  await expect(page).toHaveURL(/\/login$/);
});

test('an account whose e-mail is not confirmed is told to confirm it', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, 'inactive');
  await expect(page.getByRole('alert')).toContainText('bestätigen Sie zuerst Ihre E-Mail-Adresse');
});

test('a deep link opened while signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/app/listing-optimization/item-check?itemNumber=123');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await fillSignIn(page, 'gold');
  await expect(page).toHaveURL(/\/app\/listing-optimization\/item-check\?itemNumber=123$/);
  await expect(page.getByRole('heading', { name: 'Artikel-Check', level: 2 })).toBeVisible();
});

test('a returnUrl to another site is ignored: sign-in lands on the dashboard', async ({ page }) => {
  await page.goto('/login?returnUrl=//example.com');
  await fillSignIn(page, 'gold');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/app\/dashboard$/);
});

test('signing out revokes the session and returns to sign-in', async ({ page }) => {
  await signIn(page, 'bronze');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
  const answer = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(401);
});

test('the password field shows and hides what is typed, its button named in the page language', async ({
  page,
}) => {
  await page.goto('/login');
  const password = page.getByLabel(/^Passwort/);
  await password.fill('geheim-123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Eingabe zeigen' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Eingabe verbergen' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});
