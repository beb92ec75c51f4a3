import { expect, type Page, test } from '@playwright/test';
import { queryDatabase } from '../support/demo-market.ts';
import { itemCheckUrl, ownListing } from '../support/own-listings.ts';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    heading: 'Titel-Generator',
    videos: 'Anleitungsvideos',
    itemNumber: 'Artikelnummer',
    keyword: 'Hauptkeyword',
    build: 'Titel bauen',
    missing: 'Bitte geben Sie Artikelnummer und Keyword ein.',
    status: (n: number) => `${n} / 80 Zeichen`,
    tooLong: (n: number) => `${n} / 80 Zeichen – zu lang`,
    database: 'Keyword-Datenbank',
    free: 'Eigene Keywords',
    add: 'Hinzufügen',
    copy: 'Titel kopieren',
    copied: 'Der Titel wurde kopiert.',
    apply: 'Auf eBay übernehmen',
    changed: 'Der Titel wurde geändert.',
    onEbay: 'Titel auf eBay:',
    remove: (word: string) => `„${word}“ entfernen`,
    move: (word: string) => `„${word}“ verschieben`,
    over: (word: string, other: string) => `„${word}“ liegt über „${other}“.`,
    noToken: /Änderungen bei eBay brauchen einen gültigen Token des Verkäufers/,
    openWizard: 'Schritt für Schritt optimieren',
  },
  en: {
    heading: 'Title builder',
    videos: 'Guiding videos',
    itemNumber: 'Item number',
    keyword: 'Main keyword',
    build: 'Build title',
    missing: 'Please enter item number and keyword.',
    status: (n: number) => `${n} / 80 characters`,
    tooLong: (n: number) => `${n} / 80 characters – too long`,
    database: 'Keyword database',
    free: 'Own keywords',
    add: 'Add',
    copy: 'Copy title',
    copied: 'The title is copied.',
    apply: 'Apply on eBay',
    changed: 'The title is changed.',
    onEbay: 'Title on eBay:',
    remove: (word: string) => `Remove “${word}”`,
    move: (word: string) => `Move “${word}”`,
    over: (word: string, other: string) => `“${word}” is over “${other}”.`,
    noToken: /Changes on eBay need a valid token of the seller/,
    openWizard: 'Optimize step by step',
  },
};

const users = {
  de: { kind: 'gold', seller: 'demo-seller-3' },
  en: { kind: 'platinum', seller: 'demo-seller-2' },
} as const;

const generated = (page: Page) => page.getByTestId('generated-title');

