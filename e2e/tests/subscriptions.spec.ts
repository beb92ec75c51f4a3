import { expect, test } from '@playwright/test';
import { bookSilverByApi, newBuyer, signIn } from '../support/paypal-buyer.ts';

test('pauses the automatic renewal after a confirmation and switches it on again', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, 'renewal');
  await bookSilverByApi(request, buyer);
  await signIn(page, buyer);
  await page.goto('/app/user/agreements');

  const renewal = page.getByRole('switch', { name: 'Automatische Verlängerung von Silver 3' });
  await expect(renewal).toBeChecked();
  const nextRun = page.getByText(/^Verlängert sich am \d{2}\.\d{2}\.\d{4}$/);
  await expect(nextRun).toBeVisible();
  const date = ((await nextRun.textContent()) ?? '').replace('Verlängert sich am ', '');

  // Keeping it on in the confirmation changes nothing.
  await renewal.click();
  const dialog = page.getByRole('dialog', { name: 'Automatische Verlängerung pausieren' });
  await expect(dialog.getByText(`Sie können Ihr Paket bis zum ${date} weiter nutzen`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Verlängerung beibehalten' }).click();
  await expect(dialog).toBeHidden();
  await expect(renewal).toBeChecked();

  await renewal.click();
  await dialog.getByRole('button', { name: 'Verlängerung pausieren' }).click();
  await expect(
    page.getByText(`Die automatische Verlängerung ist pausiert. Sie behalten Ihr Paket bis zum ${date}.`),
  ).toBeVisible();
  await expect(renewal).not.toBeChecked();
  await expect(page.getByText('Pausiert: es wird nichts mehr abgebucht')).toBeVisible();
  // Still running until the paid period ends, and still cancellable.
  await expect(page.getByText('Läuft')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Silver 3 kündigen' })).toBeVisible();

  // The pause is the server's: it survives a reload.
  await page.reload();
  await expect(renewal).not.toBeChecked();

  await renewal.click();
  await expect(page.getByText('Die automatische Verlängerung ist wieder eingeschaltet.')).toBeVisible();
  await expect(renewal).toBeChecked();
  await expect(page.getByText(`Verlängert sich am ${date}`)).toBeVisible();
});

test('shows the renewal switch in English', async ({ page, request }) => {
  const buyer = await newBuyer(request, 'renewal-en');
  await bookSilverByApi(request, buyer);
  await signIn(page, buyer);
  await page.goto('/app/user/agreements');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  const renewal = page.getByRole('switch', { name: 'Automatic renewal of Silver 3' });
  await expect(renewal).toBeChecked();
  await renewal.click();
  await page
    .getByRole('dialog', { name: 'Pause automatic renewal' })
    .getByRole('button', { name: 'Pause renewal' })
    .click();
  await expect(page.getByText(/^Automatic renewal is paused\. You keep your package until /)).toBeVisible();
  await expect(page.getByText('Paused: nothing more is charged')).toBeVisible();
});
