import {
  endImpersonation,
  impersonateUser,
  impersonationMinutes,
  impersonationStatus,
} from '@baylytics/contract/admin-impersonation';
import { kpiSummary } from '@baylytics/contract/admin-kpi';
import { loginLogs } from '@baylytics/contract/admin-login-logs';
import {
  addUserNote,
  editUserNote,
  listTestUsers,
  listUsers,
  revokeUserToken,
  sendVerificationEmail,
  userNotes,
} from '@baylytics/contract/admin-users';
import { type Api, requireAuth } from '../../kernel/api.ts';
import { beginActingAsInBrowser, restoreOwnSessionInBrowser } from '../../kernel/browser-session.ts';
import { originOf } from '../auth/public.ts';
import type { ImpersonationService } from './impersonation-service.ts';
import type { KpiService } from './kpi-service.ts';
import type { LoginLogService } from './login-log-service.ts';
import type { AdminUsersService } from './users-service.ts';

export function adminRoutes(
  api: Api,
  services: {
    users: AdminUsersService;
    impersonation: ImpersonationService;
    loginLogs: LoginLogService;
    kpi: KpiService;
    /** How long the administrator's own browser session lasts, kept aside while acting as a user. */
    sessionSeconds: number;
  },
): void {
  const { users, impersonation } = services;

  api.handle(listUsers, async ({ query }) => {
    const { pageIndex, pageSize, orderBy, direction, ...filter } = query;
    return users.list(filter, { pageIndex, pageSize, orderBy, direction });
  });

  api.handle(listTestUsers, async ({ query }) => {
    const { pageIndex, pageSize, orderBy, direction, ...filter } = query;
    return users.testUsers(filter, { pageIndex, pageSize, orderBy, direction });
  });

  api.handle(userNotes, async ({ params }) => users.notesOf(params.shopwareId));

  api.handle(addUserNote, async ({ body, auth }) =>
    users.addNote(body.shopwareId, body.notes, requireAuth(auth).user.id),
  );

  api.handle(editUserNote, async ({ body, auth }) =>
    users.editNote(body.id, body.notes, requireAuth(auth).user.id),
  );

  api.handle(revokeUserToken, async ({ body }) => users.revokeAccess(body.shopwareId));

  api.handle(sendVerificationEmail, async ({ body }) => {
    await users.sendVerification(body.shopwareId);
    return null;
  });

  api.handle(impersonateUser, async ({ query, auth, request, reply }) => {
    const started = await impersonation.start(requireAuth(auth), query.shopwareId, originOf(request));
    const userSession = { token: started.session, maxAgeSeconds: impersonationMinutes * 60 };
    beginActingAsInBrowser(request, reply, userSession, services.sessionSeconds);
    return started;
  });

  api.handle(endImpersonation, async ({ auth, request, reply }) => {
    await impersonation.end(requireAuth(auth));
    restoreOwnSessionInBrowser(request, reply, services.sessionSeconds);
    return null;
  });

  api.handle(impersonationStatus, async ({ auth }) => impersonation.status(requireAuth(auth)));

  api.prepared(loginLogs, async ({ query }) => {
    const { pageIndex, pageSize, orderBy, direction, keyword, shopwareId } = query;
    return services.loginLogs.page(
      { keyword, userId: shopwareId },
      { pageIndex, pageSize, orderBy, direction },
    );
  });

  api.prepared(kpiSummary, async () => services.kpi.preparedSummary());
}
