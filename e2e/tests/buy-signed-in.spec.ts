import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

for (const [language, heading] of [
  ['de', 'Paket wählen'],
  ['en', 'Choose a package'],
] as const) {
  test(`/buy while signed in leads to choosing a package, not silently to the dashboard (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
    await signIn(page, 'noPlan');
    await page.goto('/buy');
    await expect(page).toHaveURL(/\/buy\/select-parent-plan$/);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  });
}