for (const language of ['de', 'en'] as const) {
  test.describe(`title builder (${language})`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-GB' });
    const text = texts[language];

    test('builds a title from pickers, free words and dragging, copies it and sends it to eBay', async ({
      page,
      context,
    }) => {
      test.setTimeout(240_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, users[language].kind);
      const listing = await ownListing(
        page,
        users[language].seller,
        (r) =>
          r.sellerDetails.hasToken &&
          (r.item.find((e) => e.description === 'title')?.value.length ?? 99) < 60,
      );
      const title = listing.result.item.find((e) => e.description === 'title')?.value ?? '';
      // Keywords of the keyword database for the main keyword: one special (value 90), one plain.
      const marker = `tb${language}${listing.itemNumber.slice(-5)}`;
      await queryDatabase(
        `insert into keywords (site_id, keyword, source, value, show_in_keyword)
         values (77, $1, 'seed', 90, 5), (77, $2, 'seed', 20, 5) on conflict do nothing`,
        [`${listing.keyword} ${marker}special`, `${listing.keyword} ${marker}plain`],
      );

      await page.goto('/app/listing-optimization/title-builder');
      await expect(page.getByRole('heading', { name: text.heading, level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: text.videos })).toBeVisible();
      await page.getByRole('textbox', { name: text.itemNumber }).fill(listing.itemNumber);
      await page.getByRole('button', { name: text.build }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.missing })).toBeVisible();
      await expect(page).not.toHaveURL(/itemNumber=/);

      await page.getByRole('textbox', { name: text.keyword }).fill(listing.keyword);
      await page.getByRole('button', { name: text.build }).click();
      await expect(page).toHaveURL(new RegExp(`itemNumber=${listing.itemNumber}`));
      await expect(generated(page)).toHaveText(title, { timeout: 30_000 });
      const status = page.getByTestId('title-status');
      await expect(status).toHaveText(text.status(title.length));
      await expect(status).toHaveAttribute('data-status', 'success');

      // A special keyword from the database: shown with its star, added title-cased without the '*'.
      const database = page.getByTestId('picker-database');
      await expect(page.getByRole('tab', { name: text.database })).toHaveAttribute('aria-selected', 'true');
      const special = database.getByText(`${listing.keyword} ${marker}special`);
      await expect(special).toBeVisible();
      await special.click();
      const cased = `${listing.keyword} ${marker}special`
        .split(' ')
        .map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1))
        .join(' ');
      await expect(generated(page)).toHaveText(`${title} ${cased}`);
      await special.click();
      await expect(generated(page)).toHaveText(title);

      // Free words are split at spaces; past 80 characters the status turns to danger.
      const long = 'x'.repeat(Math.max(1, 81 - title.length - 7));
      await page.getByRole('textbox', { name: text.free }).fill(`extra ${long}`);
      await page.getByRole('button', { name: text.add, exact: true }).click();
      const longTitle = `${title} extra ${long}`;
      await expect(generated(page)).toHaveText(longTitle);
      await expect(status).toHaveText(text.tooLong(longTitle.length));
      await expect(status).toHaveAttribute('data-status', 'danger');
      await expect(page.getByRole('button', { name: text.apply })).toBeDisabled();
      await page.getByRole('button', { name: text.remove(long), exact: true }).click();
      await page.getByRole('button', { name: text.remove('extra'), exact: true }).click();
      await expect(generated(page)).toHaveText(title);
      await expect(status).toHaveAttribute('data-status', 'success');

      // Drag the first word one place on with the keyboard (space, arrow, space).
      const words = title.split(' ');
      const handle = page.getByRole('button', { name: text.move(words[0] ?? ''), exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      // The screen reader's live region follows the drag: lifted, over itself, then over the next word.
      await expect(
        page.getByRole('status').filter({ hasText: text.over(words[0] ?? '', words[0] ?? '') }),
      ).toBeAttached();
      await page.keyboard.press('ArrowRight');
      await expect(
        page.getByRole('status').filter({ hasText: text.over(words[0] ?? '', words[1] ?? '') }),
      ).toBeAttached();
      await page.keyboard.press('Space');
      const moved = [words[1], words[0], ...words.slice(2)].join(' ');
      await expect(generated(page)).toHaveText(moved);

      await page.getByRole('button', { name: text.copy }).click();
      await expect(page.getByText(text.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(moved);
      await expect(page.getByText(text.copied)).toBeHidden({ timeout: 6_000 });

      await page.getByRole('button', { name: text.apply }).click();
      await expect(page.getByText(text.changed)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(`${text.onEbay} ${moved}`)).toBeVisible({ timeout: 30_000 });

      // The item check's wizard carries the same builder in its title step.
      await page.goto(itemCheckUrl(listing));
      await page.getByRole('button', { name: text.openWizard }).click();
      await expect(page.getByRole('dialog').getByTestId('generated-title')).toHaveText(moved, {
        timeout: 30_000,
      });
    });

    test("without the seller's token the apply button is a warning asking for a token", async ({ page }) => {
      test.setTimeout(240_000);
      await queryDatabase(
        `insert into ranking_accounts (user_id, seller_name)
         select id, 'demo-seller-1' from users where email = 'trial@demo.baylytics.de' on conflict do nothing`,
      );
      await signIn(page, 'trial');
      const listing = await ownListing(page, 'demo-seller-1', (r) => !r.sellerDetails.hasToken);
      await page.goto(
        `/app/listing-optimization/title-builder?${new URLSearchParams({ itemNumber: listing.itemNumber, keyword: listing.keyword })}`,
      );
      await expect(page.getByTestId('token-notice')).toContainText(text.noToken, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: text.apply })).toHaveCount(0);
    });
  });
}
