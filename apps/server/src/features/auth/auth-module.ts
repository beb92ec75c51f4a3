import { pingDatabase } from '../../db/database.ts';
import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createApiTokenRepository } from './api-token-repository.ts';
import { apiTokenRoutes } from './api-token-routes.ts';
import { createApiTokenService } from './api-tokens.ts';
import { authRoutes } from './routes.ts';

/** Sign-in, sessions, the seller's personal API tokens and the health check. */
export const authModule: FeatureModule = {
  name: 'auth',
  routes(scope, { auth, accounts, db, clock }) {
    const api = createApi(scope);
    authRoutes(api, auth, () => pingDatabase(db));
    apiTokenRoutes(api, createApiTokenService(createApiTokenRepository(db), accounts, clock));
  },
};
