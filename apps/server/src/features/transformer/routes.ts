import { transformerMvl, updateTransformerMvl } from '@baylytics/contract/transformer';
import {
  applyTransformerCharacteristics,
  transformerCharacteristics,
} from '@baylytics/contract/transformer-characteristics';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { TransformerCharacteristicsService } from './characteristics-service.ts';
import type { TransformerService } from './service.ts';

export function transformerRoutes(
  api: Api,
  service: TransformerService,
  characteristics: TransformerCharacteristicsService,
): void {
  api.handle(transformerMvl, async ({ auth, query }) => service.table(requireAuth(auth).user.id, query));
  api.handle(updateTransformerMvl, async ({ auth, body }) => service.update(requireAuth(auth).user.id, body));
  api.handle(transformerCharacteristics, async ({ auth, query }) =>
    characteristics.load(requireAuth(auth).user.id, query),
  );
  api.handle(applyTransformerCharacteristics, async ({ auth, body }) =>
    characteristics.apply(requireAuth(auth).user.id, body),
  );
}
