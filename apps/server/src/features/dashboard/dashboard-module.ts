import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createDashboardRepository } from './repository.ts';
import { dashboardRoutes } from './routes.ts';

/** The start page's figures. */
export const dashboardModule: FeatureModule = {
  name: 'dashboard',
  routes(scope, { db }) {
    dashboardRoutes(createApi(scope), createDashboardRepository(db));
  },
};
