import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { buildRegistrationService } from '../registration/public.ts';
import { createImpersonationAuditRepository } from './audit-repository.ts';
import { createImpersonationService } from './impersonation-service.ts';
import { createKpiRepository } from './kpi-repository.ts';
import { createKpiService } from './kpi-service.ts';
import { createLoginLogRepository } from './login-log-repository.ts';
import { createLoginLogService } from './login-log-service.ts';
import { createNotesRepository } from './notes-repository.ts';
import { adminRoutes } from './routes.ts';
import { createAdminUsersRepository } from './users-repository.ts';
import { createAdminUsersService } from './users-service.ts';

/** Administration: the user list and its actions, notes, impersonation, the sign-in log, the KPI dashboard. */
export const adminModule: FeatureModule = {
  name: 'admin',
  routes(scope, { db, auth, mail, config, clock }) {
    const users = createAdminUsersRepository(db);
    const registration = buildRegistrationService({
      db,
      auth,
      mail,
      publicUrl: config.publicUrl,
      clock,
    });
    adminRoutes(createApi(scope), {
      users: createAdminUsersService({ users, notes: createNotesRepository(db), auth, registration, clock }),
      impersonation: createImpersonationService({
        auth,
        users,
        audit: createImpersonationAuditRepository(db),
        clock,
      }),
      loginLogs: createLoginLogService(createLoginLogRepository(db)),
      kpi: createKpiService(createKpiRepository(db), clock),
      sessionSeconds: auth.sessionSeconds,
    });
  },
};
