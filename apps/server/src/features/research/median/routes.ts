import { medianTool } from '@baylytics/contract/research-median';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import type { Api } from '../../../kernel/api.ts';
import type { MedianService } from './median-service.ts';

export function medianRoutes(api: Api, service: MedianService): void {
  // The contract's schema admits only the three site ids.
  api.handle(medianTool, async ({ query }) =>
    service.medians({ ...query, eBaySiteId: query.eBaySiteId as EbaySiteId }),
  );
}
