import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createOverviewRepository } from './overview-repository.ts';
import { createDashboardRepository } from './repository.ts';
import { dashboardRoutes } from './routes.ts';

/** The start page: the change log and the overview that leads a seller to the next step. */
export const dashboardModule: FeatureModule = {
  name: 'dashboard',
  routes(scope, { db, clock }) {
    dashboardRoutes(createApi(scope), createDashboardRepository(db), {
      repository: createOverviewRepository(db),
      clock,
    });
  },
};
