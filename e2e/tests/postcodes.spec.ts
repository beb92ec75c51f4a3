import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

for (const texts of [
  {
    language: 'de',
    postalCode: /^PLZ/,
    message: 'Diese Postleitzahl hat nicht die Form, die im gewählten Land gilt.',
  },
  {
    language: 'en',
    postalCode: /^Postal code/,
    message: 'This postcode does not have the form used in the chosen country.',
  },
] as const) {
  test(`a postcode is checked by the rule of the address's country (${texts.language})`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), texts.language);
    await signIn(page, 'gold');
    await page.goto('/app/user/change-address');
    const postalCode = page.getByLabel(texts.postalCode);
    await expect(postalCode).toHaveValue('10117');
    // Four digits are an Austrian postcode, not a German one.
    await postalCode.fill('1010');
    await expect(page.getByText(texts.message)).toBeVisible();
    await postalCode.fill('80331');
    await expect(page.getByText(texts.message)).toHaveCount(0);
  });
}
