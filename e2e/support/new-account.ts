import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox.ts';

/**
 * An account of its own for a test that changes credentials: tests run in parallel on one database,
 * and the demo accounts are shared by every other test.
 */
export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newAccount(label: string): NewAccount {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    email: `e2e-${label}-${id}@example.com`,
    password: `Pw-${id}-2026`,
    firstName: 'Erika',
    lastName: 'Muster',
  };
}

/** Fills /register (German labels) and submits; the caller checks the outcome. */
export async function submitRegistration(page: Page, account: NewAccount, query = ''): Promise<void> {
  await page.goto(`/register${query}`);
  await page.getByLabel(/^Vorname/).fill(account.firstName);
  await page.getByLabel(/^Nachname/).fill(account.lastName);
  await page.getByLabel(/^Telefon/).fill('+49 30 1234567');
  await page.getByLabel(/^E-Mail/).fill(account.email);
  await page.getByLabel(/^Passwort/).fill(account.password);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
}

/** Registers through the pages and opens the mailed verification link: the browser is then signed in. */
export async function registerAndVerify(page: Page, account: NewAccount): Promise<void> {
  await submitRegistration(page, account);
  await expect(page.getByText('Ihr Konto wurde erfolgreich angelegt')).toBeVisible();
  await page.goto(linkIn(await waitForMail(account.email, 'verifyEmail')));
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Passwort/).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** Types a one-time password into the code field labelled `label`. */
export async function enterCode(page: Page, label: string | RegExp, code: string): Promise<void> {
  await page.getByLabel(label).fill(code);
}
