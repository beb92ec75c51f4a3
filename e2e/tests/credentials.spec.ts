import { expect, test } from '@playwright/test';
import { codeIn, waitForMail } from '../support/mailbox.ts';
import { enterCode, newAccount, registerAndVerify, signInWith } from '../support/new-account.ts';
import { signOut } from '../support/sign-in.ts';

// Every test here works on an account it registers itself: the demo accounts are shared by the other tests.

test('a forgotten password is replaced with the mailed code, then the new one signs in', async ({ page }) => {
  const account = newAccount('forgot');
  await registerAndVerify(page, account);
  await signOut(page);

  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(/^E-Mail/).fill(account.email);
  await page.getByRole('button', { name: 'Code senden' }).click();

  await expect(page.getByLabel(/^E-Mail/)).toBeDisabled();
  const code = codeIn(await waitForMail(account.email, 'forgotPasswordOtp'));
  const newPassword = `${account.password}-neu`;
  await page.getByLabel(/^Neues Passwort/).fill(newPassword);
  await enterCode(page, /^Code/, code);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();

  await expect(page).toHaveURL(/\/forgot-password-notice$/);
  await expect(page.getByText('Ihr Passwort wurde erfolgreich geändert.')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await signInWith(page, account.email, newPassword);
});

test('the e-mail address changes with both mailed codes, then the new address signs in', async ({ page }) => {
  const account = newAccount('email');
  const newEmail = account.email.replace('@example.com', '-neu@example.com');
  await registerAndVerify(page, account);

  await page.goto('/app/user/change-email');
  await expect(page.getByRole('heading', { name: 'E-Mail ändern', level: 2 })).toBeVisible();
  await page.getByLabel(/^Passwort/).fill('not-the-password');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Das Passwort ist falsch.');
  await page.getByLabel(/^Passwort/).fill(account.password);
  await page.getByRole('button', { name: 'Weiter' }).click();

  const currentCode = codeIn(await waitForMail(account.email, 'changeEmailOtpCurrent'));
  await page.getByLabel(/^Neue E-Mail-Adresse/).fill(newEmail);
  await enterCode(page, /aktuelle Adresse/, currentCode);
  await page.getByRole('button', { name: 'Weiter' }).click();

  const newCode = codeIn(await waitForMail(newEmail, 'changeEmailOtpNew'));
  await enterCode(page, /neue Adresse/, newCode);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(page.getByText(`Ihre E-Mail-Adresse lautet jetzt ${newEmail}.`)).toBeVisible();
  await waitForMail(account.email, 'emailChangedNotice');

  await signOut(page);
  await signInWith(page, newEmail, account.password);
});

test('a password change needs the current password, signs out, and the new password signs in', async ({
  page,
}) => {
  const account = newAccount('password');
  const newPassword = `${account.password}-neu`;
  await registerAndVerify(page, account);

  await page.goto('/app/user/change-password');
  await page.getByLabel(/^Aktuelles Passwort/).fill('not-the-password');
  await page.getByLabel(/^Neues Passwort \*?$/).fill(newPassword);
  await page.getByLabel(/^Neues Passwort wiederholen/).fill(`${newPassword}x`);
  await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
  await page.getByLabel(/^Neues Passwort wiederholen/).fill(newPassword);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Das Passwort ist falsch.');

  await page.getByLabel(/^Aktuelles Passwort/).fill(account.password);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Ihr Passwort wurde geändert. Bitte melden Sie sich')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('signed_in'))).toBeNull();

  await signInWith(page, account.email, newPassword);
});
