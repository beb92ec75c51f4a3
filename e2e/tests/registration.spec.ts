import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { newAccount, submitRegistration } from '../support/new-account.ts';

test('a visitor registers with a plan, confirms the e-mail by the mailed link and completes the address', async ({
  page,
  baseURL,
}) => {
  const account = newAccount('register');
  // The affiliate page's cookie: an expired entry, a later one and the earliest one still valid.
  const day = 24 * 60 * 60 * 1000;
  const referrals = [
    { referer: 'expired-partner', expired: new Date(Date.now() - day).toISOString() },
    { referer: 'later-partner', expired: new Date(Date.now() + 20 * day).toISOString() },
    { referer: 'first-partner', expired: new Date(Date.now() + 5 * day).toISOString() },
  ];
  await page
    .context()
    .addCookies([{ name: 'referral', value: encodeURIComponent(JSON.stringify(referrals)), url: baseURL }]);
  const registration = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/bayuser'),
  );
  await submitRegistration(page, account, '?plan=Gold');
  expect((await registration).postDataJSON()).toMatchObject({
    email: account.email,
    referer: 'first-partner',
    plan: 'Gold',
    language: 'de',
  });
  await expect(page.getByText('Ihr Konto wurde erfolgreich angelegt')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('parent_plan'))).toBe('Gold');

  const mail = await waitForMail(account.email, 'verifyEmail');
  await page.goto(linkIn(mail));
  // A plan was chosen: the address comes next.
  await expect(page).toHaveURL(/\/register\/address$/);
  await expect(page.getByLabel(/^E-Mail$/)).toHaveValue(account.email);
  await expect(page.getByRole('combobox', { name: 'Land' })).toHaveValue('Deutschland');

  await page.getByLabel(/^Firma/).fill('Muster Handel GmbH');
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel(/^Straße/).fill('Musterweg 1');
  await page.getByLabel(/^PLZ/).fill('10115');
  await page.getByLabel(/^Ort/).fill('Berlin');
  await page.getByRole('button', { name: 'Registrierung abschließen' }).click();

  await expect(page.getByRole('heading', { name: 'Registrierung abgeschlossen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paket buchen' })).toHaveAttribute(
    'href',
    '/buy/select-plan?culture=de',
  );
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').status)).toBe('true');
  await page.getByRole('link', { name: 'Zum Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('registering an e-mail address twice says it is already registered', async ({ page }) => {
  const account = newAccount('twice');
  await submitRegistration(page, account);
  await expect(page.getByText('Ihr Konto wurde erfolgreich angelegt')).toBeVisible();

  await submitRegistration(page, { ...account, firstName: 'Max' });
  await expect(page.getByText('Diese E-Mail-Adresse ist bereits registriert.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Konto anlegen' })).toBeEnabled();
});

test('the verification page without a token says it cannot verify, and a used link is refused', async ({
  page,
}) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText('Ihre E-Mail-Adresse kann nicht bestätigt werden.');
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();

  await page.goto('/verify-email?token=this-token-was-never-issued');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dieser Bestätigungslink ist ungültig' }).first(),
  ).toBeVisible();
});

test('the registration form in English, from the culture query', async ({ page }) => {
  await page.goto('/register?culture=en');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
