import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type Screen, screens } from '../support/screens.ts';
import { signIn } from '../support/sign-in.ts';

// WCAG 2.2 level AA as axe-core checks it: the rules of levels A and AA of WCAG 2.0, 2.1 and 2.2.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failingImpacts = new Set(['serious', 'critical']);
// Screens per session: one sign-in serves several screens, and each test stays well inside its time.
const screensPerTest = 6;

interface ScreenGroup {
  account: Screen['account'];
  screens: Screen[];
}

function groupsOf(all: Screen[]): ScreenGroup[] {
  const byAccount = new Map<Screen['account'], Screen[]>();
  for (const screen of all) byAccount.set(screen.account, [...(byAccount.get(screen.account) ?? []), screen]);
  return [...byAccount].flatMap(([account, own]) =>
    Array.from({ length: Math.ceil(own.length / screensPerTest) }, (_, index) => ({
      account,
      screens: own.slice(index * screensPerTest, (index + 1) * screensPerTest),
    })),
  );
}

/** The screen's frame, its heading and its first answers are there: no page or section is still loading. */
async function waitForMainContent(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).toBeVisible({ timeout: 60_000 });
  await expect(main.getByRole('heading').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 60_000 });
}

async function violationsOn(page: Page, screen: Screen): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${screen.url} [${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

// Every screen: the pages a visitor without a session opens, and every signed-in screen of the route table, each
// as the demo account of its access rule sees it.
const checked = screens;

for (const language of ['de', 'en'] as const) {
  for (const group of groupsOf(checked)) {
    const first = group.screens[0]?.url;
    test(`${language}, ${group.account ?? 'no session'}, ${group.screens.length} screens from ${first}: no serious or critical WCAG 2.2 AA violation`, async ({
      page,
    }) => {
      // A screen takes a few seconds on a quiet machine; the allowance is for two browsers and the server's jobs on
      // two loaded cores.
      test.setTimeout(60_000 + group.screens.length * 60_000);
      await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
      if (group.account) await signIn(page, group.account);
      const found: string[] = [];
      for (const screen of group.screens) {
        await page.goto(screen.url);
        await waitForMainContent(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        found.push(...(await violationsOn(page, screen)));
      }
      expect(found).toEqual([]);
    });
  }
}
