import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { demoAccount } from '../../apps/server/src/seed/demo-accounts.ts';
import { e2eDatabasePort } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/analytics/my-ebay-ranking';
const dayMs = 24 * 60 * 60 * 1000;

/** Two tracked keyword rows of the demo Gold user: one item climbed from place 9 to 7, one slid from 3 to 6. */
interface Moves {
  keyword: string;
  betterRow: number;
  worseRow: number;
}

/**
 * A keyword of its own with one search yesterday and one today, each the last of its day (so a crawl of the
 * keyword during the test cannot replace it), and the Gold user tracking two real items of the demo market on it.
 */
async function trackTwoMoves(language: string): Promise<Moves> {
  const client = new pg.Client(`postgres://postgres:baylytics-local@127.0.0.1:${e2eDatabasePort}/postgres`);
  await client.connect();
  try {
    let items: string[] = [];
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ a: string; b: string }>(
            `select item_numbers[1]::text as a, item_numbers[2]::text as b from search_snapshots
             where cardinality(item_numbers) > 1 and item_numbers[1] <> item_numbers[2] limit 1`,
          );
          items = rows[0] ? [rows[0].a, rows[0].b] : [];
          return items.length;
        },
        { timeout: 45_000 },
      )
      .toBe(2);
    const [betterItem, worseItem] = items as [string, string];
    const keyword = `trend e2e ${language} ${Date.now().toString(36)}`;
    const { rows: users } = await client.query<{ id: number }>('select id from users where email = $1', [
      demoAccount('gold').email,
    ]);
    const userId = users[0]?.id;
    if (userId === undefined) throw new Error('no demo Gold user');
    const { rows: keywords } = await client.query<{ id: number }>(
      `insert into keywords (site_id, keyword, source) values (77, $1, 'tracked') returning id`,
      [keyword],
    );
    const keywordId = keywords[0]?.id;
    // Places 1–10: fillers that are no real listing, the two items where the moves put them.
    const placesWith = (placed: Record<number, string>) =>
      Array.from({ length: 10 }, (_, index) => placed[index + 1] ?? String(990_000_000_000 + index));
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const lastMomentOf = (dayStart: number) => new Date(dayStart + dayMs - 1);
    for (const [at, placed] of [
      [lastMomentOf(today - dayMs), { 3: worseItem, 9: betterItem }],
      [lastMomentOf(today), { 6: worseItem, 7: betterItem }],
    ] as const) {
      await client.query(
        `insert into search_snapshots (keyword_id, crawled_at, item_numbers, sponsored_positions, total_results)
         values ($1, $2, $3::bigint[], '{}', 10)`,
        [keywordId, at, placesWith(placed)],
      );
    }
    const { rows: tracked } = await client.query<{ id: number; item_number: string }>(
      `insert into tracked_keywords (user_id, item_number, site_id, keyword, keyword_id)
       values ($1, $2, 77, $4, $5), ($1, $3, 77, $4, $5) returning id, item_number::text`,
      [userId, betterItem, worseItem, keyword, keywordId],
    );
    const rowOf = (item: string) => tracked.find((row) => row.item_number === item)?.id ?? 0;
    return { keyword, betterRow: rowOf(betterItem), worseRow: rowOf(worseItem) };
  } finally {
    await client.end();
  }
}

const texts = {
  de: {
    search: 'Artikel und Keywords durchsuchen',
    better: '2 Plätze besser als gestern',
    worse: '3 Plätze schlechter als gestern',
  },
  en: {
    search: 'Search items and keywords',
    better: '2 places better than yesterday',
    worse: '3 places worse than yesterday',
  },
} as const;

const green = 'rgb(55, 178, 77)'; // Mantine green 7
const red = 'rgb(240, 62, 62)'; // Mantine red 7

/** The arrow of a row: its words, the way it points and its colour. */
async function expectArrow(page: Page, row: number, words: string, way: 'up' | 'down', colour: string) {
  const arrow = page.getByTestId(`keyword-row-${row}`).getByRole('img', { name: words, exact: true });
  await expect(arrow).toBeVisible();
  await expect(arrow).toHaveAttribute('title', words);
  const icon = arrow.locator('svg');
  await expect(icon).toHaveClass(new RegExp(`tabler-icon-arrow-${way}\\b`));
  await expect(icon).toHaveCSS('stroke', colour);
}

async function checkArrows(page: Page, language: 'de' | 'en') {
  const text = texts[language];
  const moves = await trackTwoMoves(language);
  await signIn(page, 'gold');
  await page.goto(screen);
  await page.getByRole('textbox', { name: text.search }).fill(moves.keyword);
  await expect(page.getByTestId(`keyword-row-${moves.betterRow}`)).toBeVisible({ timeout: 30_000 });
  // From place 9 to 7 is better: green, pointing up; from 3 to 6 is worse: red, pointing down.
  await expectArrow(page, moves.betterRow, text.better, 'up', green);
  await expectArrow(page, moves.worseRow, text.worse, 'down', red);
}

test('trend arrows of places say better in green pointing up and worse in red pointing down (German)', async ({
  page,
}) => {
  await checkArrows(page, 'de');
});

test('the same in English', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
  await checkArrows(page, 'en');
});
