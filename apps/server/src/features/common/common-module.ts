import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createCommonRepository } from './repository.ts';
import { commonRoutes } from './routes.ts';

/** What every screen reads: countries, change log, guiding videos. */
export const commonModule: FeatureModule = {
  name: 'common',
  routes(scope, { db, ipLocator }) {
    commonRoutes(createApi(scope), createCommonRepository(db), ipLocator);
  },
};
