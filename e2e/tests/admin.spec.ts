import { expect, type Page, test } from '@playwright/test';
import { demoAccount } from '../../apps/server/src/seed/demo-accounts.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { newAccount, registerAndVerify } from '../support/new-account.ts';
import { bookPlanByApi, newBuyer } from '../support/paypal-buyer.ts';
import { signIn, signOut } from '../support/sign-in.ts';

const usersTable = (page: Page) => page.getByRole('table', { name: /^(Nutzer|Users)$/ });
// A segment of a segmented control: its radio input is hidden, its label is what a user clicks.
const segment = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
const rowOf = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });

test('the user list filters by status and plan, each change back to page 1, and mails an inactive user a new link', async ({
  page,
}) => {
  await signIn(page, 'administrator');
  await page.goto('/app/admin/users?page=2');
  await expect(page.getByRole('heading', { name: 'Benutzer', level: 2 })).toBeVisible();

  await segment(page, 'Inaktiv').click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/userStatus=inactive/);
  const inactive = demoAccount('inactive').email;
  await expect(rowOf(page, inactive)).toBeVisible();
  await expect(rowOf(page, demoAccount('gold').email)).toHaveCount(0);

  // Only an inactive user can be sent a verification e-mail.
  await rowOf(page, inactive)
    .getByRole('button', { name: /^Aktionen für/ })
    .click();
  await page.getByRole('menuitem', { name: 'Bestätigungs-E-Mail senden' }).click();
  await expect(page.getByText(`Ein neuer Bestätigungslink wurde an ${inactive} gesendet.`)).toBeVisible();
  expect(linkIn(await waitForMail(inactive, 'verifyEmail'))).toContain('/verify-email?token=');

  await segment(page, 'Aktiv').click();
  await expect(page).toHaveURL(/userStatus=active/);
  await page.getByRole('combobox', { name: 'Paket' }).click();
  await page.getByRole('option', { name: 'Gold' }).click();
  await expect(page).toHaveURL(/parentPlanName=Gold/);
  const gold = demoAccount('gold').email;
  await expect(rowOf(page, gold)).toBeVisible();
  // Other tests book Gold for accounts of their own: every row is a Gold user, the header aside.
  await expect(usersTable(page).getByRole('row').filter({ hasNotText: 'Gold' })).toHaveCount(1);
  await expect(rowOf(page, demoAccount('silver').email)).toHaveCount(0);
  await rowOf(page, gold)
    .getByRole('button', { name: /^Aktionen für/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Bestätigungs-E-Mail senden' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Zugangstoken widerrufen' })).toBeVisible();
});

