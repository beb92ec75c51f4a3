import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createOneTimePasswords } from '../auth/public.ts';
import { credentialsRoutes } from './credentials-routes.ts';
import { createCredentialsService } from './credentials-service.ts';
import { accountRoutes } from './routes.ts';

/** The user's account: profile, roles and plan facts, and its credentials (password, e-mail). */
export const accountModule: FeatureModule = {
  name: 'account',
  routes(scope, { accounts, auth, db, mail, clock }) {
    const api = createApi(scope);
    accountRoutes(api, accounts);
    credentialsRoutes(
      api,
      createCredentialsService({ db, auth, otps: createOneTimePasswords(db, clock), mail }),
    );
  },
};
