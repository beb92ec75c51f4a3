import {
  applyTitle,
  ebayAutoSuggestion,
  googleAutoSuggestion,
  titleBuilderItem,
} from '@baylytics/contract/listing-title-builder';
import type { EbaySiteId } from '@baylytics/contract/marketplaces';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { TitleBuilderService } from './service.ts';

export function titleBuilderRoutes(api: Api, service: TitleBuilderService): void {
  api.handle(titleBuilderItem, async ({ auth, query }) => service.item(requireAuth(auth).user.id, query));
  api.handle(applyTitle, async ({ auth, body }) => service.applyTitle(requireAuth(auth).user.id, body));
  // The contract's schema admits only the product's sites.
  api.handle(ebayAutoSuggestion, async ({ query }) =>
    service.ebaySuggestions(query.keyword, query.sId as EbaySiteId),
  );
  api.handle(googleAutoSuggestion, async ({ query }) => service.searchSuggestions(query.keyword, query.lang));
}
