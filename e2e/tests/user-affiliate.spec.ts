import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newAccount, submitRegistration } from '../support/new-account.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/affiliate/user-affiliate';

test.describe('the affiliate screen in German', () => {
  test('generates a code, shows its link, and counts a registration through the link as a friend', async ({
    page,
    browser,
  }) => {
    const code = `e2e-${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
    await signIn(page, 'affiliate');
    await page.goto(screen);
    await expect(page.getByRole('heading', { name: 'Partnerprogramm' })).toBeVisible();

    await page.getByRole('button', { name: 'Erzeugen' }).click();
    await expect(page.getByText('Bitte geben Sie den Code ein.')).toBeVisible();

    await page.getByLabel(/^Code/).fill(code);
    await page.getByRole('button', { name: 'Erzeugen' }).click();
    const link = page.getByTestId('affiliate-current-link');
    await expect(link).toHaveText(new RegExp(`/affiliate\\?referer=${code}$`));
    await expect(page.getByRole('button', { name: 'Link kopieren' })).toBeVisible();

    // A visitor opens the link in a browser of its own and registers.
    const visitor = await browser.newContext({ locale: 'de-DE' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/affiliate?referer=${code}`);
    await expect(visitorPage).toHaveURL(/\/register$/);
    const friend = { ...newAccount('friend'), firstName: 'Frieda', lastName: `Geworben${code.slice(-4)}` };
    await submitRegistration(visitorPage, friend);
    await expect(visitorPage.getByText('Ihr Konto wurde erfolgreich angelegt')).toBeVisible();
    await visitor.close();

    await page.reload();
    const friends = page.getByRole('table', { name: 'Geworbene Freunde' });
    await expect(friends.getByRole('row', { name: new RegExp(`Frieda ${friend.lastName}`) })).toBeVisible();

    await page.getByLabel(/^Code/).fill(code.toUpperCase());
    await page.getByRole('button', { name: 'Erzeugen' }).click();
    await expect(
      page.getByText('Diesen Code gibt es bereits. Bitte wählen Sie einen anderen.'),
    ).toBeVisible();
    await expect(link).toHaveText(new RegExp(`referer=${code}$`));
  });
});

test.describe('the affiliate screen in English', () => {
  test.use({ locale: 'en-US' });

  test("refuses a code someone holds with 'the code is existed'", async ({ page }) => {
    await signIn(page, 'administrator');
    await page.goto(screen);
    await expect(page.getByRole('heading', { name: 'Referred friends' })).toBeVisible();
    await page.getByLabel(/^Code/).fill('ALEX-PARTNER');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText('This code already exists. Please choose another one.')).toBeVisible();
    await page.getByLabel(/^Code/).fill('two words');
    await expect(page.getByText("Only letters, digits, '-' and '_', up to 32 characters.")).toBeVisible();
  });
});
