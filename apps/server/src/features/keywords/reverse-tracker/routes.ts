import { keywordPositionHistory, rankingCheck, rankingCheckChart } from '@baylytics/contract/reverse-tracker';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { ReverseTrackerService } from './service.ts';

/**
 * The reverse tracker (ranking check). Any item number may be checked: the places come from public
 * searches; only the title lookup reads the caller's own imports.
 */
export function reverseTrackerRoutes(api: Api, service: ReverseTrackerService): void {
  api.handle(rankingCheck, async ({ auth, body }) => service.rankingCheck(requireAuth(auth).user, body));
  api.handle(keywordPositionHistory, async ({ params, query }) =>
    service.positionHistory(params.itemNumber, query),
  );
  api.handle(rankingCheckChart, async ({ params, query }) => service.chart(params.itemNumber, query));
}
