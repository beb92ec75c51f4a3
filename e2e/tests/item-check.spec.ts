import { expect, type Page, test } from '@playwright/test';
import { queryDatabase } from '../support/demo-market.ts';
import { itemCheckUrl, ownListing } from '../support/own-listings.ts';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    heading: 'Artikel-Check',
    itemNumber: 'Artikelnummer',
    keyword: 'Hauptkeyword',
    sections: [
      'Artikel',
      'Kategorie',
      'Varianten',
      'Mobilbeschreibung',
      'Verkäufer',
      'Beschreibung',
      'Versand und Rücknahme',
    ],
    flags: ['Gut', 'Warnung', 'Schlecht'],
    newSecondary: 'Neue Zweitkategorie',
    applyCategories: 'Kategorien übernehmen',
    editSpecifics: 'Artikelmerkmale bearbeiten',
    applySpecifics: 'Artikelmerkmale übernehmen',
    done: 'Die Änderung ist bei eBay.',
    noToken: /Änderungen bei eBay brauchen einen gültigen Token des Verkäufers/,
    createToken: 'Token erstellen',
  },
  en: {
    heading: 'Item check',
    itemNumber: 'Item number',
    keyword: 'Main keyword',
    sections: [
      'Item',
      'Category',
      'Variants',
      'Mobile description',
      'Seller',
      'Description',
      'Shipping and returns',
    ],
    flags: ['Good', 'Warning', 'Bad'],
    newSecondary: 'New secondary category',
    applyCategories: 'Apply categories',
    editSpecifics: 'Edit item specifics',
    applySpecifics: 'Apply item specifics',
    done: 'The change is on eBay.',
    noToken: /Changes on eBay need a valid token of the seller/,
    createToken: 'Create a token',
  },
};

/** Each language checks its own demo seller's listings, so the two tests change different listings. */
const users = {
  de: { kind: 'gold', seller: 'demo-seller-3' },
  en: { kind: 'platinum', seller: 'demo-seller-2' },
} as const;

async function expectSectionsWithFlags(page: Page, text: (typeof texts)['de']) {
  const result = page.getByTestId('item-check-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  for (const name of text.sections)
    await expect(result.getByRole('heading', { name, exact: true })).toBeVisible();
  for (const flag of text.flags) await expect(result.getByText(flag, { exact: true }).first()).toBeVisible();
  await expect(result.locator('iframe[sandbox=""]')).toBeVisible();
}

for (const language of ['de', 'en'] as const) {
  test.describe(`item check (${language})`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-GB' });
    const text = texts[language];

    test('runs from the address, shows its sections with flags, and sends a category and item specifics to eBay', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, users[language].kind);
      const listing = await ownListing(page, users[language].seller, (r) => {
        const current = [r.itemCategories.primaryCategory.value, r.itemCategories.secondaryCategory?.value];
        return (
          r.sellerDetails.hasToken &&
          r.itemCategories.suggestions.some((s) => !current.includes(s.id)) &&
          r.itemCharacteristics.every((c) => c.requiredFlag !== 1 || c.value.length > 0) &&
          r.itemCharacteristics.some(
            (c) => c.type === 'TEXTBOX' && c.inputMode === 'SINGLE' && !c.value.length,
          )
        );
      });
      const { result } = listing;
      await page.goto(itemCheckUrl(listing));
      await expect(page.getByRole('heading', { name: text.heading, level: 2 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: text.itemNumber })).toHaveValue(listing.itemNumber);
      await expect(page.getByRole('textbox', { name: text.keyword })).toHaveValue(listing.keyword);
      await expectSectionsWithFlags(page, text);

      // A suggested category as the secondary category: eBay takes it, and the next check shows it.
      const current = [
        result.itemCategories.primaryCategory.value,
        result.itemCategories.secondaryCategory?.value,
      ];
      const suggestion = result.itemCategories.suggestions.find((s) => !current.includes(s.id));
      if (!suggestion) throw new Error('no suggestion to choose');
      await page.getByRole('combobox', { name: text.newSecondary }).click();
      await page.getByRole('option', { name: suggestion.name, exact: true }).click();
      await page.getByRole('button', { name: text.applyCategories }).click();
      await expect(page.getByText(text.done).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('secondary-category')).toHaveText(suggestion.name, { timeout: 30_000 });

      // An empty free-text item specific filled: eBay takes it, and the next check shows the value.
      const specific = result.itemCharacteristics.find(
        (c) => c.type === 'TEXTBOX' && c.inputMode === 'SINGLE' && !c.value.length,
      );
      if (!specific) throw new Error('no empty item specific');
      const value = `Testwert ${language}`;
      await page.getByRole('button', { name: text.editSpecifics }).click();
      const form = page.getByTestId('specifics-form');
      const input = form.getByLabel(specific.name, { exact: true }).first();
      await input.fill(value);
      await input.press('Escape');
      await form.getByRole('button', { name: text.applySpecifics }).click();
      await expect(page.getByText(text.done).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('specifics-form')).toBeHidden({ timeout: 30_000 });
      await expect(page.getByRole('cell', { name: value, exact: true })).toBeVisible({ timeout: 30_000 });
    });

    test("without the seller's token the apply buttons are disabled and ask for a token", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      // The trial user also holds demo-seller-1's listings as an imported account, without that seller's token.
      await queryDatabase(
        `insert into ranking_accounts (user_id, seller_name)
         select id, 'demo-seller-1' from users where email = 'trial@demo.baylytics.de' on conflict do nothing`,
      );
      await signIn(page, 'trial');
      const listing = await ownListing(
        page,
        'demo-seller-1',
        (r) => !r.sellerDetails.hasToken && r.itemCategories.suggestions.length > 0,
      );
      await page.goto(itemCheckUrl(listing));
      await expectSectionsWithFlags(page, text);
      await expect(page.getByRole('button', { name: text.applyCategories })).toBeDisabled();
      await expect(page.getByTestId('token-notice').first()).toContainText(text.noToken);
      await page.getByRole('button', { name: text.editSpecifics }).click();
      await expect(page.getByRole('button', { name: text.applySpecifics })).toBeDisabled();
      await page.getByRole('link', { name: text.createToken }).first().click();
      await expect(page).toHaveURL(/\/app\/ebay-accept$/);
    });
  });
}
