import { expect, type Page } from '@playwright/test';
import { type DemoKind, demoAccount, demoPassword } from '../../apps/server/src/seed/demo-accounts.ts';

/** Fills the sign-in form in the language the page shows. */
export async function fillSignIn(page: Page, kind: DemoKind, password = demoPassword): Promise<void> {
  await page.getByLabel(/^(E-Mail|E-mail)/).fill(demoAccount(kind).email);
  await page.getByLabel(/^(Passwort|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Sign in)$/ }).click();
}

/**
 * The session token of the signed-in page, read from its HttpOnly cookie (a test can; the page's scripts cannot),
 * for calls a test makes as an API client would: `Authorization: Bearer`.
 */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'baylytics_session');
  if (!cookie) throw new Error('the page holds no session');
  return cookie.value;
}

export async function signIn(page: Page, kind: DemoKind): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, kind);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/**
 * Signs out through the menu's address and waits for the sign-in form: the sign-out ends on a page of the light entry,
 * which loads again, so an address alone is not yet the page a test may navigate away from.
 */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /^(Anmelden|Sign in)$/ })).toBeVisible();
}
