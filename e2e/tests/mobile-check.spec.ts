import { expect, test } from '@playwright/test';
import { ownListing } from '../support/own-listings.ts';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    heading: 'Mobile-Check',
    itemNumber: 'Artikelnummer',
    check: 'Mobil prüfen',
    required: 'Pflichtfeld',
    defined: 'Definierte Kurzbeschreibung',
    count: (n: number) => `${n} von 800 Zeichen`,
    legend: /Fett: die ersten 215 Zeichen/,
    saved: 'Bei eBay gespeicherte Kurzbeschreibung',
    savedGood: 'Grün: gespeichert und vollständig sichtbar.',
    missing: /keine Kurzbeschreibung für Mobilgeräte/,
    noneSaved: 'In der Beschreibung ist keine Kurzbeschreibung gespeichert.',
    schema: 'Standard und Schema',
    tip: 'Tipp für Käufer am Smartphone',
    preview: 'Vorschau des Angebots am Smartphone',
    videos: 'Anleitungsvideos',
  },
  en: {
    heading: 'Mobile check',
    itemNumber: 'Item number',
    check: 'Check mobile',
    required: 'This field is required',
    defined: 'Defined short description',
    count: (n: number) => `${n} of 800 characters`,
    legend: /Bold: the first 215 characters/,
    saved: 'Short description saved on eBay',
    savedGood: 'Green: saved and shown in full.',
    missing: /no mobile short description/,
    noneSaved: 'The description holds no short description.',
    schema: 'Default and schema',
    tip: 'Tip for buyers on phones',
    preview: 'Preview of the listing on a phone',
    videos: 'Guiding videos',
  },
};

const users = {
  de: { kind: 'gold', seller: 'demo-seller-3' },
  en: { kind: 'platinum', seller: 'demo-seller-2' },
} as const;

for (const language of ['de', 'en'] as const) {
  test.describe(`mobile check (${language})`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-GB' });
    const text = texts[language];

    test('checks a listing with and one without a short description: parts, saved HTML, guidance and preview', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, users[language].kind);
      const withSnippet = await ownListing(
        page,
        users[language].seller,
        (r) => r.mobileDescription.flag === 1,
      );
      const without = await ownListing(page, users[language].seller, (r) => r.mobileDescription.flag === 3);
      const shortText = withSnippet.result.mobileDescription.value;

      await page.goto('/app/listing-optimization/mobile-check');
      await expect(page.getByRole('heading', { name: text.heading, level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: text.videos })).toBeVisible();
      await page.getByRole('button', { name: text.check }).click();
      await expect(page.getByText(text.required)).toBeVisible();
      await expect(page).not.toHaveURL(/itemNumber=/);

      await page.getByRole('textbox', { name: text.itemNumber }).fill(withSnippet.itemNumber);
      await page.getByRole('button', { name: text.check }).click();
      await expect(page).toHaveURL(new RegExp(`itemNumber=${withSnippet.itemNumber}`));
      const result = page.getByTestId('mobile-check-result');
      await expect(result.getByRole('heading', { name: text.defined })).toBeVisible({ timeout: 30_000 });
      const parts = result.getByTestId('short-description');
      await expect(parts.getByText(text.count([...shortText].length))).toBeVisible();
      await expect(parts.locator('[data-part="subtitle"]')).toHaveText([...shortText].slice(0, 215).join(''));
      await expect(parts.locator('[data-part="subtitle"]')).toHaveCSS('font-weight', '700');
      await expect(parts.getByText(text.legend)).toBeVisible();
      const saved = result.getByTestId('saved-short-description');
      await expect(saved).toContainText('property="description"');
      await expect(saved).toHaveAttribute('data-flag', 'good');
      await expect(result.getByText(text.savedGood)).toBeVisible();
      await expect(result.getByRole('heading', { name: text.schema })).toBeVisible();
      await expect(result.getByText('typeof="Product"')).toBeVisible();
      await expect(result.getByText(text.tip)).toBeVisible();
      const frame = result.getByTitle(text.preview);
      await expect(frame).toHaveAttribute('sandbox', '');
      await expect(frame).toHaveAttribute('width', '400');
      await expect(frame).toHaveAttribute('height', '555');
      const box = await frame.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(400 + 16);
      await expect(page.frameLocator(`iframe[title="${text.preview}"]`).locator('p')).toContainText(
        [...shortText].slice(0, 50).join(''),
      );

      // The address runs the check; a listing without a short description shows what is missing, in red.
      await page.goto(`/app/listing-optimization/mobile-check?itemNumber=${without.itemNumber}`);
      await expect(page.getByRole('textbox', { name: text.itemNumber })).toHaveValue(without.itemNumber);
      await expect(result.getByText(text.missing)).toBeVisible({ timeout: 30_000 });
      await expect(result.getByText(text.noneSaved)).toBeVisible();
      await expect(page.frameLocator(`iframe[title="${text.preview}"]`).locator('p')).not.toBeEmpty();
    });
  });
}
