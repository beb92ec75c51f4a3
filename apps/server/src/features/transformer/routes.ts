import { transformerMvl, updateTransformerMvl } from '@baylytics/contract/transformer';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { TransformerService } from './service.ts';

export function transformerRoutes(api: Api, service: TransformerService): void {
  api.handle(transformerMvl, async ({ auth, query }) => service.table(requireAuth(auth).user.id, query));
  api.handle(updateTransformerMvl, async ({ auth, body }) => service.update(requireAuth(auth).user.id, body));
}
