import { liveChart, liveChartUpdate, saveLiveChart } from '@baylytics/contract/live-chart';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { LiveChartService } from './service.ts';

export function liveChartRoutes(api: Api, service: LiveChartService): void {
  api.handle(liveChart, async ({ auth }) => service.chart(requireAuth(auth).user.id));
  api.handle(saveLiveChart, async ({ auth, body }) =>
    service.save(requireAuth(auth).user.id, {
      itemNumber: body.itemNumber,
      keywords: body.mainKeywords,
      siteId: body.eBaySite,
    }),
  );
  api.handle(liveChartUpdate, async ({ auth, query }) =>
    service.update(requireAuth(auth).user.id, {
      itemNumber: query.itemNumber,
      keywords: query.keywords,
      siteId: query.eBaySite,
    }),
  );
}
