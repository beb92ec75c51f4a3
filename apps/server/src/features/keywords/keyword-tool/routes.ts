import { keywordTool } from '@baylytics/contract/keyword-tool';
import type { EbaySiteId } from '@baylytics/contract/marketplaces';
import type { Api } from '../../../kernel/api.ts';
import type { KeywordToolService } from './service.ts';

export function keywordToolRoutes(api: Api, service: KeywordToolService): void {
  // The contract's schema admits only the three site ids.
  api.handle(keywordTool, async ({ query }) => service.lookup(query.keyword, query.eBaySiteId as EbaySiteId));
}
