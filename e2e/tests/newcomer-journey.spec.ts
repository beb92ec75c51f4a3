import { expect, type Page, test } from '@playwright/test';
import { newAccount } from '../support/new-account.ts';

/**
 * A newcomer goes from /register to a paid, active Silver account on the embedded
 * default without help, in German and in English, through the pages only: the verification mail is read in
 * the demo mailbox page and the payment is approved on the PayPal stand-in's page.
 */
const texts = {
  de: {
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    phone: /^Telefon/,
    email: /^E-Mail/,
    password: /^Passwort/,
    createAccount: 'Konto anlegen',
    created: 'Ihr Konto wurde erfolgreich angelegt',
    mailboxAddress: /^E-Mail-Adresse/,
    verificationMail: /E-Mail-Bestätigung/,
    company: /^Firma/,
    mrs: 'Frau',
    street: /^Straße/,
    postalCode: /^PLZ/,
    city: /^Ort/,
    country: 'Land',
    germany: 'Deutschland',
    completeRegistration: 'Registrierung abschließen',
    completed: 'Registrierung abgeschlossen',
    buyPackage: 'Paket buchen',
    chooseTerm: 'Silver: Laufzeit wählen',
    continueToOrder: 'Weiter zur Bestellung',
    purchase: 'Zahlungspflichtig bestellen',
    approve: 'Zustimmen',
    cancel: 'Abbrechen',
    welcome: 'Willkommen bei Baylytics!',
    thanks: 'Vielen Dank für Ihren Kauf! Ihr Paket „Silver 3“ ist gebucht.',
    cancelled: 'Kauf abgebrochen',
    toDashboard: 'Zum Dashboard',
    userMenu: 'Benutzermenü',
    signOut: 'Abmelden',
    signIn: 'Anmelden',
    mainNavigation: 'Hauptnavigation',
    keywordResearch: 'Keyword-Recherche',
    rankingCheck: 'Ranking-Check',
    notInPackage: 'Nicht in Ihrem Paket',
  },
  en: {
    firstName: /^First name/,
    lastName: /^Last name/,
    phone: /^Phone/,
    email: /^E-mail/,
    password: /^Password/,
    createAccount: 'Create account',
    created: 'Your account is created successfully',
    mailboxAddress: /^E-mail address/,
    verificationMail: /E-mail confirmation/,
    company: /^Company/,
    mrs: 'Mrs',
    street: /^Street/,
    postalCode: /^Postal code/,
    city: /^City/,
    country: 'Country',
    germany: 'Germany',
    completeRegistration: 'Complete registration',
    completed: 'Registration completed',
    buyPackage: 'Buy a package',
    chooseTerm: 'Silver: choose the term',
    continueToOrder: 'Continue to order',
    purchase: 'Purchase',
    approve: 'Approve',
    cancel: 'Cancel',
    welcome: 'Welcome to Baylytics!',
    thanks: "Thank you for your purchase! Your package 'Silver 3' is booked.",
    cancelled: 'Purchase cancelled',
    toDashboard: 'Go to the dashboard',
    userMenu: 'User menu',
    signOut: 'Sign out',
    signIn: 'Sign in',
    mainNavigation: 'Main navigation',
    keywordResearch: 'Keyword research',
    rankingCheck: 'Ranking check',
    notInPackage: 'Not in your package',
  },
} as const;

type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

/** Opens the verification mail in the demo mailbox page and follows its link in this tab. */
async function confirmByMailbox(page: Page, words: Texts, email: string): Promise<void> {
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByLabel(words.mailboxAddress)).toHaveValue(email);
  await page.getByRole('button', { name: words.verificationMail }).click();
  await page.getByRole('link', { name: /\/verify-email\?token=/ }).click();
}

async function fillAddress(page: Page, words: Texts): Promise<void> {
  await page.getByLabel(words.company).fill('Neukunde Handel GmbH');
  await page.getByRole('radio', { name: words.mrs }).check();
  await page.getByLabel(words.street).fill('Startweg 3');
  await page.getByLabel(words.postalCode).fill('10115');
  await page.getByLabel(words.city).fill('Berlin');
  // Preselected from the country the server detects for this browser.
  await expect(page.getByRole('combobox', { name: words.country })).toHaveValue(words.germany);
}

