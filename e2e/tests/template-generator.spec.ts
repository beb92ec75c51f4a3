import { expect, test } from '@playwright/test';
import { ownListing } from '../support/own-listings.ts';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    heading: 'Vorlagen-Generator',
    videos: 'Anleitungsvideos',
    outside: 'Vorlagen-Generator öffnen',
    itemNumber: 'Artikelnummer',
    load: 'Vorlage laden',
    required: 'Pflichtfeld',
    productTitle: 'Produkttitel',
    shortDesc: 'Kurzbeschreibung',
    remaining: (n: number, max: number) => `Noch ${n} Zeichen von ${max}`,
    generate: 'HTML erzeugen',
    copy: 'HTML kopieren',
    copied: 'Das HTML wurde kopiert.',
    apply: 'Auf eBay übernehmen',
    changed: 'Die Beschreibung wurde auf eBay geändert.',
    notChanged: 'Die Beschreibung wurde auf eBay nicht geändert.',
    preview: 'Vorschau der Beschreibung',
  },
  en: {
    heading: 'Template generator',
    videos: 'Guiding videos',
    outside: 'open the template generator',
    itemNumber: 'Item number',
    load: 'Load template',
    required: 'This field is required',
    productTitle: 'Product title',
    shortDesc: 'Short description',
    remaining: (n: number, max: number) => `${n} characters left of ${max}`,
    generate: 'Generate HTML',
    copy: 'Copy HTML',
    copied: 'The HTML is copied.',
    apply: 'Apply on eBay',
    changed: 'The description is changed on eBay.',
    notChanged: 'The description was not changed on eBay.',
    preview: 'Preview of the description',
  },
};

const users = {
  de: { kind: 'gold', seller: 'demo-seller-3' },
  en: { kind: 'platinum', seller: 'demo-seller-2' },
} as const;

for (const language of ['de', 'en'] as const) {
  test.describe(`template generator (${language})`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-GB' });
    const text = texts[language];

    test("loads a listing's product data, generates the HTML, copies it and sends it to eBay", async ({
      page,
      context,
    }) => {
      test.setTimeout(240_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, users[language].kind);
      const listing = await ownListing(
        page,
        users[language].seller,
        (r) => r.sellerDetails.hasToken && r.mobileDescription.flag === 1,
      );
      const title = listing.result.item.find((e) => e.description === 'title')?.value ?? '';

      await page.goto('/app/listing-optimization/template');
      await expect(page.getByRole('heading', { name: text.heading, level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: text.videos })).toBeVisible();
      await expect(page.getByRole('link', { name: text.outside })).toHaveAttribute('target', '_blank');
      await page.getByRole('button', { name: text.load }).click();
      await expect(page.getByText(text.required)).toBeVisible();

      await page.getByRole('textbox', { name: text.itemNumber }).first().fill(listing.itemNumber);
      await page.getByRole('button', { name: text.load }).click();
      const form = page.getByTestId('product-form');
      await expect(form.getByRole('textbox', { name: text.productTitle })).toHaveValue(title, {
        timeout: 30_000,
      });
      await expect(form.getByTestId('product-title-remaining')).toHaveText(
        text.remaining(80 - title.length, 80),
      );
      const short = `Kurz ${language}: <b>fett</b> & ehrlich`;
      await form.getByRole('textbox', { name: text.shortDesc }).fill(short);
      await expect(form.getByTestId('short-desc-remaining')).toHaveText(
        text.remaining(800 - short.length, 800),
      );

      await page.getByRole('button', { name: text.generate }).click();
      const html = page.getByTestId('generated-html');
      await expect(html).toContainText(
        `<span property="description">Kurz ${language}: &lt;b&gt;fett&lt;/b&gt; &amp; ehrlich</span>`,
        { timeout: 30_000 },
      );
      await expect(html).not.toContainText('<script');
      const frame = page.getByTitle(text.preview);
      await expect(frame).toHaveAttribute('sandbox', '');
      await expect(page.frameLocator(`iframe[title="${text.preview}"]`).locator('h1')).toHaveText(title);

      await page.getByRole('button', { name: text.copy }).click();
      await expect(page.getByText(text.copied)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('property="description"');

      await page.getByRole('button', { name: text.apply }).click();
      await expect(page.getByTestId('apply-result')).toHaveText(text.changed, { timeout: 30_000 });

      // Another item number (no listing of the caller's): the failure reads in red.
      await form.getByRole('textbox', { name: text.itemNumber }).fill('999999999999');
      await page.getByRole('button', { name: text.generate }).click();
      await expect(html).toContainText('999999999999');
      await page.getByRole('button', { name: text.apply }).click();
      const failure = page.getByTestId('apply-result');
      await expect(failure).toContainText(text.notChanged, { timeout: 30_000 });
      // Red: the theme's red text (rgb(141, 29, 29), 30 % darker than red 9 so it reads on white) or a lighter red.
      await expect(failure).toHaveCSS('color', /rgb\((2[0-9]{2}|1[2-9][0-9]), [0-9]{1,2}, [0-9]{1,2}\)/);
    });
  });
}
