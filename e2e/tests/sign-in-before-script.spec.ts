import { expect, test } from '@playwright/test';
import { demoAccount, demoPassword } from '../../apps/server/src/seed/demo-accounts.ts';
import { e2eBaseUrl } from '../support/e2e-env.ts';

test('the sign-in form is in the page itself, in the visitor’s language, before any script runs', async ({
  browser,
}) => {
  const cases = [
    { locale: 'de-DE', cookie: null, heading: 'Anmelden', email: /^E-Mail/ },
    { locale: 'en-GB', cookie: null, heading: 'Sign in', email: /^E-mail/ },
    // The language chosen on an earlier visit wins over the browser's.
    { locale: 'de-DE', cookie: 'en', heading: 'Sign in', email: /^E-mail/ },
    { locale: 'en-GB', cookie: 'de', heading: 'Anmelden', email: /^E-Mail/ },
  ];
  for (const { locale, cookie, heading, email } of cases) {
    const context = await browser.newContext({ locale, javaScriptEnabled: false });
    if (cookie) await context.addCookies([{ name: 'language_selected', value: cookie, url: e2eBaseUrl }]);
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expect(page.getByLabel(email)).toBeVisible();
    // Without its script the form cannot send anything: Enter in a field leaves the page as it is.
    await expect(page.getByRole('button', { name: heading })).toBeDisabled();
    await page.getByLabel(email).fill('seller@example.com');
    await page.getByLabel(email).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  }
});

test('what a seller types before the page’s script runs is kept, and signing in opens the dashboard', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The scripts arrive only once both fields are filled: the page shows its form without them.
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel(/^E-Mail/);
  const password = page.getByLabel(/^Passwort/);
  await email.fill(demoAccount('gold').email);
  await password.fill(demoPassword);
  release();

  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  await expect(email).toHaveValue(demoAccount('gold').email);
  await expect(password).toHaveValue(demoPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
});

test('a half-typed address is checked once the script runs, and the sign-in pages still switch in place', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel(/^E-Mail/).fill('seller@');
  release();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(page.getByLabel(/^E-Mail/)).toHaveValue('seller@');

  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel(/^E-Mail/)).toHaveValue('');
});
