import { expect, type Locator, type Page } from '@playwright/test';
import { type DemoKind, demoAccount, demoPassword } from '../../apps/server/src/seed/demo-accounts.ts';

/** Whether the element `target` names has the focus now (without waiting for it to appear). */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus; fails after `limit` presses, naming
 * where the focus got stuck.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 40, backwards = false }: { limit?: number; backwards?: boolean } = {},
): Promise<void> {
  // The element is found once: finding it by role and name again after every press costs a walk of a large page.
  // Found again only when the page replaced it (a prerendered page whose script renders it in another language).
  let element = await target.elementHandle();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const state = await element?.evaluate((candidate) =>
      candidate === document.activeElement ? 'focused' : candidate.isConnected ? 'elsewhere' : 'replaced',
    );
    if (state === 'focused') return;
    if (state === 'replaced') {
      element = await target.elementHandle();
      if (await element?.evaluate((candidate) => candidate === document.activeElement)) return;
    }
  }
  throw new Error(`not reached with ${limit} presses of Tab; the focus is on: ${await focusedName(page)}`);
}

/** Presses `key` until `target` has the focus (arrow keys in a menu or a radio group). */
export async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 12): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The focused element's accessible name as far as a test can read it (its label or its text). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing)';
    return (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 80);
  });
}

/** Signs in on `/login` with the keyboard alone: Tab to the e-mail, type, Tab to the password, type, Enter. */
export async function signInByKeyboard(
  page: Page,
  account: DemoKind | { email: string; password: string },
): Promise<void> {
  const { email, password } =
    typeof account === 'string' ? { email: demoAccount(account).email, password: demoPassword } : account;
  await page.goto('/login');
  const emailField = page.getByLabel(/^(E-Mail|E-mail)/);
  await expect(emailField).toBeVisible();
  await tabTo(page, emailField, { limit: 15 });
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^(Passwort|Password)/)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** Opens the page in `language` from its first load on, as a visitor who chose it before would. */
export async function chooseLanguage(page: Page, language: 'de' | 'en'): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
}

/** My Ranking's form in one language: the names a test finds its parts by. */
export interface TrackingFormTexts {
  form: string;
  itemNumber: string;
  lines: string;
  add: string;
  added: string;
}

/**
 * On My Ranking, tracks `keyword` for the item with the keyboard alone: Tab to the item number, type it, Tab to
 * the keyword lines, type, Tab to the add button, Enter; waits for the confirmation.
 */
export async function trackByKeyboard(
  page: Page,
  text: TrackingFormTexts,
  itemNumber: string,
  keyword: string,
): Promise<void> {
  const form = page.getByRole('form', { name: text.form });
  const itemField = form.getByLabel(text.itemNumber, { exact: true });
  await expect(itemField).toBeVisible();
  await tabTo(page, itemField, { limit: 60 });
  await page.keyboard.type(itemNumber);
  await tabTo(page, form.getByLabel(text.lines), { limit: 10 });
  await page.keyboard.type(keyword);
  await tabTo(page, form.getByRole('button', { name: text.add, exact: true }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(text.added)).toBeVisible();
}
