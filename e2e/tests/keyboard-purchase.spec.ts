import { expect, test } from '@playwright/test';
import { chooseLanguage, pressUntilFocused, signInByKeyboard, tabTo } from '../support/keyboard.ts';
import { newBuyer } from '../support/paypal-buyer.ts';

const texts = {
  de: {
    buySilver: 'Silver buchen',
    term: 'Laufzeit',
    confirm: 'Weiter zur Bestellung',
    purchase: 'Zahlungspflichtig bestellen',
    welcome: 'Willkommen bei Baylytics!',
  },
  en: {
    buySilver: 'Buy Silver',
    term: 'Term',
    confirm: 'Continue to order',
    purchase: 'Purchase',
    welcome: 'Welcome to Baylytics!',
  },
} as const;

/** The approval page's button, as the stand-in writes it in either language. */
const approveText = { de: 'Zustimmen', en: 'Approve' } as const;

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`books Silver for 3 months with the keyboard alone (${language}), PayPal's approval page included`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const buyer = await newBuyer(request, `keys-${language}`);
    await chooseLanguage(page, language);
    await signInByKeyboard(page, buyer);
    await page.goto('/buy/select-parent-plan');

    const buySilver = page.getByRole('button', { name: text.buySilver, exact: true });
    await expect(buySilver).toBeVisible();
    await tabTo(page, buySilver, { limit: 40 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buy\/select-plan$/);

    // The cycles are a radio group: Tab into it, the arrow keys move to and choose Silver 3.
    const silver3 = page.getByRole('radio', { name: 'Silver 3', exact: true });
    await expect(silver3).toBeVisible();
    // The language switch in the header is a radio group too: the cycles are the one named by the term.
    const term = page.getByRole('radiogroup', { name: text.term });
    await tabTo(page, term.getByRole('radio').first(), { limit: 40 });
    await pressUntilFocused(page, 'ArrowDown', silver3);
    await expect(silver3).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, page.getByRole('button', { name: text.confirm, exact: true }), { limit: 10 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buy\/purchase$/);
    await expect(page.getByRole('cell', { name: 'Silver 3' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: text.purchase, exact: true }), { limit: 40 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkoutnow\?/);

    // PayPal's approval page (the stand-in, in the buyer's language): Tab to Approve, Enter.
    const sandboxLanguage = (await page.locator('html').getAttribute('lang')) === 'de' ? 'de' : 'en';
    const approve = page.getByRole('button', { name: approveText[sandboxLanguage], exact: true });
    await expect(approve).toBeVisible();
    await tabTo(page, approve, { limit: 10 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buy\/complete\?.*token=/);
    await expect(page.getByRole('heading', { name: text.welcome })).toBeVisible();
  });
}
