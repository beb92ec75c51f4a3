import { categories } from '@baylytics/contract/research-categories';
import type { Api } from '../../../kernel/api.ts';
import type { CategoryService } from './category-service.ts';

export function categoryRoutes(api: Api, service: CategoryService): void {
  api.handle(categories, async ({ query }) => service.list(query));
}
