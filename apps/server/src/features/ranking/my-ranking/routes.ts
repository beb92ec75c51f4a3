import {
  addNewItem,
  addTrackedKeywords,
  deleteTrackedItem,
  deleteTrackedKeyword,
  itemKeywordSuggestions,
  keywordAndPremiumLimitation,
  myRanking,
  singleChart,
  updatePremiumKeyword,
  updateRow,
} from '@baylytics/contract/my-ranking';
import type { FastifyInstance } from 'fastify';
import { createApi, requireAuth } from '../../../kernel/api.ts';
import { requestLanguage } from '../../common/public.ts';
import { parseFormBody } from './form-body.ts';
import type { MyRankingService } from './service.ts';

/**
 * My Ranking's calls, in a scope of their own: the table editor posts form data (update-row), which this scope
 * alone reads, so no other route accepts form bodies.
 */
export async function myRankingRoutes(scope: FastifyInstance, service: MyRankingService): Promise<void> {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );
  const api = createApi(scope);
  const userOf = (auth: Parameters<typeof requireAuth>[0]) => {
    const { user } = requireAuth(auth);
    return { id: user.id, roles: user.roles };
  };

  api.handle(myRanking, async ({ auth, query, request }) =>
    service.list(userOf(auth), query, requestLanguage(request)),
  );
  api.handle(singleChart, async ({ auth, params, query }) =>
    service.singleChart(userOf(auth).id, params.itemId, query),
  );
  api.handle(itemKeywordSuggestions, async ({ auth, params, query }) =>
    service.suggestions(userOf(auth).id, params.itemNumber, query),
  );
  api.handle(addTrackedKeywords, async ({ auth, body }) => service.addKeywords(userOf(auth), body));
  api.handle(updatePremiumKeyword, async ({ auth, body }) =>
    service.setPremium(userOf(auth), body.keyword, body.isPremium),
  );
  api.handle(keywordAndPremiumLimitation, async ({ auth }) => service.limitation(userOf(auth)));
  api.handle(updateRow, async ({ auth, body }) => service.editRows(userOf(auth).id, body.data));
  api.handle(deleteTrackedKeyword, async ({ auth, params }) => service.deleteRow(userOf(auth).id, params.id));
  api.handle(deleteTrackedItem, async ({ auth, params }) =>
    service.deleteItem(userOf(auth).id, params.itemNumber),
  );
  api.handle(addNewItem, async ({ auth, body }) =>
    service.moveItem(userOf(auth).id, body.oldItemNumber, body.newItemNumber),
  );
}
