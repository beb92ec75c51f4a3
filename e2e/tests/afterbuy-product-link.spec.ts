import { demoAfterbuySellers, listingCatalogue } from '@baylytics/sandbox/afterbuy/listing-catalogue';
import { demoAfterbuyAccount } from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
import { createMarketplace, demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import { expect, type Page, test } from '@playwright/test';
import type { DemoKind } from '../../apps/server/src/seed/demo-accounts.ts';
import { signIn } from '../support/sign-in.ts';
import { vehicleParts } from '../support/vehicle-parts.ts';

// Each language stores Afterbuy credentials for a demo account no other test gives any (the transformer account's
// belong to afterbuy.spec.ts) and loads a listing of the demo shop's seller no other test changes: the lists are
// only read, and the product that receives the list is that listing's own.
interface Texts {
  partnerToken: RegExp;
  accountToken: RegExp;
  save: string;
  remove: string;
  removed: string;
  item: RegExp;
  transfer: RegExp;
  load: string;
  productId: RegExp;
  apply: string;
  updated: string;
  lookingUp: (itemNumber: string) => string;
  found: (itemNumber: string, productId: string) => string;
}

const german: Texts = {
  partnerToken: /^Partner-Token/,
  accountToken: /^Account-Token/,
  save: 'Zugangsdaten speichern',
  remove: 'Zugangsdaten löschen',
  removed: 'Die Afterbuy-Zugangsdaten wurden gelöscht.',
  item: /^Artikelnummer\b(?! \()/,
  transfer: /Übertragung/,
  load: 'Fahrzeugverwendungsliste laden',
  productId: /^Afterbuy-Produkt-ID/,
  apply: 'Ins After-Buy-System übernehmen',
  updated: 'Das Produkt wurde aktualisiert.',
  lookingUp: (itemNumber) => `Die Artikelnummer ${itemNumber} wird in Ihrem Afterbuy-Shop gesucht.`,
  found: (itemNumber, productId) =>
    `In Ihrem Afterbuy-Shop über die Artikelnummer ${itemNumber} gefunden: Produkt ${productId}.`,
};

const english: Texts = {
  partnerToken: /^Partner token/,
  accountToken: /^Account token/,
  save: 'Save credentials',
  remove: 'Delete credentials',
  removed: 'The Afterbuy credentials are deleted.',
  item: /^Item number\b(?! transfer)/,
  transfer: /^Item number transfer/,
  load: 'Load vehicle usage list',
  productId: /^Afterbuy product id/,
  apply: 'Apply to the after-buy system',
  updated: 'The product is updated.',
  lookingUp: (itemNumber) => `Looking up the article number ${itemNumber} in your Afterbuy shop.`,
  found: (itemNumber, productId) =>
    `Found in your Afterbuy shop by the article number ${itemNumber}: product ${productId}.`,
};

const shop = listingCatalogue(createMarketplace(demoMarketOptions), demoAfterbuySellers);

async function showsLinkedProduct(page: Page, user: DemoKind, target: string, texts: Texts) {
  const source = vehicleParts('demo-seller-7')[5] ?? '';
  const productId = String(shop.byAnr(target)?.productId ?? '');
  expect(productId).toMatch(/^\d+$/);

  await signIn(page, user);
  await page.goto('/app/user/afterbuy');
  await page.getByLabel(texts.partnerToken).fill(demoAfterbuyAccount.partnerToken);
  await page.getByLabel(texts.accountToken).fill(demoAfterbuyAccount.accountToken);
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByTestId('afterbuy-status')).toContainText(
    `${demoAfterbuyAccount.accountToken.slice(0, 3)}••••`,
  );

  await page.goto('/app/tools/transformer');
  await page.getByLabel(texts.item).fill(target);
  await page.getByLabel(texts.transfer).fill(source);
  await page.getByRole('button', { name: texts.load }).click();
  // Never looked up for this account: the list answers at once and the lookup runs in the background.
  const note = page.getByTestId('afterbuy-link');
  await expect(note).toContainText(texts.lookingUp(target));
  await expect(page.getByLabel(texts.productId)).toHaveValue('');
  // Loading the same listings again reads the link the background lookup stored.
  await expect(async () => {
    await page.getByRole('button', { name: texts.load }).click();
    await expect(note).toHaveText(texts.found(target, productId), { timeout: 5_000 });
  }).toPass({ timeout: 180_000 });
  await expect(page.getByLabel(texts.productId)).toHaveValue(productId);
  await page.getByRole('button', { name: texts.apply }).click();
  await expect(page.getByText(texts.updated)).toBeVisible();

  await page.goto('/app/user/afterbuy');
  await page.getByRole('button', { name: texts.remove }).click();
  await expect(page.getByText(texts.removed)).toBeVisible();
}

// Through two screens, the lookup queued behind the demo market's first jobs while they share the cores.
test.describe.configure({ timeout: 300_000 });

test.describe('the linked Afterbuy product in German', () => {
  test('is looked up after the list is loaded and then fills the product id that receives the list', async ({
    page,
  }) => {
    await showsLinkedProduct(page, 'administrator', vehicleParts('demo-seller-7')[6] ?? '', german);
  });
});

test.describe('the linked Afterbuy product in English', () => {
  test.use({ locale: 'en-US' });

  test('is looked up after the list is loaded and then fills the product id that receives the list', async ({
    page,
  }) => {
    await showsLinkedProduct(page, 'trial', vehicleParts('demo-seller-7')[7] ?? '', english);
  });
});
