import { expect, test } from '@playwright/test';
import { fillSignIn, sessionToken, signIn } from '../support/sign-in.ts';

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

test('the session lives in an HttpOnly cookie: no script of the page can read it, nothing stores it', async ({
  page,
}) => {
  await signIn(page, 'bronze');
  const token = await sessionToken(page);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'baylytics_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const readable = await page.evaluate(() => ({
    cookies: document.cookie,
    stored: JSON.stringify({ ...localStorage, ...sessionStorage }),
  }));
  expect(readable.cookies).not.toContain(token);
  expect(readable.cookies).toContain('baylytics_csrf=');
  expect(readable.stored).not.toContain(token);

  // A call sent by the cookie alone, as a forged form or another site's script would, is refused and ends nothing.
  const forged = await page.evaluate(async () => {
    const response = await fetch('/api/auth/bayuser/logout', {
      method: 'POST',
      headers: { 'x-baylytics-app': '1' },
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  });
  expect(forged).toMatchObject({ status: 403, body: { message: 'crossSiteRequestRefused' } });
  const withCsrf = await page.evaluate(async () => {
    const csrf = /(?:^|;\s*)baylytics_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    return (await fetch('/api/auth/me', { headers: { 'x-baylytics-app': '1', 'x-csrf-token': csrf } }))
      .status;
  });
  expect(withCsrf).toBe(200);

  // The page still works by the cookie after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toContainText('Bernd Bronze');
});

test('signing out revokes the session and returns to sign-in, in every tab', async ({ page }) => {
  await signIn(page, 'bronze');
  const token = await sessionToken(page);
  const otherTab = await page.context().newPage();
  await otherTab.goto('/app/dashboard');
  await expect(otherTab.getByRole('button', { name: 'Benutzermenü' })).toContainText('Bernd Bronze');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(otherTab).toHaveURL(/\/login/);
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
