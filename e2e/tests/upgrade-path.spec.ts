import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

for (const texts of [
  {
    language: 'de',
    group: 'Analysen',
    module: 'Account-Check',
    message: 'Dieses Modul ist in Ihrem Paket nicht enthalten',
    upgrade: 'Paket wechseln',
    packages: 'Paket wählen',
    current: 'Ihr Paket',
  },
  {
    language: 'en',
    group: 'Analytics',
    module: 'Account check',
    message: 'This module is not included in your package',
    upgrade: 'Change package',
    packages: 'Choose a package',
    current: 'Your package',
  },
] as const) {
  test(`a locked module leads on to the packages, where the seller's own is marked (${texts.language})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), texts.language);
    await signIn(page, 'bronze');
    await page.getByRole('button', { name: texts.group }).click();
    await page.getByRole('link', { name: texts.module }).click();
    await expect(page.getByText(texts.message)).toBeVisible();
    await page.getByRole('button', { name: texts.upgrade }).click();

    await expect(page).toHaveURL(/\/buy\/select-parent-plan$/);
    await expect(page.getByRole('heading', { name: texts.packages }).first()).toBeVisible();
    const current = page.locator('[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Bronze');
    await expect(current.getByText(texts.current)).toBeVisible();
  });

  test(`opening a locked page directly says so with the way to a package (${texts.language})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), texts.language);
    await signIn(page, 'bronze');
    await page.goto('/app/analytics/account-check');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('button', { name: texts.upgrade }).click();
    await expect(page).toHaveURL(/\/buy\/select-parent-plan$/);
  });
}
