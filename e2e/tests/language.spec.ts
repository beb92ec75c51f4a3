import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

test('the language switch changes the texts and survives a reload', async ({ page }) => {
  await signIn(page, 'gold');
  await expect(page.getByRole('heading', { name: 'Neuigkeiten' })).toBeVisible();
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'What is new' })).toBeVisible();
  await expect(page.getByText('Keyword Pro, keyword tool and keyword lists')).toBeVisible();
  // A screen's own texts come with the signed-in frame, in the language chosen after it loaded.
  await page.goto('/app/learning/manual');
  await expect(
    page.getByText('Short videos for every module: open a card to watch how the module works.'),
  ).toBeVisible();
  await page.goto('/app/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What is new' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an English browser gets the English sign-in page, and a wrong password the English message', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill('nobody@example.com');
  await page.getByLabel(/^Password/).fill('whatever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Username or Password');
  await context.close();
});

test('the culture query of a registration page sets the language', async ({ page }) => {
  await page.goto('/register?culture=en');
  await expect(page.getByRole('button', { name: /register|create account/i })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
