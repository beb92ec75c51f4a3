import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

for (const texts of [
  {
    language: 'de',
    signIn: 'Anmelden',
    register: 'Konto anlegen',
    required: 'Pflichtfeld',
    email: 'E-Mail',
    password: 'Passwort',
  },
  {
    language: 'en',
    signIn: 'Sign in',
    register: 'Create account',
    required: 'This field is required',
    email: 'E-mail',
    password: 'Password',
  },
] as const) {
  test.describe(`a form's disabled button says what is missing when pressed (${texts.language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), texts.language);
    });

    test('sign-in', async ({ page }) => {
      await page.goto('/login');
      const button = page.getByRole('button', { name: texts.signIn, exact: true });
      await expect(button).toBeDisabled();
      await expect(page.getByText(texts.required)).toHaveCount(0);
      // The button stays disabled as the spec asks; pressing it anyway names each missing field.
      await button.click({ force: true });
      // Both fields are marked invalid for assistive technology and show their message.
      await expect(page.getByRole('textbox', { name: texts.email, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByRole('textbox', { name: texts.password, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByText(texts.required)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
    });

    test('registration', async ({ page }) => {
      await page.goto('/register');
      const button = page.getByRole('button', { name: texts.register });
      await expect(button).toBeDisabled();
      await button.click({ force: true });
      await expect(page.getByText(texts.required).first()).toBeVisible();
      // First name, last name, phone, e-mail and password.
      await expect(page.locator('.mantine-InputWrapper-error')).toHaveCount(5);
      await expect(page).toHaveURL(/\/register$/);
    });
  });
}

for (const texts of [
  { language: 'de', create: 'Kampagne erstellen', name: 'Kampagnenname', required: 'Pflichtfeld' },
  { language: 'en', create: 'Create campaign', name: 'Campaign name', required: 'This field is required' },
] as const) {
  test(`the campaign form names its missing field when pressed (${texts.language})`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), texts.language);
    await signIn(page, 'gold');
    await page.goto('/app/campaign/create-campaign?sellerName=demo-seller-3');
    const button = page.getByRole('button', { name: texts.create });
    await expect(button).toBeDisabled();
    await button.click({ force: true });
    const name = page.getByRole('textbox', { name: texts.name });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(texts.required)).toBeVisible();
    await expect(page).toHaveURL(/create-campaign\?/);
  });
}
