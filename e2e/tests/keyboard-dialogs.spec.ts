import { expect, type Page, test } from '@playwright/test';
import { itemFoundYesterday } from '../support/demo-market.ts';
import {
  chooseLanguage,
  pressUntilFocused,
  signInByKeyboard,
  tabTo,
  trackByKeyboard,
} from '../support/keyboard.ts';
import { bookPlanByApi, newBuyer } from '../support/paypal-buyer.ts';

const texts = {
  de: {
    createToken: 'Neues Token erstellen',
    createTitle: 'Neues API-Token',
    tokenName: /^Name/,
    tokenSaved: 'Ich habe das Token gespeichert',
    tokenTable: 'Ihre API-Tokens',
    revokeLabel: (name: string) => `Token „${name}“ widerrufen`,
    revokeTitle: 'Token widerrufen?',
    revokeConfirm: 'Token widerrufen',
    form: 'Keywords verfolgen',
    itemNumber: 'Artikelnummer',
    lines: 'Weitere Keywords',
    add: 'Keywords hinzufügen',
    added: 'Die Keywords wurden hinzugefügt.',
    actions: 'Aktionen',
    addKeywords: 'Keywords hinzufügen',
    delete: 'Löschen',
    deleteTitle: 'Diesen Artikel nicht mehr verfolgen?',
    cancel: 'Abbrechen',
    myRanking: 'Mein Ranking',
  },
  en: {
    createToken: 'Create a new token',
    createTitle: 'New API token',
    tokenName: /^Name/,
    tokenSaved: 'I have saved the token',
    tokenTable: 'Your API tokens',
    revokeLabel: (name: string) => `Revoke token “${name}”`,
    revokeTitle: 'Revoke the token?',
    revokeConfirm: 'Revoke token',
    form: 'Track keywords',
    itemNumber: 'Item number',
    lines: 'More keywords',
    add: 'Add keywords',
    added: 'The keywords were added.',
    actions: 'Actions',
    addKeywords: 'Add keywords',
    delete: 'Delete',
    deleteTitle: 'Stop tracking this item?',
    cancel: 'Cancel',
    myRanking: 'My Ranking',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

/** Opens the menu item `name` of the menu behind `trigger` with Enter and the arrow keys, and chooses it. */
async function chooseFromMenu(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect(item).toBeVisible();
  await pressUntilFocused(page, 'ArrowDown', item);
  await page.keyboard.press('Enter');
}

/** API access: a form dialog opened from a button and saved, a confirmation kept and then given. */
async function tokenDialogs(page: Page, text: Texts, tokenName: string): Promise<void> {
  await page.goto('/app/user/api-access');
  const create = page.getByRole('button', { name: text.createToken, exact: true });
  await expect(create).toBeVisible();
  await tabTo(page, create, { limit: 60 });
  await page.keyboard.press('Enter');
  const createDialog = page.getByRole('dialog', { name: text.createTitle });
  const nameField = createDialog.getByLabel(text.tokenName);
  await expect(nameField).toBeFocused();
  await page.keyboard.type(tokenName);
  await page.keyboard.press('Enter');
  // The secret is shown once; leaving it closes the dialog and the focus is back on the button that opened it.
  await tabTo(page, createDialog.getByRole('button', { name: text.tokenSaved, exact: true }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(createDialog).toBeHidden();
  await expect(create).toBeFocused();

  // The confirmation: Escape keeps the token and returns to its revoke button.
  const revoke = page.getByRole('button', { name: text.revokeLabel(tokenName), exact: true });
  await tabTo(page, revoke, { limit: 30 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: text.revokeTitle });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(revoke).toBeFocused();

  // Confirmed, the revoked token keeps its row without the button: the focus stays on the table.
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: text.revokeConfirm, exact: true }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(revoke).toHaveCount(0);
  await expect(page.getByRole('table', { name: text.tokenTable })).toBeFocused();
}

/** My Ranking: dialogs opened from an item's menu; the menu's button takes the focus back, or the heading. */
async function menuDialogs(page: Page, text: Texts, language: string): Promise<void> {
  const { itemNumber } = await itemFoundYesterday();
  await page.goto('/app/analytics/my-ebay-ranking');
  await trackByKeyboard(page, text, itemNumber, `dialogs ${language} ${Date.now().toString(36)}`);

  // A form dialog from the menu, saved with Enter: the focus is on the menu's button, the item went with the menu.
  const actions = page.getByRole('button', { name: text.actions, exact: true });
  await expect(actions).toBeVisible();
  await tabTo(page, actions, { limit: 60 });
  await chooseFromMenu(page, text.addKeywords);
  const addDialog = page.getByRole('dialog', { name: text.addKeywords });
  await expect(addDialog).toBeVisible();
  await tabTo(page, addDialog.getByLabel(text.lines), { limit: 12 });
  await page.keyboard.type(`more ${language} ${Date.now().toString(36)}`);
  await tabTo(page, addDialog.getByRole('button', { name: text.add, exact: true }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(addDialog).toBeHidden();
  await expect(actions).toBeFocused();

  // The removal's confirmation from the same menu, cancelled with its button.
  await chooseFromMenu(page, text.delete);
  const confirm = page.getByRole('dialog', { name: text.deleteTitle });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: text.cancel, exact: true }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(actions).toBeFocused();

  // Confirmed, the item and its button are gone with the only rows: the screen's heading has the focus.
  await chooseFromMenu(page, text.delete);
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: text.delete, exact: true }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(actions).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('heading', { name: text.myRanking, exact: true }),
  ).toBeFocused();
}

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`dialogs with the keyboard alone (${language}): each gives the focus back to what opened it, or near it when that is gone`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // An account of its own: its tokens and tracked items are only what this test adds and removes.
    const buyer = await newBuyer(request, `dialogs-${language}`);
    await bookPlanByApi(request, buyer, 'Bronze', 1, { withoutTrial: true });
    await chooseLanguage(page, language);
    await signInByKeyboard(page, buyer);
    await tokenDialogs(page, text, `dialogs ${language} ${Date.now().toString(36)}`);
    await menuDialogs(page, text, language);
  });
}
