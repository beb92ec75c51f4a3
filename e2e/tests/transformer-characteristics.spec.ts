import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';
import { vehicleParts } from '../support/vehicle-parts.ts';

const screen = '/app/tools/transformer';

test.describe("the transformer's characteristics panel in German", () => {
  test('asks for the keyword, shows characteristics and proposals, and applies a custom field on eBay', async ({
    page,
  }) => {
    // A listing the vehicle-list tests do not change.
    const [, , target, source] = vehicleParts('demo-seller-7');
    await signIn(page, 'transformer');
    await page.goto(screen);
    await page.getByLabel(/^Artikelnummer\b(?! \()/).fill(target ?? '');
    await page.getByRole('button', { name: 'Artikelmerkmale laden' }).click();
    await expect(page.getByText('Bitte geben Sie das Keyword ein.')).toBeVisible();

    await page.getByRole('textbox', { name: /^Keyword/ }).fill('Bremsscheibe');
    await page.getByRole('button', { name: 'Artikelmerkmale laden' }).click();
    const panel = page.getByTestId('transformer-characteristics-panel');
    await expect(panel.getByRole('heading', { name: 'Merkmale' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Vorschläge' })).toBeVisible();
    await expect(panel.getByText(/^Pflicht/).first()).toBeVisible();

    const add = panel.getByRole('button', { name: 'Feld hinzufügen' });
    await expect(add).toBeDisabled();
    await panel.getByLabel('Name eines eigenen Feldes').fill('Einbauort');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(add).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Einbauort', exact: true }).fill('Vorderachse');
    await panel.getByRole('button', { name: 'Änderungen übernehmen' }).click();
    await expect(page.getByText('Die Änderung ist bei eBay.')).toBeVisible();
    // Read again from eBay: the custom field is one of the listing's characteristics now, and can be removed.
    await expect(
      page
        .getByTestId('transformer-characteristics')
        .getByRole('combobox', { name: 'Einbauort', exact: true }),
    ).toHaveValue('Vorderachse');
    await panel.getByRole('button', { name: 'Feld Einbauort entfernen' }).click();
    await expect(panel.getByRole('combobox', { name: 'Einbauort', exact: true })).toHaveCount(0);

    // The vehicle table and the panel hide each other.
    await page.getByLabel(/Übertragung/).fill(source ?? '');
    await page.getByRole('button', { name: 'Fahrzeugverwendungsliste laden' }).click();
    await expect(page.getByRole('table', { name: 'Fahrzeugverwendungsliste' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: 'Artikelmerkmale laden' }).click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fahrzeugverwendungsliste' })).toHaveCount(0);
  });
});

test.describe("the transformer's characteristics panel in English", () => {
  test.use({ locale: 'en-US' });

  test('asks for the keyword, adds and removes a custom field, and cancel closes the panel', async ({
    page,
  }) => {
    const [, , , target] = vehicleParts('demo-seller-7');
    await signIn(page, 'transformer');
    await page.goto(screen);
    await page.getByLabel(/^Item number\b(?! transfer)/).fill(target ?? '');
    await page.getByRole('button', { name: 'Load item characteristics' }).click();
    await expect(page.getByText('Please enter the keyword.')).toBeVisible();

    await page.getByRole('textbox', { name: /^Keyword/ }).fill('brake disc');
    await page.getByRole('button', { name: 'Load item characteristics' }).click();
    const panel = page.getByTestId('transformer-characteristics-panel');
    await expect(panel.getByRole('heading', { name: 'Characteristics' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Proposals' })).toBeVisible();
    await expect(panel.getByText(/^required/).first()).toBeVisible();

    const add = panel.getByRole('button', { name: 'Add field' });
    await expect(add).toBeDisabled();
    await panel.getByLabel('Name of a custom field').fill('Fitting position');
    await add.click();
    await expect(panel.getByRole('combobox', { name: 'Fitting position', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Remove field Fitting position' }).click();
    await expect(panel.getByRole('combobox', { name: 'Fitting position', exact: true })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toHaveCount(0);
  });
});
