import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createAlertRepository } from './repository.ts';
import { alertRoutes } from './routes.ts';
import { sendAlertMailsJob } from './send-alert-mails-job.ts';
import { createAlertService } from './service.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

/**
 * Rank-change alerts: the rules sellers set on their tracked keywords and listings, the events the crawler's
 * evaluation writes (evaluation.ts, run after each search and each day's derivation), the alert e-mails and the
 * public unsubscribe link.
 */
export const alertsModule: FeatureModule = {
  name: 'alerts',
  routes(scope, { db, clock }) {
    const repository = createAlertRepository(db);
    alertRoutes(createApi(scope), createAlertService(repository, clock));
    unsubscribeRoutes(scope, repository, clock);
  },
  jobs: [sendAlertMailsJob],
};
