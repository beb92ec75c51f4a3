import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoAccount } from '../../apps/server/src/seed/demo-accounts.ts';
import { e2eDatabasePort, repositoryRoot } from '../support/e2e-env.ts';

/** Issues a one-time sign-in link with the operator command, as support would. */
function issueSignInLink(email: string): string {
  const output = execFileSync(
    'npx',
    ['tsx', path.join(repositoryRoot, 'apps/server/src/cli/issue-login-token.ts'), email],
    {
      cwd: path.join(repositoryRoot, 'apps/server'),
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres:baylytics-local@127.0.0.1:${e2eDatabasePort}/postgres`,
      },
      encoding: 'utf8',
    },
  );
  const link = output.split('\n')[0];
  if (!link?.includes('loginToken=')) throw new Error(`no link in: ${output}`);
  return link;
}

test('a one-time token signs in once, typed into the token page', async ({ page }) => {
  const token = new URL(issueSignInLink(demoAccount('silver').email)).searchParams.get('loginToken') ?? '';
  await page.goto('/token-login');
  await page.getByLabel(/^Login-Token/).fill(token);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(`/token-login?loginToken=${token}`);
  await expect(page.getByRole('alert')).toContainText('schon verwendet');
});