test('an administrator acts as a user with the bar on every page, cannot change the password, and goes back', async ({
  page,
}) => {
  await signIn(page, 'administrator');
  await page.goto(`/app/admin/users?keyword=${encodeURIComponent(demoAccount('silver').email)}`);
  await rowOf(page, demoAccount('silver').email)
    .getByRole('button', { name: /^Aktionen für/ })
    .click();
  await page.getByRole('menuitem', { name: 'Als dieser Nutzer handeln' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const bar = page.getByRole('status', { name: 'Handeln als anderer Nutzer' });
  await expect(bar).toContainText(`Sie handeln als Silke Silber (${demoAccount('silver').email})`);
  await expect(bar).toContainText('Administrator: Anna Admin');
  await page.goto('/app/user/change-password');
  await expect(bar).toBeVisible();
  await page.getByLabel(/^Aktuelles Passwort/).fill('Demo-2026!');
  await page.getByLabel(/^Neues Passwort\s*\*?$/).fill('Andere-2026!x');
  await page.getByLabel(/^Neues Passwort wiederholen/).fill('Andere-2026!x');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText(/Während Sie als dieser Nutzer handeln/)).toBeVisible();

  await bar.getByRole('button', { name: 'Zurück zu meinem Konto' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/users$/);
  await expect(page.getByRole('status', { name: 'Handeln als anderer Nutzer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toContainText('Anna Admin');
});

test('in English: the bar and the way back', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language_selected', 'en'));
  await signIn(page, 'administrator');
  await page.goto(`/app/admin/users?keyword=${encodeURIComponent(demoAccount('bronze').email)}`);
  await rowOf(page, demoAccount('bronze').email)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Act as this user' }).click();
  const bar = page.getByRole('status', { name: 'Acting as another user' });
  await expect(bar).toContainText('You are acting as Bernd Bronze');
  await bar.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/users$/);
});

test('notes: an administrator adds a note, edits it, and the add button goes after the second', async ({
  page,
}) => {
  const account = newAccount('notes');
  await registerAndVerify(page, account);
  await signOut(page);
  await signIn(page, 'administrator');
  await page.goto(`/app/admin/users?keyword=${encodeURIComponent(account.email)}`);
  await rowOf(page, account.email)
    .getByRole('button', { name: /^Aktionen für/ })
    .click();
  await page.getByRole('menuitem', { name: 'Notizen' }).click();
  const notes = page.getByRole('dialog', { name: 'Notizen zu Erika Muster' });
  await expect(notes.getByText('Noch keine Notizen.')).toBeVisible();

  await notes.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Notiz hinzufügen' });
  await form.getByLabel('Notiz').fill('Rückruf am Montag');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Notiz wurde hinzugefügt.')).toBeVisible();
  await expect(notes.getByText('Rückruf am Montag')).toBeVisible();

  await notes.getByRole('button', { name: 'Notiz 1 bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Notiz bearbeiten' });
  await expect(edit.getByLabel('Notiz')).toHaveValue('Rückruf am Montag');
  await edit.getByLabel('Notiz').fill('Rückruf erledigt, bucht Gold');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(notes.getByText('Rückruf erledigt, bucht Gold')).toBeVisible();

  await notes.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await page.getByRole('dialog', { name: 'Notiz hinzufügen' }).getByLabel('Notiz').fill('Zweite Notiz');
  await page
    .getByRole('dialog', { name: 'Notiz hinzufügen' })
    .getByRole('button', { name: 'Speichern' })
    .click();
  await expect(notes.getByText('Zweite Notiz')).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Notiz hinzufügen' })).toHaveCount(0);
});

test('the sign-in log shows a user’s sign-ins, found by user id, from the local network', async ({
  page,
}) => {
  await signIn(page, 'administrator');
  test.setTimeout(120_000);
  await page.goto('/app/admin/logined-logs');
  // A full page load of the admin area's chunk: on the shared test machine this can take longer than 10 s.
  await expect(page.getByRole('heading', { name: 'Anmeldeprotokoll', level: 2 })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('textbox', { name: 'Suche' }).fill(demoAccount('administrator').email);
  const table = page.getByRole('table', { name: 'Anmeldungen aller Nutzer' });
  await expect(table.getByRole('row').nth(1)).toContainText(demoAccount('administrator').email);
  await expect(table.getByRole('row').nth(1)).toContainText('Passwort');
  // The browser tests sign in over loopback: no place to look up, and the screen says so.
  await expect(table.getByRole('row').nth(1)).toContainText('Lokales Netzwerk');
  await expect(page.getByText(/^Standort: GeoLite2-Daten von MaxMind/)).toBeVisible();
});

test('a user without the administrator role is turned away from the admin screens', async ({ page }) => {
  await signIn(page, 'gold');
  await page.goto('/app/admin/users');
  await expect(page).toHaveURL(/\/app\/dashboard/);
});

test('the KPI dashboard shows the seeded users and agreements, its charts and the revenue CSV', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'administrator');
  await page.goto('/app/admin/baylytics-kpi');
  await expect(page.getByRole('heading', { name: 'Kennzahlen', level: 2 })).toBeVisible();
  // Figures no other test changes: the demo's one Transformer package and no Old packages (not bookable); and
  // the users, the same number the user list counts (read together: other tests register users).
  const figure = (name: string, value: string) =>
    expect(page.getByRole('group', { name, exact: true }).getByText(value, { exact: true })).toBeVisible();
  await figure('Laufende Transformer-Pakete', '1');
  await figure('Laufende Alt-Pakete', '0');
  await expect(async () => {
    await page.goto('/app/admin/users');
    const listed = ((await page.getByText(/^\d+ Nutzer$/).textContent()) ?? '').replace(/\D/g, '');
    await page.goto('/app/admin/baylytics-kpi');
    // The summary loads beside the other browser tests' traffic on two shared cores: give it time to arrive.
    await expect(page.getByRole('group', { name: 'Nutzer', exact: true })).toContainText(listed, {
      timeout: 15_000,
    });
  }).toPass({ timeout: 90_000 });
  for (const chart of [
    'Laufende Verträge je Paket',
    'Umsatz je Monat',
    'Umsatz im Voraus je Monat',
    'Umsatz im Voraus je Tag',
    'Neu registrierte Nutzer je Tag',
    'Neue und gekündigte Verträge',
  ])
    await expect(page.getByRole('img', { name: chart })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('monthly-revenue.csv');
  const csv = (await import('node:fs')).readFileSync((await file.path()) ?? '', 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Monat;Umsatz (EUR)');
  expect(lines).toHaveLength(25);
  expect(lines[1]).toMatch(/^\d{4}-\d{2};\d+(,\d+)?$/);
});

// The assistants screen's words in both languages, and a trial user of the test's own (tests share the database).
const assistantsWords = {
  de: {
    heading: 'Assistenz',
    table: 'Testnutzer',
    trial: 'Test (BGTest)',
    running: 'Läuft',
    notes: 'Notizen',
    withNotes: 'Mit Notizen',
    all: 'Alle',
    notesOf: 'Notizen zu Berta Billing',
    noNotes: 'Noch keine Notizen.',
    add: 'Notiz hinzufügen',
    note: 'Notiz',
    save: 'Speichern',
    added: 'Die Notiz wurde hinzugefügt.',
    editFirst: 'Notiz 1 bearbeiten',
    editTitle: 'Notiz bearbeiten',
    first: 'Ruft wegen Gold zurück',
    edited: 'Hat Gold gebucht',
    second: 'Rechnung per Post gewünscht',
  },
  en: {
    heading: 'Assistants',
    table: 'Trial users',
    trial: 'Trial (BGTest)',
    running: 'Running',
    notes: 'Notes',
    withNotes: 'With notes',
    all: 'All',
    notesOf: 'Notes on Berta Billing',
    noNotes: 'No notes yet.',
    add: 'Add note',
    note: 'Note',
    save: 'Save',
    added: 'The note has been added.',
    editFirst: 'Edit note 1',
    editTitle: 'Edit note',
    first: 'Calls back about Gold',
    edited: 'Booked Gold',
    second: 'Wants invoices by post',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  test(`assistants (${language}): filters by running trial and notes, and keeps at most two notes per trial user`, async ({
    page,
    request,
  }) => {
    // The trial user is registered and books a package through the PayPal stand-in first.
    test.setTimeout(240_000);
    const words = assistantsWords[language];
    const buyer = await newBuyer(request, `assistants-${language}`);
    await bookPlanByApi(request, buyer, 'Silver', 3);
    if (language === 'en') await page.addInitScript(() => localStorage.setItem('language_selected', 'en'));
    await signIn(page, 'assistant');
    // Newest trial users first, so the test's own is on the first page however many others exist.
    await page.goto('/app/admin/assistants?orderBy=shopwareId&direction=desc');
    // A full page load of the admin area's chunk: on the shared test machine this can take longer than 10 s.
    await expect(page.getByRole('heading', { name: words.heading, level: 2 })).toBeVisible({
      timeout: 60_000,
    });
    const table = page.getByRole('table', { name: words.table });
    const row = table.getByRole('row').filter({ hasText: buyer.email });

    await page.getByRole('radiogroup', { name: words.trial }).getByText(words.running).click();
    await expect(page).toHaveURL(/userRoleStatusFilter=active/);
    await expect(row).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: demoAccount('trial').email })).toBeVisible();

    const noteFilter = page.getByRole('radiogroup', { name: words.notes });
    await noteFilter.getByText(words.withNotes).click();
    await expect(page).toHaveURL(/hasNote=yes/);
    await expect(row).toHaveCount(0);
    await noteFilter.getByText(words.all, { exact: true }).click();
    await expect(page).not.toHaveURL(/hasNote=yes/);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: words.notesOf }).click();
    const notes = page.getByRole('dialog', { name: words.notesOf });
    await expect(notes.getByText(words.noNotes)).toBeVisible();
    await notes.getByRole('button', { name: words.add }).click();
    const add = page.getByRole('dialog', { name: words.add });
    await add.getByLabel(words.note).fill(words.first);
    await add.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.added)).toBeVisible();
    await expect(notes.getByText(words.first)).toBeVisible();

    await notes.getByRole('button', { name: words.editFirst }).click();
    const edit = page.getByRole('dialog', { name: words.editTitle });
    await expect(edit.getByLabel(words.note)).toHaveValue(words.first);
    await edit.getByLabel(words.note).fill(words.edited);
    await edit.getByRole('button', { name: words.save }).click();
    await expect(notes.getByText(words.edited)).toBeVisible();
    await expect(notes.getByText(words.first)).toHaveCount(0);

    await notes.getByRole('button', { name: words.add }).click();
    await page.getByRole('dialog', { name: words.add }).getByLabel(words.note).fill(words.second);
    await page.getByRole('dialog', { name: words.add }).getByRole('button', { name: words.save }).click();
    await expect(notes.getByText(words.second)).toBeVisible();
    await expect(notes.getByRole('button', { name: words.add })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(notes).toHaveCount(0);

    await noteFilter.getByText(words.withNotes).click();
    await expect(row).toBeVisible();
    await expect(row).toContainText('2');
  });
}
