import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { newAccount, registerAndVerify } from '../support/new-account.ts';

interface Texts {
  heading: string;
  download: string;
  password: RegExp;
  understood: string;
  submit: string;
  deleted: string;
  signIn: string;
  wrongPassword: string;
  signInRefused: string;
}

const german: Texts = {
  heading: 'Meine Daten und Konto löschen',
  download: 'Meine Daten herunterladen (ZIP)',
  password: /^Ihr Passwort zur Bestätigung/,
  understood: 'Ich verstehe, dass mein Konto und meine Daten endgültig gelöscht werden.',
  submit: 'Mein Konto endgültig löschen',
  deleted: 'Ihr Konto wurde gelöscht.',
  signIn: 'Anmelden',
  wrongPassword: 'Das Passwort ist falsch.',
  signInRefused: 'E-Mail-Adresse oder Passwort falsch',
};

const english: Texts = {
  heading: 'My data and account deletion',
  download: 'Download my data (ZIP)',
  password: /^Your password, to confirm/,
  understood: 'I understand that my account and my data will be deleted for good.',
  submit: 'Delete my account for good',
  deleted: 'Your account has been deleted.',
  signIn: 'Sign in',
  wrongPassword: 'The password is wrong.',
  signInRefused: 'Invalid Username or Password',
};

/** Downloads the data: a ZIP whose file names (stored uncompressed) include the profile and the sign-in log. */
async function downloadData(page: Page, texts: Texts): Promise<void> {
  await page.goto('/app/user/privacy');
  // The account area's chunk may take a while beside the demo market's jobs on the two shared cores.
  await expect(page.getByRole('heading', { name: texts.heading, level: 2 })).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.zip$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const names = bytes.toString('latin1');
  for (const name of ['profile.json', 'profile.csv', 'sign-in-log.csv', 'invoices.json']) {
    expect(names).toContain(name);
  }
}

/** A wrong password changes nothing; the right one deletes the account and signs the browser out for good. */
async function deleteAccount(page: Page, texts: Texts, password: string, email: string): Promise<void> {
  const submit = page.getByRole('button', { name: texts.submit });
  await page.getByLabel(texts.password).fill('not-my-password');
  await page.getByRole('checkbox', { name: texts.understood }).check();
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: texts.wrongPassword })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/user\/privacy$/);

  await page.getByLabel(texts.password).fill(password);
  await submit.click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(texts.deleted)).toBeVisible();

  await page.getByLabel(/^E-Mail/i).fill(email);
  await page.getByLabel(/^(Passwort|Password)/).fill(password);
  await page.getByRole('button', { name: texts.signIn }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.signInRefused })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
}

// Registration, the download, two deletion tries and a sign-in, on two cores shared with the demo market's jobs.
test.describe.configure({ timeout: 240_000 });

test('a user downloads its data and deletes its account, in German', async ({ page }) => {
  const account = newAccount('privacy-de');
  await registerAndVerify(page, account);
  await downloadData(page, german);
  await deleteAccount(page, german, account.password, account.email);
});

test('a user downloads its data and deletes its account, in English', async ({ page }) => {
  const account = newAccount('privacy-en');
  await registerAndVerify(page, account);
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await downloadData(page, english);
  await deleteAccount(page, english, account.password, account.email);
});
