import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

test.describe('learning in German', () => {
  test('the manual has a card per module that opens its guiding videos, and masterclass-1 has 7 videos', async ({
    page,
  }) => {
    await signIn(page, 'bronze');
    await page.goto('/app/learning/manual');
    await expect(page.getByRole('heading', { name: 'Handbuch' })).toBeVisible();
    const cards = page.getByTestId('manual-module');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(10);

    await page.getByRole('button', { name: 'Videos zu Partnerprogramm ansehen' }).click();
    const modal = page.getByRole('dialog', { name: 'Partnerprogramm' });
    await expect(modal.locator('iframe')).toHaveCount(1);
    await modal.getByRole('button').first().click();
    await expect(modal).toBeHidden();

    await page.getByRole('link', { name: 'Masterclass 1: Gefunden werden' }).click();
    await expect(page).toHaveURL(/\/app\/learning\/masterclass-1$/);
    await expect(page.getByTestId('class-video')).toHaveCount(7);
    await expect(page.getByTestId('class-video').locator('iframe')).toHaveCount(7);
    await expect(page.locator('iframe[title="1. Wie die eBay-Suche rankt"]')).toHaveAttribute(
      'src',
      /masterclass-1-1-de$/,
    );
  });
});

test.describe('learning in English', () => {
  test.use({ locale: 'en-US' });

  test('masterclass-2 has 6 videos in English, and an unknown class says so', async ({ page }) => {
    await signIn(page, 'bronze');
    await page.goto('/app/learning/masterclass-2');
    await expect(page.getByRole('heading', { name: 'Masterclass 2: Selling more' })).toBeVisible();
    await expect(page.getByTestId('class-video')).toHaveCount(6);
    await expect(page.locator('iframe[title="1. Pricing with the median tool"]')).toHaveAttribute(
      'src',
      /masterclass-2-1-en$/,
    );

    await page.goto('/app/learning/masterclass-99');
    await expect(page.getByText('There is no class at this address.')).toBeVisible();
  });
});
