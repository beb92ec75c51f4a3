/**
 * Operator command: prints a one-time sign-in link for a user (support hand-over).
 * Usage: npm run login-token --workspace @baylytics/server -- user@example.com
 */
import { loadConfig } from '../app/config.ts';
import { openDatabase } from '../db/database.ts';
import { createAccountRepository } from '../features/account/repository.ts';
import { createAccountService } from '../features/account/service.ts';
import { createAuthRepository } from '../features/auth/repository.ts';
import { createAuthService } from '../features/auth/service.ts';
import { createIpLocator } from '../integrations/ip-location/ip-locator.ts';

const email = process.argv[2];
if (!email) {
  process.stderr.write('usage: issue-login-token <e-mail>\n');
  process.exit(2);
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
if (!config.DATABASE_URL) {
  process.stderr.write('Set DATABASE_URL to the running database (the embedded one listens on port 5433).\n');
  process.exit(2);
}
const database = openDatabase(config.DATABASE_URL);
const accounts = createAccountRepository(database.db);
const user = await accounts.userByEmail(email);
if (!user) {
  process.stderr.write(`no user ${email}\n`);
  process.exit(1);
}
const clock = () => new Date();
const account = createAccountService(accounts, clock);
const auth = createAuthService(createAuthRepository(database.db), account, config, clock, createIpLocator());
const token = await auth.issueLoginToken(user.id);
process.stdout.write(
  `${config.publicUrl}/token-login?loginToken=${token}\n(valid ${config.LOGIN_TOKEN_MINUTES} minutes, once)\n`,
);
await database.close();
