import {
  accountKpi,
  changeAccountName,
  deleteUnrankedItem,
  itemGroupChart,
  itemKeywordChart,
  itemScoreChart,
  rankingExport,
  rankingList,
  sendItemReport,
  setItemOptimized,
  setOptimizedOnSearch,
  setStarColorOnSearch,
  setStarColorText,
  starColorList,
  toggleItemOptimized,
  updateItemStarColor,
} from '@baylytics/contract/account-check';
import type { FastifyInstance } from 'fastify';
import type { MailService } from '../../../integrations/mail/mail-service.ts';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import { streamRoute } from '../../../kernel/stream-route.ts';
import { rankingCsvChunks } from './csv-export.ts';
import { sendRankingReport } from './ranking-report.ts';
import type { AccountCheckRepository } from './repository.ts';
import type { AccountCheckService } from './service.ts';

/** Strips the bulk call's `value` off: the rest of the body is the table's filter. */
function filterOf<T extends { value: unknown }>({ value: _value, ...filter }: T) {
  return filter;
}

export function accountCheckRoutes(
  api: Api,
  scope: FastifyInstance,
  deps: { service: AccountCheckService; repository: AccountCheckRepository; mail: MailService },
): void {
  const { service, repository, mail } = deps;

  api.prepared(rankingList, async ({ auth, query }) => {
    const { pageIndex, pageSize, orderBy, direction, ...filter } = query;
    return service.list(requireAuth(auth).user.id, { filter, orderBy, direction, pageIndex, pageSize });
  });

  streamRoute(scope, rankingExport, async ({ auth, query }) => {
    const userId = requireAuth(auth).user.id;
    const { orderBy, direction, ...filter } = query;
    // Resolved before the first byte: an unknown account still answers the 404 envelope.
    const accountIds = await service.accountIdsFor(userId, filter.accounts);
    const today = service.today();
    return {
      filename: `account-check-${today}.csv`,
      contentType: 'text/csv; charset=utf-8',
      chunks: rankingCsvChunks(repository, { accountIds, filter, orderBy, direction, userId }),
    };
  });

  api.handle(accountKpi, async ({ auth, query }) =>
    service.kpi(requireAuth(auth).user.id, query.account, query.fromDate, query.toDate),
  );
  api.handle(starColorList, async ({ auth }) => service.starColors(requireAuth(auth).user.id));
  api.handle(setStarColorText, async ({ auth, body }) => {
    const userId = requireAuth(auth).user.id;
    await service.setStarColorText(userId, body.id, body.text);
    return service.starColors(userId);
  });
  api.handle(updateItemStarColor, async ({ auth, body }) =>
    service.setItemStarColor(requireAuth(auth).user.id, body.itemNumber, body.color),
  );
  api.handle(setStarColorOnSearch, async ({ auth, body }) =>
    service.setStarColorOnSearch(requireAuth(auth).user.id, filterOf(body), body.value),
  );
  api.handle(setOptimizedOnSearch, async ({ auth, body }) =>
    service.setOptimizedOnSearch(requireAuth(auth).user.id, filterOf(body), body.value),
  );
  api.handle(toggleItemOptimized, async ({ auth, body }) =>
    service.setItemOptimized(requireAuth(auth).user.id, body.itemNumber, null),
  );
  api.handle(deleteUnrankedItem, async ({ auth, params }) =>
    service.deleteUnrankedItem(requireAuth(auth).user.id, params.itemNumber),
  );
  api.handle(setItemOptimized, async ({ auth, body }) =>
    service.setItemOptimized(requireAuth(auth).user.id, body.itemNumber, body.value),
  );
  api.handle(changeAccountName, async ({ auth, body }) =>
    service.changeAccountName(requireAuth(auth).user.id, body.oldSellerName, body.newSellerName),
  );
  api.handle(itemScoreChart, async ({ auth, params, query }) =>
    service.itemScoreChart(requireAuth(auth).user.id, params.itemNumber, query.eBaySiteId),
  );
  api.handle(itemKeywordChart, async ({ auth, params, query }) =>
    service.itemKeywordChart(requireAuth(auth).user.id, params.itemNumber, query.fromDate, query.toDate),
  );
  api.handle(itemGroupChart, async ({ auth, params, query }) =>
    service.groupChart(requireAuth(auth).user.id, params.itemNumber, query.eBaySiteId),
  );
  api.handle(sendItemReport, async ({ auth, params }) =>
    sendRankingReport(service, mail, requireAuth(auth).user, params.itemNumber),
  );
}
