import { expect, test } from '@playwright/test';

test('an affiliate link remembers the referer for 30 days and leads on to registration', async ({
  page,
  context,
}) => {
  await page.goto('/affiliate?referer=partner42');
  await expect(page).toHaveURL(/\/register$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'referral');
  const entries = JSON.parse(decodeURIComponent(cookie?.value ?? '[]')) as {
    referer: string;
    expired: string;
  }[];
  expect(entries.map((e) => e.referer)).toEqual(['partner42']);
  const days = (Date.parse(entries[0]?.expired ?? '') - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
});
