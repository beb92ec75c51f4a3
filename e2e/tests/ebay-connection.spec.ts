import { expect, type Page, test } from '@playwright/test';
import { bookPlanByApi, newBuyer, signIn } from '../support/paypal-buyer.ts';
import { signIn as signInDemo } from '../support/sign-in.ts';

/** On the stand-in's consent page: a seller from its suggestions (late in the list: the demo data uses the first). */
async function pickSeller(page: Page, fromEnd: number): Promise<string> {
  const names = await page
    .locator('datalist#sellers option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? ''));
  const name = names.at(-fromEnd);
  if (!name) throw new Error('the consent page suggests no sellers');
  return name;
}

test('a Gold user connects an eBay account through the consent page, imports, sees and removes the token', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, 'ebay');
  await bookPlanByApi(request, buyer, 'Gold', 1, { withoutTrial: true });
  await signIn(page, buyer);

  await page.goto('/app/ebay-accept');
  await expect(page.getByRole('heading', { name: 'eBay-Konto verbinden' })).toBeVisible();
  await page.getByRole('button', { name: 'Bei eBay freigeben' }).click();

  // The stand-in's consent page, in German like the app.
  await expect(page.getByRole('heading', { name: /Bei eBay anmelden/ })).toBeVisible();
  const seller = await pickSeller(page, 3);
  await page.getByLabel('eBay-Benutzername').fill(seller);
  await page.getByRole('button', { name: 'Zustimmen' }).click();

  // Back in the app: the code is exchanged and the account named.
  await expect(page).toHaveURL(/\/app\/ebay-accept\?account=/);
  await expect(page.getByText(`Das eBay-Konto ${seller} ist verbunden.`)).toBeVisible();

  await page.getByRole('button', { name: 'Artikel importieren', exact: true }).click();
  await expect(
    page.getByText(/Import ist eingeplant|Artikeln importiert|Import abgeschlossen/),
  ).toBeVisible();
  await page.getByRole('button', { name: /^(Weiter|Später importieren)$/ }).click();
  await expect(page.getByText(`Geschafft: ${seller} ist mit Baylytics verbunden.`)).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // A user without the test role goes on to the token list.
  await expect(page).toHaveURL(/\/app\/user\/ebay-token$/);
  const row = page.getByRole('row', { name: new RegExp(seller) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Gültig')).toBeVisible();
  await expect(row.getByText(/^.{6}••••.{4}$/)).toBeVisible();

  await row.getByRole('button', { name: `Token von ${seller} erneuern` }).click();
  await expect(page.getByText(`Der Token von ${seller} wurde erneuert.`)).toBeVisible();

  await row.getByRole('button', { name: `${seller} entfernen` }).click();
  const dialog = page.getByRole('dialog', { name: 'eBay-Konto entfernen' });
  await dialog.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText(`Die Verbindung zu ${seller} wurde entfernt.`)).toBeVisible();
  await expect(page.getByText('Noch kein eBay-Konto verbunden.')).toBeVisible();
});

test('declining at eBay brings the user back with a message and the connect button', async ({ page }) => {
  await signInDemo(page, 'bronze');
  await page.goto('/app/ebay-accept');
  await page.getByRole('button', { name: 'Bei eBay freigeben' }).click();
  await expect(page.getByRole('heading', { name: /Bei eBay anmelden/ })).toBeVisible();
  await page.getByRole('button', { name: 'Ablehnen' }).click();

  await expect(page).toHaveURL(/\/app\/ebay-accept\?.*error=access_denied/);
  await expect(page.getByRole('alert').filter({ hasText: 'Freigabe abgelehnt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bei eBay freigeben' })).toBeEnabled();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test("the wizard's first step and eBay's consent page speak English", async ({ page }) => {
    await signInDemo(page, 'silver');
    await page.goto('/app/ebay-accept');
    await expect(page.getByRole('heading', { name: 'Connect eBay account' })).toBeVisible();
    await expect(page.getByText('We never see your eBay password.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Grant access at eBay' }).click();
    await expect(page.getByRole('heading', { name: /Sign in to eBay/ })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Consent declined' })).toBeVisible();
  });
});
