import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';
import { vehicleParts } from '../support/vehicle-parts.ts';

const screen = '/app/tools/transformer';

/** Loads the vehicle list of `source` for `target` and waits for the table. */
async function loadList(
  page: Page,
  target: string,
  source: string,
  names: { item: RegExp; transfer: RegExp },
) {
  await page.getByLabel(names.item).fill(target);
  await page.getByLabel(names.transfer).fill(source);
  await page.getByRole('button', { name: /Fahrzeugverwendungsliste laden|Load vehicle usage list/ }).click();
}

test.describe('the transformer in German', () => {
  test('loads a vehicle list, sets the notes of every row and applies it on eBay with the result modal', async ({
    page,
  }) => {
    const [target, source] = vehicleParts('demo-seller-7');
    await signIn(page, 'transformer');
    await page.goto(screen);
    await expect(page.getByRole('heading', { name: 'Transformer' })).toBeVisible();

    await page.getByRole('button', { name: 'Fahrzeugverwendungsliste laden' }).click();
    await expect(page.getByText('Bitte geben Sie die Artikelnummer ein.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie die Artikelnummer für die Übertragung ein.')).toBeVisible();

    await loadList(page, target ?? '', source ?? '', {
      item: /^Artikelnummer\b(?! \()/,
      transfer: /Übertragung/,
    });
    const table = page.getByRole('table', { name: 'Fahrzeugverwendungsliste' });
    await expect(table.getByRole('columnheader', { name: 'Make' })).toBeVisible();
    await expect(page.getByTestId('transformer-summary')).toContainText('demo-seller-7');

    await page.getByLabel('Notizen für alle Zeilen').fill('Nur mit Anhängerkupplung');
    await page.getByRole('button', { name: 'Für alle übernehmen' }).click();
    await expect(table.getByLabel('Notizen zu Fahrzeug 1', { exact: true })).toHaveValue(
      'Nur mit Anhängerkupplung',
    );
    await table.getByLabel('Notizen zu Fahrzeug 2', { exact: true }).fill('Nur Kombi');

    await page.getByRole('button', { name: 'Auf eBay übernehmen' }).click();
    const modal = page.getByRole('dialog', { name: 'Ergebnis der Übernahme' });
    await expect(modal.getByTestId('transformer-ack')).toHaveText('Erfolgreich');
    await expect(modal.getByText('eBay hat alle Fahrzeuge übernommen.')).toBeVisible();
    await modal.getByRole('button', { name: 'Schließen' }).click();

    // The listing holds the notes now: its own list, loaded, shows them.
    await loadList(page, target ?? '', target ?? '', {
      item: /^Artikelnummer\b(?! \()/,
      transfer: /Übertragung/,
    });
    await expect(table.getByLabel('Notizen zu Fahrzeug 1', { exact: true })).toHaveValue(
      'Nur mit Anhängerkupplung',
    );
    await expect(table.getByLabel('Notizen zu Fahrzeug 2', { exact: true })).toHaveValue('Nur Kombi');
    await page.getByRole('button', { name: 'Notizen leeren' }).click();
    await expect(table.getByLabel('Notizen zu Fahrzeug 1', { exact: true })).toHaveValue('');
  });
});

test.describe('the transformer in English', () => {
  test.use({ locale: 'en-US' });

  test('applies with the result modal, and asks for a token for another seller’s listing', async ({
    page,
  }) => {
    // Listings of its own: the German test, running beside it, writes its notes into the first two.
    const [, , target, source] = vehicleParts('demo-seller-7');
    const [foreign] = vehicleParts('demo-seller-7', 'others');
    await signIn(page, 'transformer');
    await page.goto(screen);
    const names = { item: /^Item number\b(?! transfer)/, transfer: /^Item number transfer/ };

    await page.getByLabel(names.item).fill(target ?? '');
    await page.getByRole('button', { name: 'Load vehicle usage list' }).click();
    await expect(page.getByText('Please enter the item number to transfer from.')).toBeVisible();

    await loadList(page, target ?? '', source ?? '', names);
    const table = page.getByRole('table', { name: 'Vehicle usage list' });
    await page.getByLabel('Notes for all rows').fill('Only with tow bar');
    await page.getByRole('button', { name: 'Apply to all' }).click();
    await expect(table.getByLabel('Notes on vehicle 1', { exact: true })).toHaveValue('Only with tow bar');
    await page.getByRole('button', { name: 'Apply to eBay' }).click();
    const modal = page.getByRole('dialog', { name: 'Result of the update' });
    await expect(modal.getByTestId('transformer-ack')).toHaveText('Success');
    await modal.getByRole('button', { name: 'Close' }).click();

    await loadList(page, foreign ?? '', source ?? '', names);
    await expect(page.getByTestId('transformer-token-prompt')).toContainText(/Verkäufer|seller/);
    await expect(page.getByRole('button', { name: 'Apply to eBay' })).toBeDisabled();
  });
});
