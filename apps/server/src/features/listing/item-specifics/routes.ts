import {
  applyChange,
  categoryInfo,
  createLoadJob,
  editorItems,
  itemSpecificsCsvFileName,
  itemSpecificsExport,
  loadJobStatus,
  restoreSpecifics,
  saveItemsSpecifics,
  summaryByCategory,
  syncStatus,
} from '@baylytics/contract/listing-item-specifics';
import type { FastifyInstance } from 'fastify';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import { AppError } from '../../../kernel/errors.ts';
import { streamRoute } from '../../../kernel/stream-route.ts';
import { itemSpecificsCsvChunks } from './csv-export.ts';
import type { DraftService } from './draft-service.ts';
import type { ItemRepository } from './item-repository.ts';
import type { ItemSpecificsService } from './service.ts';

export function itemSpecificsRoutes(
  api: Api,
  scope: FastifyInstance,
  services: { reading: ItemSpecificsService; drafts: DraftService; items: ItemRepository },
) {
  const { reading, drafts, items } = services;
  const userOf = (auth: Parameters<typeof requireAuth>[0]) => requireAuth(auth).user.id;

  api.handle(summaryByCategory, async ({ auth, query }) =>
    reading.summary(userOf(auth), query.sellerName, query),
  );
  api.handle(createLoadJob, async ({ auth, body }) => reading.createLoad(userOf(auth), body));
  api.handle(loadJobStatus, async ({ auth, query }) => {
    if (query.categoryIds.length !== query.eBaySiteIds.length)
      throw new AppError('validationFailed', [{ field: 'eBaySiteIds', message: 'validation.invalid' }]);
    const refs = query.categoryIds.map((categoryId, i) => ({
      categoryId,
      siteId: query.eBaySiteIds[i] ?? 77,
    }));
    return reading.loadStatuses(userOf(auth), query.sellerName, refs);
  });
  api.handle(categoryInfo, async ({ auth, params, query }) =>
    reading.categoryInfo(userOf(auth), { ...query, categoryId: params.categoryId }),
  );
  api.handle(editorItems, async ({ auth, query }) =>
    reading.editorItems(userOf(auth), query, query.pageIndex, query.keyword),
  );
  streamRoute(scope, itemSpecificsExport, async ({ auth, query }) => {
    const { keyword, ...key } = query;
    // Resolved before the first byte: another seller's or an unloaded category still answers the envelope.
    const { rowId, aspectNames } = await reading.exportSource(userOf(auth), key);
    return {
      filename: itemSpecificsCsvFileName,
      contentType: 'text/csv; charset=utf-8',
      chunks: itemSpecificsCsvChunks(items, { rowId, keyword: keyword || undefined, aspectNames }),
    };
  });
  api.handle(saveItemsSpecifics, async ({ auth, body }) => drafts.save(userOf(auth), body, body.data));
  api.handle(applyChange, async ({ auth, body }) => drafts.apply(userOf(auth), body));
  api.handle(syncStatus, async ({ auth, query }) => drafts.status(userOf(auth), query));
  api.handle(restoreSpecifics, async ({ auth, body }) =>
    drafts.restore(userOf(auth), body, body.itemNumbers),
  );
}
