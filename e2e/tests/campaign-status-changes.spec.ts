import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

interface Texts {
  campaignName: string;
  create: string;
  created: string;
  table: string;
  search: string;
  pause: string;
  resume: string;
  end: string;
  confirmEnd: string;
  paused: string;
  ended: string;
  done: { pause: (name: string) => string; resume: (name: string) => string; end: (name: string) => string };
}

const german: Texts = {
  campaignName: 'Kampagnenname',
  create: 'Kampagne erstellen',
  created: 'Kampagne erstellt',
  table: 'Kampagnen',
  search: 'Kampagnen suchen',
  pause: 'Pausieren',
  resume: 'Fortsetzen',
  end: 'Beenden',
  confirmEnd: 'Endgültig beenden',
  paused: 'Pausiert',
  ended: 'Beendet',
  done: {
    pause: (name) => `Die Kampagne „${name}“ ist pausiert.`,
    resume: (name) => `Die Kampagne „${name}“ läuft wieder.`,
    end: (name) => `Die Kampagne „${name}“ ist beendet.`,
  },
};

const english: Texts = {
  campaignName: 'Campaign name',
  create: 'Create campaign',
  created: 'Campaign created',
  table: 'Campaigns',
  search: 'Search campaigns',
  pause: 'Pause',
  resume: 'Resume',
  end: 'End',
  confirmEnd: 'End for good',
  paused: 'Paused',
  ended: 'Ended',
  done: {
    pause: (name) => `The campaign “${name}” is paused.`,
    resume: (name) => `The campaign “${name}” is running again.`,
    end: (name) => `The campaign “${name}” has ended.`,
  },
};

/**
 * A cost-per-sale campaign made for the walk, found on the campaigns screen by its name, then paused, resumed
 * and ended from its row: each step says so, the row shows the new status and offers what that status allows.
 */
async function walkStatuses(page: Page, texts: Texts, sellerName: string): Promise<void> {
  const name = `Status ${Date.now().toString(36)}`;
  await page.goto(`/app/campaign/create-campaign?sellerName=${sellerName}`);
  // The first page of a fresh server shares the cores with the demo import and the other tests.
  const nameInput = page.getByRole('textbox', { name: texts.campaignName });
  await expect(nameInput).toBeVisible({ timeout: 120_000 });
  await nameInput.fill(name);
  await page.getByRole('button', { name: texts.create, exact: true }).click();
  await expect(page).toHaveURL(/create-campaign-completed/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: texts.created }).first()).toBeVisible();

  await page.goto('/app/marketing/campaign');
  await page.getByRole('textbox', { name: texts.search }).fill(name);
  const table = page.getByRole('table', { name: texts.table });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(name);
  await expect(row.getByRole('button', { name: texts.resume })).toHaveCount(0);

  await row.getByRole('button', { name: texts.pause }).click();
  await expect(page.getByText(texts.done.pause(name))).toBeVisible();
  await expect(row).toContainText(texts.paused);
  await expect(row.getByRole('button', { name: texts.pause })).toHaveCount(0);

  await row.getByRole('button', { name: texts.resume }).click();
  await expect(page.getByText(texts.done.resume(name))).toBeVisible();
  await expect(row.getByRole('button', { name: texts.pause })).toBeVisible();
  await expect(row).not.toContainText(texts.paused);

  await row.getByRole('button', { name: texts.end, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `/tmp/shots/campaign-end-${texts === german ? 'de' : 'en'}.png` });
  await dialog.getByRole('button', { name: texts.confirmEnd }).click();
  await expect(page.getByText(texts.done.end(name))).toBeVisible();
  await expect(row).toContainText(texts.ended);
  // An ended campaign cannot be changed any more: no actions are left.
  for (const action of [texts.pause, texts.resume, texts.end])
    await expect(row.getByRole('button', { name: action, exact: true })).toHaveCount(0);
}

// Four status changes, each a round trip to the eBay stand-in and a reload of the list, on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('pauses, resumes and ends a campaign from the campaigns screen (German)', async ({ page }) => {
  await signIn(page, 'gold');
  await walkStatuses(page, german, 'demo-seller-3');
});

test('pauses, resumes and ends a campaign from the campaigns screen (English)', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
  await signIn(page, 'platinum');
  await walkStatuses(page, english, 'demo-seller-2');
});
