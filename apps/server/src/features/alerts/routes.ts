import {
  alertSummary,
  createAlertRule,
  deleteAlertRule,
  listAlertEvents,
  listAlertKeywords,
  listAlertRules,
  markAlertEventRead,
  markAllAlertEventsRead,
  setAlertMailMode,
  updateAlertRule,
} from '@baylytics/contract/alerts';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { AlertService } from './service.ts';

export function alertRoutes(api: Api, alerts: AlertService): void {
  api.handle(listAlertRules, async ({ auth }) => alerts.rules(requireAuth(auth).user.id));
  api.handle(listAlertKeywords, async ({ auth }) => alerts.keywords(requireAuth(auth).user.id));
  api.handle(createAlertRule, async ({ auth, body }) => alerts.create(requireAuth(auth).user.id, body));
  api.handle(updateAlertRule, async ({ auth, params, body }) =>
    alerts.update(requireAuth(auth).user.id, params.id, body),
  );
  api.handle(deleteAlertRule, async ({ auth, params }) => {
    await alerts.remove(requireAuth(auth).user.id, params.id);
    return null;
  });
  api.handle(listAlertEvents, async ({ auth, query }) => alerts.events(requireAuth(auth).user.id, query));
  api.handle(alertSummary, async ({ auth }) => alerts.summary(requireAuth(auth).user.id));
  api.handle(markAlertEventRead, async ({ auth, params }) =>
    alerts.markRead(requireAuth(auth).user.id, params.id),
  );
  api.handle(markAllAlertEventsRead, async ({ auth }) => alerts.markAllRead(requireAuth(auth).user.id));
  api.handle(setAlertMailMode, async ({ auth, body }) =>
    alerts.setMailMode(requireAuth(auth).user.id, body.mailMode),
  );
}
