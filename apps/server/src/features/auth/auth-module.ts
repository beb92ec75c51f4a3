import { pingDatabase } from '../../db/database.ts';
import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { authRoutes } from './routes.ts';

/** Sign-in, sessions and the health check. */
export const authModule: FeatureModule = {
  name: 'auth',
  routes(scope, { auth, db }) {
    authRoutes(createApi(scope), auth, () => pingDatabase(db));
  },
};
