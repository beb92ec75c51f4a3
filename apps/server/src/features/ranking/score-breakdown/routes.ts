import { accountScoreBreakdown, listingScoreBreakdown } from '@baylytics/contract/score-breakdown';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { ScoreBreakdownService } from './service.ts';

export function scoreBreakdownRoutes(api: Api, service: ScoreBreakdownService): void {
  api.handle(listingScoreBreakdown, async ({ auth, params, query }) =>
    service.listing(requireAuth(auth).user.id, params.itemNumber, query.day),
  );
  api.handle(accountScoreBreakdown, async ({ auth, query }) =>
    service.account(requireAuth(auth).user.id, query.account, query.day),
  );
}
