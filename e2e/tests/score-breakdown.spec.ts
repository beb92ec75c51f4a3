import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    button: /^BayScore (\d+(?:,\d+)?) von Angebot (\d+): Aufschlüsselung zeigen$/,
    title: (item: string) => `So entsteht der BayScore von Angebot ${item}`,
    keywords: 'Keywords und ihr Beitrag',
    score: (value: string) => new RegExp(`Median ${value}\\.|Gespeichert ist ${value}:`),
    positionSum: /(\d+) Keywords? × 1 Punkt = Positions-Score \1/,
  },
  en: {
    button: /^BayScore (\d+(?:\.\d+)?) of listing (\d+): show breakdown$/,
    title: (item: string) => `How the BayScore of listing ${item} is made`,
    keywords: 'Keywords and what each adds',
    score: (value: string) => new RegExp(`median ${value}\\.|${value} is stored:`),
    positionSum: /(\d+) keywords? × 1 point = position score \1/,
  },
} as const;

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`a Gold user opens what made a listing's BayScore from the account check (${language})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
    await signIn(page, 'gold');
    await page.goto('/app/analytics/account-check');
    // The first start imports the demo listings and derives their past days; today's scores follow with the
    // quarter-hourly derivation. The breakdown shows the newest derived day: today's score where a listing has
    // one, else (today not derived yet) yesterday's, which the row shows beside it.
    const rows = page.getByRole('table').locator('tbody tr');
    const scoredToday = rows.filter({ has: page.getByRole('button', { name: text.button }) }).first();
    const scoredYesterday = rows.filter({ has: page.locator('td:nth-child(5)', { hasText: /^\d/ }) }).first();
    await expect(async () => {
      if (!(await scoredToday.isVisible()) && !(await scoredYesterday.isVisible())) await page.reload();
      await expect(scoredToday.or(scoredYesterday).first()).toBeVisible({ timeout: 20_000 });
    }).toPass({ timeout: 180_000 });

    const isToday = await scoredToday.isVisible();
    const row = isToday ? scoredToday : scoredYesterday;
    const scoreButton = row.locator('td:nth-child(6)').getByRole('button');
    const name = (await scoreButton.getAttribute('aria-label')) ?? '';
    const item = ((await row.locator('td:nth-child(3) a').textContent()) ?? '').trim();
    const value = isToday
      ? (name.match(text.button)?.[1] ?? '')
      : ((await row.locator('td:nth-child(5)').textContent()) ?? '').trim();
    // The cell still shows today's score as before, now as the button's text.
    expect(name).toContain(item);
    await scoreButton.click();

    const dialog = page.getByRole('dialog', { name: text.title(item) });
    await expect(dialog).toBeVisible();
    const keywordRows = dialog.getByRole('table', { name: text.keywords }).locator('tbody tr');
    await expect(keywordRows.first()).toBeVisible({ timeout: 30_000 });
    // The median sentence gives the score shown in the row (or says which score is stored, while today's
    // searches are newer than the last derivation).
    await expect(dialog).toContainText(text.score(value.replace('.', '\\.')));
    // One point per keyword row: the position score line counts the rows shown.
    const sum = (await dialog.textContent())?.match(text.positionSum)?.[1];
    expect(Number(sum)).toBe(await keywordRows.count());

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(scoreButton).toBeFocused();
  });
}
