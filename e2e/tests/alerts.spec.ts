import { expect, type Page, test } from '@playwright/test';
import { type DemoKind, demoAccount } from '../../apps/server/src/seed/demo-accounts.ts';
import { queryDatabase } from '../support/demo-market.ts';
import { sessionToken, signIn } from '../support/sign-in.ts';

const screen = '/app/ranking/alerts';

const texts = {
  de: {
    add: 'Regel hinzufügen',
    kind: 'Wann melden',
    ends: 'Angebot endet',
    itemNumber: 'Angebot (Artikelnummer)',
    save: 'Speichern',
    bell: (n: number) => `Alarme, ${n} ungelesen`,
    ended: 'Angebot beendet',
    rules: 'Alarm-Regeln',
    events: 'Ausgelöste Alarme',
  },
  en: {
    add: 'Add rule',
    kind: 'When to tell you',
    ends: 'listing ends',
    itemNumber: 'Listing (item number)',
    save: 'Save',
    bell: (n: number) => `Alerts, ${n} unread`,
    ended: 'listing ended',
    rules: 'Alert rules',
    events: 'Fired alerts',
  },
};

/** An imported live listing of the account (the first start's import may still run). */
async function importedListing(kind: DemoKind): Promise<string> {
  let item = '';
  await expect
    .poll(
      async () => {
        const [row] = await queryDatabase<{ item: string }>(
          `select l.item_number::text as item from listings l join ranking_accounts a on a.id = l.account_id
           join users u on u.id = a.user_id
           where lower(u.email) = lower($1) and not l.is_ended order by l.item_number desc limit 1`,
          [demoAccount(kind).email],
        );
        item = row?.item ?? '';
        return item;
      },
      { timeout: 150_000, intervals: [3_000] },
    )
    .not.toBe('');
  return item;
}

/** Runs the scheduled derivation once, as the crontab does, and waits until the rule has seen the listing. */
async function deriveAndWait(item: string, check: string): Promise<void> {
  await queryDatabase(`select graphile_worker.add_job('deriveDay', '{}'::json)`);
  await expect
    .poll(async () => (await queryDatabase<{ n: number }>(check, [item]))[0]?.n ?? 0, {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBeGreaterThan(0);
}

async function createRuleAndSeeItFire(page: Page, kind: DemoKind, language: 'de' | 'en') {
  const text = texts[language];
  await signIn(page, kind);
  const item = await importedListing(kind);
  // The demo user's own rules would fire on the same listing: this test starts from none.
  const token = await sessionToken(page);
  const rules = await page.request.get('/api/alerts/rules', {
    headers: { authorization: `Bearer ${token}` },
  });
  for (const rule of (await rules.json()).data as { id: number }[])
    await page.request.delete(`/api/alerts/rules/${rule.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  await page.goto(screen);
  await expect(page.getByRole('link', { name: text.bell(0) })).toBeVisible();
  await page.getByRole('button', { name: text.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: text.kind }).click();
  await page.getByRole('option', { name: text.ends }).click();
  await dialog.getByLabel(text.itemNumber).fill(item);
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: text.rules })).toContainText(item);

  const [user] = await queryDatabase<{ id: number }>('select id from users where lower(email) = lower($1)', [
    demoAccount(kind).email,
  ]);
  const seen = `select count(*)::int as n from alert_states s join alert_rules r on r.id = s.rule_id
                where r.user_id = ${Number(user?.id)} and s.item_number = $1::bigint and s.state = 'live'`;
  const fired = `select count(*)::int as n from alert_events e
                 where e.user_id = ${Number(user?.id)} and e.item_number = $1::bigint and e.state = 'ended'`;
  await deriveAndWait(item, seen);
  try {
    // The import finds the listing ended.
    await queryDatabase('update listings set is_ended = true where item_number = $1::bigint', [item]);
    await deriveAndWait(item, fired);

    await page.reload();
    await expect(page.getByRole('link', { name: text.bell(1) })).toBeVisible();
    const events = page.getByRole('table', { name: text.events });
    await expect(events).toContainText(item);
    await expect(events).toContainText(text.ended);
    await page.getByRole('link', { name: text.bell(1) }).click();
    await expect(page).toHaveURL(new RegExp(`${screen}$`));
  } finally {
    await queryDatabase('update listings set is_ended = false where item_number = $1::bigint', [item]);
  }
}

// The two tests end a listing of their own account each; they run one after the other to keep the worker free.
test.describe.configure({ mode: 'serial' });

test('a seller creates an alert rule and sees it fire, with the unread count on the bell (German)', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await createRuleAndSeeItFire(page, 'gold', 'de');
});

test('the same in English', async ({ page }) => {
  test.setTimeout(360_000);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
  await createRuleAndSeeItFire(page, 'platinum', 'en');
});
