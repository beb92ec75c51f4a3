import { expect, test } from '@playwright/test';
import { bookPlanByApi, newBuyer, signIn } from '../support/paypal-buyer.ts';
import { signIn as signInDemo } from '../support/sign-in.ts';

const texts = {
  de: {
    title: 'Erste Schritte',
    package: 'Paket buchen',
    ebay: 'eBay-Konto verbinden',
    import: 'Angebote importieren',
    notInPackage: 'nicht in Ihrem Paket',
    progress: (n: number) => `${n} von 4 erledigt`,
    overview: /^Heute bei demo-seller-/,
  },
  en: {
    title: 'Getting started',
    package: 'Book a package',
    ebay: 'Connect your eBay account',
    import: 'Import your listings',
    notInPackage: 'not in your package',
    progress: (n: number) => `${n} of 4 done`,
    overview: /^Today at demo-seller-/,
  },
} as const;

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`a new account's checklist ticks off the booked package (${language})`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const buyer = await newBuyer(request, `dash-${language}`);
    // The helper signs in through the German form; the language is chosen after.
    await signIn(page, buyer);
    await page.evaluate((chosen) => localStorage.setItem('language_selected', chosen), language);
    await page.reload();

    const checklist = page.getByRole('region', { name: text.title });
    await expect(checklist.getByText(text.progress(0))).toBeVisible({ timeout: 30_000 });
    await expect(checklist.locator('li[data-done="false"]')).toHaveCount(4);
    await expect(checklist.getByRole('link', { name: text.package })).toHaveAttribute(
      'href',
      '/buy/select-parent-plan',
    );
    // Without a package the account check is locked: its step leads to the packages and says why.
    const importStep = checklist.locator('li').filter({ hasText: text.import });
    await expect(importStep).toContainText(text.notInPackage);
    await expect(importStep.getByRole('link')).toHaveAttribute('href', '/buy/select-parent-plan');

    await bookPlanByApi(request, buyer, 'Gold', 1, { withoutTrial: true });
    await page.reload();
    await expect(checklist.getByText(text.progress(1))).toBeVisible({ timeout: 30_000 });
    await expect(checklist.locator('li[data-done="true"]')).toHaveText(new RegExp(text.package));
    await expect(checklist.locator('li[data-done="false"]').filter({ hasText: text.ebay })).toHaveCount(1);
    await expect(importStep.getByRole('link')).toHaveAttribute('href', '/app/analytics/account-check');
    await expect(importStep).not.toContainText(text.notInPackage);
  });

  test(`a connected seller sees today's BayScore, movers and keywords near page one (${language})`, async ({
    page,
  }) => {
    test.setTimeout(200_000);
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
    await signInDemo(page, 'gold');
    const overview = page.getByRole('region', { name: text.overview });
    await expect(async () => {
      if (!(await overview.isVisible())) await page.reload();
      await expect(overview).toBeVisible({ timeout: 15_000 });
    }).toPass({ timeout: 150_000 });
    await expect(overview.getByTestId('dashboard-bayscore')).toHaveText(
      language === 'de' ? /^(–|\d+,\d{2})$/ : /^(–|\d+\.\d{2})$/,
    );
  });
}
