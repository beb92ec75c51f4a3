import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import type { DemoKind } from '../../apps/server/src/seed/demo-accounts.ts';
import { e2eBaseUrl } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

interface Texts {
  language: 'de' | 'en';
  account: DemoKind;
  heading: string;
  create: string;
  name: RegExp;
  submit: string;
  secretWarning: string;
  done: string;
  readOnly: string;
  active: string;
  revoked: string;
  never: string;
  revokeLabel: (name: string) => string;
  revokeConfirm: string;
  revokedToast: (name: string) => string;
  curlTitle: string;
}

const german: Texts = {
  language: 'de',
  account: 'gold',
  heading: 'API-Zugang',
  create: 'Neues Token erstellen',
  name: /^Name/,
  submit: 'Token erstellen',
  secretWarning: 'Es wird nur dieses eine Mal angezeigt',
  done: 'Ich habe das Token gespeichert',
  readOnly: 'Nur lesen',
  active: 'Aktiv',
  revoked: 'Widerrufen',
  never: 'nie',
  revokeLabel: (name) => `Token „${name}“ widerrufen`,
  revokeConfirm: 'Token widerrufen',
  revokedToast: (name) => `Das Token „${name}“ wurde widerrufen.`,
  curlTitle: 'Erste Schritte mit curl',
};

const english: Texts = {
  language: 'en',
  account: 'platinum',
  heading: 'API access',
  create: 'Create a new token',
  name: /^Name/,
  submit: 'Create token',
  secretWarning: 'It is shown this once only',
  done: 'I have saved the token',
  readOnly: 'Read only',
  active: 'Active',
  revoked: 'Revoked',
  never: 'never',
  revokeLabel: (name) => `Revoke token “${name}”`,
  revokeConfirm: 'Revoke token',
  revokedToast: (name) => `The token “${name}” has been revoked.`,
  curlTitle: 'Getting started with curl',
};

/** An API client of its own: no browser cookies, only the token it is given. */
async function apiClient(secret: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL: e2eBaseUrl, extraHTTPHeaders: { Authorization: `Bearer ${secret}` } });
}

/** The table's row of one token, found by its name. */
function tokenRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

for (const texts of [german, english]) {
  test(`API access (${texts.language}): a read-only token reads the account check, is refused a change, and stops working once revoked`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript(
      (language) => localStorage.setItem('language_selected', language),
      texts.language,
    );
    await signIn(page, texts.account);
    await page.goto('/app/user/api-access');
    await expect(page.getByRole('heading', { name: texts.heading, level: 2 })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('heading', { name: texts.curlTitle })).toBeVisible();

    const name = `Export ${texts.language} ${Date.now()}`;
    await page.getByRole('button', { name: texts.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(texts.name).fill(name);
    await expect(dialog.getByRole('radio', { name: texts.readOnly })).toBeChecked();
    await dialog.getByRole('button', { name: texts.submit }).click();

    await expect(dialog.getByText(texts.secretWarning)).toBeVisible();
    const secret = (await dialog.getByTestId('api-token-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^bly_pat_\S{20,}$/);
    await dialog.getByRole('button', { name: texts.done }).click();
    await expect(dialog).toBeHidden();
    // The secret is never shown again: the table names the token by its first characters only.
    await expect(tokenRow(page, name)).toContainText(texts.active);
    await expect(tokenRow(page, name)).toContainText(texts.never);
    await expect(page.getByText(secret)).toHaveCount(0);

    const client = await apiClient(secret);
    const read = await client.get('/api/ranking?pageIndex=1&pageSize=50');
    expect(read.status()).toBe(200);
    const page1 = (await read.json()) as { data: unknown[]; total: number };
    expect(Array.isArray(page1.data)).toBe(true);
    expect(page1.total).toBeGreaterThan(0);
    const change = await client.post('/api/ebayranking/add-keywords', {
      data: { itemNumber: '110000000001', countryId: 77, keywords: ['not added'] },
    });
    expect(change.status()).toBe(403);
    expect(((await change.json()) as { message: string }).message).toBe('apiTokenReadOnly');

    // The use shows in the table once the page is read again.
    await page.reload();
    await expect(tokenRow(page, name)).toBeVisible({ timeout: 60_000 });
    await expect(tokenRow(page, name)).not.toContainText(texts.never);

    await tokenRow(page, name)
      .getByRole('button', { name: texts.revokeLabel(name) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: texts.revokeConfirm }).click();
    await expect(page.getByText(texts.revokedToast(name))).toBeVisible();
    await expect(tokenRow(page, name)).toContainText(texts.revoked);
    const afterRevoke = await client.get('/api/ranking?pageIndex=1&pageSize=50');
    expect(afterRevoke.status()).toBe(401);
    await client.dispose();
  });
}
