import { searchOrganic } from '@baylytics/contract/search-organic';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { SearchOrganicService } from './service.ts';

export function searchOrganicRoutes(api: Api, service: SearchOrganicService): void {
  api.handle(searchOrganic, async ({ auth, query }) => service.search(requireAuth(auth).user.id, query));
}
