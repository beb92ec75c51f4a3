import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { repositoryRoot } from '../support/e2e-env.ts';
import { signIn } from '../support/sign-in.ts';

interface RouteBudget {
  path: string;
  kib: number;
  signedIn?: boolean;
}

const assets = path.join(repositoryRoot, 'apps/web/dist/assets');
const { routes } = JSON.parse(
  await readFile(path.join(repositoryRoot, 'apps/web/script-budgets.json'), 'utf8'),
) as { routes: RouteBudget[] };

/** The scripts a page downloads until the network is quiet, each counted as its brotli file (what the server sends). */
async function scriptKibOf(page: Page, route: string): Promise<{ kib: number; scripts: number }> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await expect(page.locator('main, form').first()).toBeVisible();
  let bytes = 0;
  for (const script of scripts) bytes += statSync(path.join(assets, `${path.basename(script)}.br`)).size;
  return { kib: bytes / 1024, scripts: scripts.size };
}

for (const budget of routes) {
  test(`${budget.path} downloads at most ${budget.kib} KiB of JavaScript`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (budget.signedIn) {
      await signIn(page, 'gold');
      // A fresh tab of the same session: the cold load of a signed-in page, not the navigation after sign-in.
      await page.close();
    }
    const measured = await context.newPage();
    const { kib, scripts } = await scriptKibOf(measured, budget.path);
    test
      .info()
      .annotations.push({ type: 'scripts', description: `${kib.toFixed(1)} KiB in ${scripts} scripts` });
    process.stdout.write(`${budget.path}: ${kib.toFixed(1)} KiB brotli in ${scripts} scripts\n`);
    expect(kib).toBeLessThanOrEqual(budget.kib);
    await context.close();
  });
}
