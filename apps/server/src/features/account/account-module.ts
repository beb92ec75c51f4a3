import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createOneTimePasswords } from '../auth/public.ts';
import { createAccountDeletion } from './account-deletion.ts';
import { credentialsRoutes } from './credentials-routes.ts';
import { createCredentialsService } from './credentials-service.ts';
import { revokeEbayGrantsJob } from './pending-revocations.ts';
import { privacyRoutes } from './privacy-routes.ts';
import { pruneLoginLogsJob } from './prune-login-logs-job.ts';
import { accountRoutes } from './routes.ts';

/**
 * The user's account: profile, roles and plan facts, its credentials (password, e-mail), its data download and
 * deletion, and the sign-in log's retention.
 */
export const accountModule: FeatureModule = {
  name: 'account',
  routes(scope, { accounts, auth, db, mail, clock, payments, ebay, log }) {
    const api = createApi(scope);
    accountRoutes(api, accounts);
    credentialsRoutes(
      api,
      createCredentialsService({ db, auth, otps: createOneTimePasswords(db, clock), mail }),
    );
    privacyRoutes(api, scope, {
      db,
      deletion: createAccountDeletion({ db, auth, payments, ebay, log }),
      clock,
    });
  },
  jobs: [pruneLoginLogsJob, revokeEbayGrantsJob],
};
