import { expect, type Page, test } from '@playwright/test';
import { demoAccount, demoPassword } from '../../apps/server/src/seed/demo-accounts.ts';

/** Presses Tab until the element `isTarget` names has the focus; fails after `limit` presses. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 15): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

for (const [language, email, password] of [
  ['de', /^E-Mail/, /^Passwort/],
  ['en', /^E-mail/, /^Password/],
] as const) {
  test(`signs in with the keyboard alone (${language}): Tab to the e-mail, Tab to the password, Enter`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
    await page.goto('/login');
    const emailField = page.getByLabel(email);
    const passwordField = page.getByLabel(password);
    await expect(emailField).toBeVisible();
    await tabTo(page, () => emailField.evaluate((field) => field === document.activeElement));
    await page.keyboard.type(demoAccount('gold').email);
    await page.keyboard.press('Tab');
    await expect(passwordField).toBeFocused();
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // The signed-in frame takes the keyboard too: once it is there, the first Tab reaches a named control.
    await expect(page.getByRole('button', { name: /^(Benutzermenü|User menu)$/ })).toBeVisible();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element && element !== document.body
        ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
        : '';
    });
    expect(focused.length).toBeGreaterThan(0);
  });
}
