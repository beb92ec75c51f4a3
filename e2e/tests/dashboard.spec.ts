import { expect, test } from '@playwright/test';
import { bookPlanByApi, newBuyer, signIn as signInBuyer } from '../support/paypal-buyer.ts';
import { signIn, signOut } from '../support/sign-in.ts';

test('the trial user sees the days left and the book-package button', async ({ page }) => {
  await signIn(page, 'trial');
  await expect(page.getByText('Ihre Testphase endet in 9 Tagen.')).toBeVisible();
  await page.getByRole('link', { name: 'Paket buchen' }).click();
  await expect(page).toHaveURL(/\/buy\/select-parent-plan$/);
});

test('a Gold user without an eBay token is offered to add one; a Bronze user is not', async ({
  page,
  request,
}) => {
  // An account of its own: the demo Gold user is connected to a stand-in seller on the first start.
  const buyer = await newBuyer(request, 'gold-token');
  await bookPlanByApi(request, buyer, 'Gold', 1, { withoutTrial: true });
  await signInBuyer(page, buyer);
  await expect(page.getByRole('link', { name: 'Token hinzufügen' })).toBeVisible();
  await expect(page.getByText('Ihre Testphase endet')).toHaveCount(0);
  await signOut(page);
  await signIn(page, 'bronze');
  await expect(page.getByRole('heading', { name: 'Neuigkeiten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Token hinzufügen' })).toHaveCount(0);
});

test('the guiding-video button opens the videos of the module', async ({ page }) => {
  await signIn(page, 'silver');
  await page.getByRole('button', { name: 'Anleitungsvideos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anleitungsvideos' });
  await expect(dialog.getByText('Rundgang durch das Dashboard')).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('title', 'Rundgang durch das Dashboard');
});
