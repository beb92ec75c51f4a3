import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/demo-market.ts';
import { itemCheckUrl, ownListing } from '../support/own-listings.ts';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    open: 'Schritt für Schritt optimieren',
    steps: ['Titel', 'Kategorien', 'Artikelmerkmale', 'Variante', 'Mobile Beschreibung'],
    progress: (step: number) => `Schritt ${step} von 5`,
    skipped: 'übersprungen: keine Varianten',
    next: 'Weiter',
    back: 'Zurück',
    markOptimized: 'Als optimiert markieren',
    marked: 'Das Angebot ist als optimiert markiert.',
    unmarked: 'Das Angebot ist nicht mehr als optimiert markiert.',
    categoryApply: 'Kategorien übernehmen',
    specificsApply: 'Artikelmerkmale übernehmen',
    optimized: 'Optimiert',
  },
  en: {
    open: 'Optimize step by step',
    steps: ['Title', 'Categories', 'Item specifics', 'Variant', 'Mobile description'],
    progress: (step: number) => `Step ${step} of 5`,
    skipped: 'skipped: no variants',
    next: 'Next',
    back: 'Back',
    markOptimized: 'Mark optimized',
    marked: 'The listing is marked optimized.',
    unmarked: 'The listing is no longer marked optimized.',
    categoryApply: 'Apply categories',
    specificsApply: 'Apply item specifics',
    optimized: 'Optimized',
  },
};

const users = {
  de: { kind: 'gold', seller: 'demo-seller-3' },
  en: { kind: 'platinum', seller: 'demo-seller-2' },
} as const;

const storedMark = async (itemNumber: string) =>
  (
    await queryDatabase<{ isOptimized: boolean }>(
      'select bool_or(is_optimized) as "isOptimized" from listings where item_number = $1',
      [itemNumber],
    )
  )[0]?.isOptimized;

for (const language of ['de', 'en'] as const) {
  test.describe(`item check wizard (${language})`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-GB' });
    const text = texts[language];

    test("walks the five steps (the variant step skipped without variants) to 'mark optimized', then unmarks", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, users[language].kind);
      // The German test takes a listing without variants, the English one a listing with them.
      const listing = await ownListing(
        page,
        users[language].seller,
        (r) =>
          r.inAccountCheck &&
          !r.isOptimized &&
          r.itemCharacteristics.length > 0 &&
          (language === 'de') === (r.itemVariants.variants.length === 0),
      );
      const hasVariants = language === 'en';
      await page.goto(itemCheckUrl(listing));
      await expect(page.getByTestId('item-check-result')).toBeVisible({ timeout: 30_000 });
      const mark = page.getByRole('switch', { name: text.optimized });
      await expect(mark).not.toBeChecked();

      await page.getByRole('button', { name: text.open }).click();
      const wizard = page.getByRole('dialog');
      for (const [index, step] of text.steps.entries())
        await expect(wizard.getByRole('button', { name: new RegExp(`^${index + 1} ${step}`) })).toBeVisible();
      await expect(wizard.getByText(text.skipped)).toHaveCount(hasVariants ? 0 : 1);
      const progress = wizard.getByRole('progressbar');

      // 1 title: the title's checks.
      await expect(wizard.getByText(text.progress(1))).toBeVisible();
      await expect(progress).toHaveAttribute('aria-valuenow', '20');
      await expect(wizard.getByRole('table')).toBeVisible();
      await wizard.getByRole('button', { name: text.next }).click();
      // 2 categories: the check's category form.
      await expect(wizard.getByText(text.progress(2))).toBeVisible();
      await expect(wizard.getByRole('button', { name: text.categoryApply })).toBeVisible();
      await wizard.getByRole('button', { name: text.next }).click();
      // 3 item specifics: the check's specifics form.
      await expect(wizard.getByText(text.progress(3))).toBeVisible();
      await expect(wizard.getByRole('button', { name: text.specificsApply })).toBeVisible();
      await wizard.getByRole('button', { name: text.next }).click();
      // 4 variant, only with variants; then 5 mobile description.
      if (hasVariants) {
        await expect(wizard.getByText(text.progress(4))).toBeVisible();
        await expect(progress).toHaveAttribute('aria-valuenow', '80');
        await wizard.getByRole('button', { name: text.next }).click();
      }
      await expect(wizard.getByText(text.progress(5))).toBeVisible();
      await expect(progress).toHaveAttribute('aria-valuenow', '100');
      await expect(wizard.getByRole('button', { name: text.next })).toHaveCount(0);
      await wizard.getByRole('button', { name: text.back }).click();
      await expect(wizard.getByText(text.progress(hasVariants ? 4 : 3))).toBeVisible();
      await wizard.getByRole('button', { name: text.next }).click();

      await wizard.getByRole('button', { name: text.markOptimized }).click();
      await expect(page.getByText(text.marked)).toBeVisible();
      await expect(wizard).toBeHidden();
      await expect(mark).toBeChecked();
      expect(await storedMark(listing.itemNumber)).toBe(true);

      // The next check reads the account check's mark; the switch takes it away again.
      await page.reload();
      await expect(page.getByRole('switch', { name: text.optimized })).toBeChecked({ timeout: 30_000 });
      await page.getByRole('switch', { name: text.optimized }).click({ force: true });
      await expect(page.getByText(text.unmarked)).toBeVisible();
      await expect(page.getByRole('switch', { name: text.optimized })).not.toBeChecked();
      expect(await storedMark(listing.itemNumber)).toBe(false);
    });
  });
}
