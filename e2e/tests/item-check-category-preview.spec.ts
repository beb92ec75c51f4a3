import { expect, type Page, test } from '@playwright/test';
import { type ItemCheckResult, itemCheckUrl, ownListing } from '../support/own-listings.ts';
import { sessionToken, signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    newPrimary: 'Neue Hauptkategorie',
    title: 'Was die neue Kategorie an den Artikelmerkmalen ändert',
    unknown: (names: string) => `In der neuen Kategorie unbekannt (bleiben als eigene Merkmale): ${names}`,
    missing: (names: string) => `In der neuen Kategorie erforderlich und hier nicht ausgefüllt: ${names}`,
    apply: 'Kategorien übernehmen',
  },
  en: {
    newPrimary: 'New primary category',
    title: 'What the new category does to the item specifics',
    unknown: (names: string) => `Not known in the new category (kept as your own specifics): ${names}`,
    missing: (names: string) => `Required in the new category and missing here: ${names}`,
    apply: 'Apply categories',
  },
};

/** Each language its own demo seller, as the other item check tests; this test sends nothing to eBay. */
const users = {
  de: { kind: 'gold', seller: 'demo-seller-3' },
  en: { kind: 'platinum', seller: 'demo-seller-2' },
} as const;

interface Preview {
  unknown: string[];
  missing: string[];
}

const previewPath = (itemNumber: string, categoryId: string) =>
  `/api/itemchecking/${itemNumber}/category-preview?categoryId=${categoryId}`;

async function previewOf(page: Page, itemNumber: string, categoryId: string): Promise<Preview | null> {
  const token = await sessionToken(page);
  const answer = await page.request.get(previewPath(itemNumber, categoryId), {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.ok() ? ((await answer.json()) as { data: Preview }).data : null;
}

/**
 * A listing of the seller with a token, and one of eBay's suggested categories other than its own to which a move
 * would leave specifics unknown and required ones missing (both asked through the API, as the page will ask).
 */
async function listingWithTellingSuggestion(page: Page, seller: string) {
  // The seller's first listings (as ownListing checks them), each with a token and another suggested category.
  const candidates: ItemCheckResult[] = [];
  await ownListing(page, seller, (r) => {
    if (
      r.sellerDetails.hasToken &&
      r.itemCategories.suggestions.some((s) => s.id !== r.itemCategories.primaryCategory.value)
    )
      candidates.push(r);
    return false;
  }).catch(() => undefined);
  for (const result of candidates) {
    const current = result.itemCategories.primaryCategory.value;
    for (const suggestion of result.itemCategories.suggestions) {
      if (suggestion.id === current) continue;
      const preview = await previewOf(page, result.itemNumber, suggestion.id);
      if (preview && preview.unknown.length > 0 && preview.missing.length > 0) return { result, suggestion };
    }
  }
  throw new Error(`no listing of ${seller} with a suggested category that changes its specifics`);
}

for (const language of ['de', 'en'] as const) {
  test.describe(`item check category change preview (${language})`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-GB' });
    const text = texts[language];

    test('choosing another category shows, before anything is sent, the specifics it does not know and the required ones missing', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, users[language].kind);
      const { result, suggestion } = await listingWithTellingSuggestion(page, users[language].seller);
      const listing = { itemNumber: result.itemNumber, keyword: result.keyword };
      const current = result.itemCategories.primaryCategory.value;
      await page.goto(itemCheckUrl(listing));
      await expect(page.getByTestId('item-check-result')).toBeVisible({ timeout: 30_000 });
      const form = page.getByTestId('category-form');
      await expect(form.getByTestId('category-preview')).toHaveCount(0);

      // The page asks the server what the move would do as soon as the category is chosen; what it shows is that
      // answer (the listing's specifics may change meanwhile through other tests, so it is compared with it).
      const asked = page.waitForResponse(
        (response) =>
          response.url().includes(previewPath(listing.itemNumber, suggestion.id)) &&
          response.request().method() === 'GET',
        { timeout: 30_000 },
      );
      await form.getByRole('combobox', { name: text.newPrimary }).click();
      await page.getByRole('option', { name: suggestion.name, exact: true }).click();
      const answer = await asked;
      expect(answer.status()).toBe(200);
      const preview = ((await answer.json()) as { data: Preview }).data;
      expect(preview.unknown.length).toBeGreaterThan(0);
      expect(preview.missing.length).toBeGreaterThan(0);

      const shown = form.getByTestId('category-preview');
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(text.title);
      await expect(shown.getByText(text.unknown(preview.unknown.join(', ')), { exact: true })).toBeVisible();
      await expect(shown.getByText(text.missing(preview.missing.join(', ')), { exact: true })).toBeVisible();

      // Nothing went to eBay: the apply button is still there to press, and the listing keeps its category.
      await expect(form.getByRole('button', { name: text.apply })).toBeEnabled();
      const token = await sessionToken(page);
      const check = await page.request.get(
        `/api/itemchecking/${listing.itemNumber}?keyword=${encodeURIComponent(listing.keyword)}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const now = (await check.json()) as { data: ItemCheckResult };
      expect(now.data.itemCategories.primaryCategory.value).toBe(current);
    });
  });
}
