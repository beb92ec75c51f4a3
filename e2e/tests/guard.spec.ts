import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

test('a Bronze user opening an administrator route is sent to the dashboard with the noPermission toast', async ({
  page,
}) => {
  await signIn(page, 'bronze');
  await page.goto('/app/admin/users');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Sie haben keine Berechtigung für diese Seite.')).toBeVisible();
});

test('a module outside the package is locked in the menu and says so', async ({ page }) => {
  await signIn(page, 'bronze');
  await page.getByRole('button', { name: 'Analysen' }).click();
  await page.getByRole('link', { name: 'Account-Check' }).click();
  await expect(page.getByText('Dieses Modul ist in Ihrem Paket nicht enthalten')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('administrator entries appear only for administrators', async ({ page }) => {
  await signIn(page, 'administrator');
  await expect(page.getByRole('button', { name: 'Administration' })).toBeVisible();
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Benutzer' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Benutzer', level: 2 })).toBeVisible();
});

test('unknown paths lead to the dashboard', async ({ page }) => {
  await signIn(page, 'silver');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
