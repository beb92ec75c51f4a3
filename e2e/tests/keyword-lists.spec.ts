import { expect, type Page, test } from '@playwright/test';
import { sessionToken, signIn } from '../support/sign-in.ts';

const listsPath = '/app/keyword-research/my-keyword';

async function signInAs(page: Page, language: 'de' | 'en'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('language_selected', value), language);
  await signIn(page, 'bronze');
}

/** A list saved over the API with the page's session, so the test starts from a known list. */
async function saveList(page: Page, name: string, keywords: string[]): Promise<string> {
  const response = await page.request.post('/api/userkeywords', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { name, keywords },
  });
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}

test('lists, opens, adds and removes keywords, deletes the list (German)', async ({ page }) => {
  await signInAs(page, 'de');
  const name = `Garten ${Date.now()}`;
  await saveList(page, name, ['gartenschlauch', 'gießkanne']);
  await page.goto(listsPath);
  await page.getByRole('link', { name: `Details: ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Keyword hinzufügen' }).click();
  await expect(page.getByText('Pflichtfeld')).toBeVisible();
  await page.getByLabel('Neues Keyword').fill('rasensprenger');
  await page.getByRole('button', { name: 'Keyword hinzufügen' }).click();
  await expect(page.getByRole('cell', { name: 'rasensprenger', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Löschen: gießkanne' }).click();
  await expect(page.getByRole('cell', { name: 'gießkanne', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Zurück zu meinen Keyword-Listen' }).click();
  await page.getByRole('button', { name: `Löschen: ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Liste löschen' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('details without a documentId go back to the lists; an unknown list says so (English)', async ({
  page,
}) => {
  await signInAs(page, 'en');
  await page.goto(`${listsPath}/details`);
  await expect(page).toHaveURL(new RegExp(`${listsPath}$`));
  await page.goto(`${listsPath}/details?documentId=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText('This keyword list does not exist (any more).')).toBeVisible();
});