/** Silver for 3 months on /buy/select-plan, the order summary, then the stand-in's approval page. */
async function orderSilverForThreeMonths(page: Page, words: Texts): Promise<void> {
  await expect(page.getByRole('heading', { name: words.chooseTerm })).toBeVisible();
  await page.getByRole('radio', { name: 'Silver 3' }).click();
  await page.getByRole('button', { name: words.continueToOrder }).click();
  await expect(page).toHaveURL(/\/buy\/purchase$/);
  await page.getByRole('button', { name: words.purchase }).click();
  await expect(page.getByRole('button', { name: words.approve })).toBeVisible();
}

function rankingCheckLink(page: Page, words: Texts) {
  return page
    .getByRole('navigation', { name: words.mainNavigation })
    .getByRole('link', { name: words.rankingCheck });
}

for (const language of ['de', 'en'] as const) {
  const words = texts[language];

  test(`${language}: a newcomer registers, confirms in the mailbox page, pays Silver 3 at PayPal and signs in with the Silver menus`, async ({
    page,
  }) => {
    const account = newAccount(`journey-${language}`);
    await page.goto(`/register?plan=Silver&culture=${language}`);
    await page.getByLabel(words.firstName).fill(account.firstName);
    await page.getByLabel(words.lastName).fill(account.lastName);
    await page.getByLabel(words.phone).fill('+49 30 1234567');
    await page.getByLabel(words.email).fill(account.email);
    await page.getByLabel(words.password).fill(account.password);
    await page.getByRole('button', { name: words.createAccount }).click();
    await expect(page.getByText(words.created)).toBeVisible();

    await confirmByMailbox(page, words, account.email);
    await expect(page).toHaveURL(/\/register\/address$/);
    await fillAddress(page, words);
    await page.getByRole('button', { name: words.completeRegistration }).click();
    await expect(page.getByRole('heading', { name: words.completed })).toBeVisible();
    await page.getByRole('link', { name: words.buyPackage }).click();

    await orderSilverForThreeMonths(page, words);
    await page.getByRole('button', { name: words.approve }).click();
    await expect(page).toHaveURL(/\/buy\/complete\?.*token=/);
    await expect(page.getByRole('heading', { name: words.welcome })).toBeVisible();
    await expect(page.getByText(words.thanks)).toBeVisible();

    // Signed out and in again: the Silver modules come with the account, not with the purchase page.
    await page.getByRole('link', { name: words.toDashboard }).click();
    await page.getByRole('button', { name: words.userMenu }).click();
    await page.getByRole('menuitem', { name: words.signOut }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel(words.email).fill(account.email);
    await page.getByLabel(words.password).fill(account.password);
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('button', { name: words.keywordResearch }).click();
    await expect(rankingCheckLink(page, words)).toBeVisible();
    await expect(rankingCheckLink(page, words).getByLabel(words.notInPackage)).toHaveCount(0);
    await rankingCheckLink(page, words).click();
    await expect(page).toHaveURL(/\/app\/keyword-research\/reverse-tracker$/);
  });
}

test('en: a package chosen on the website registers with the address at once; cancelling at PayPal books nothing', async ({
  page,
}) => {
  const words = texts.en;
  const account = newAccount('package-en');
  await page.goto('/buy?plan=Silver&culture=en');
  await expect(page.getByRole('heading', { name: 'Sign up for the Silver package' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByLabel(words.password).fill(account.password);
  await page.getByLabel(words.firstName).fill(account.firstName);
  await page.getByLabel(words.lastName).fill(account.lastName);
  await fillAddress(page, words);
  await page.getByRole('button', { name: 'Create account and continue to the package' }).click();
  await expect(page.getByText(/takes you straight to booking the Silver package/)).toBeVisible();

  // The link confirms the address and, the address being given already, leads straight to the purchase.
  await confirmByMailbox(page, words, account.email);
  await expect(page).toHaveURL(/\/buy\/select-plan$/);
  await orderSilverForThreeMonths(page, words);
  await page.getByRole('button', { name: words.cancel }).click();
  await expect(page).toHaveURL(/\/buy\/cancel\?token=/);
  await expect(page.getByRole('heading', { name: words.cancelled })).toBeVisible();
  await page.getByRole('link', { name: words.toDashboard }).click();
  await page.getByRole('button', { name: words.keywordResearch }).click();
  await expect(rankingCheckLink(page, words).getByLabel(words.notInPackage)).toBeVisible();
});

test('the register-package page without a package sends the visitor to sign in', async ({ page }) => {
  await page.goto('/buy');
  await expect(page).toHaveURL(/\/login$/);
});
