import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { transformerRoutes } from './routes.ts';
import { createTransformerService } from './service.ts';

/** The vehicle-compatibility transformer: vehicle usage lists read from one listing and applied to another. */
export const transformerModule: FeatureModule = {
  name: 'transformer',
  routes(scope, { db, ebay, clock }) {
    transformerRoutes(
      createApi(scope),
      createTransformerService({ tokens: createUsableTokens(db), ebay: ebay.client, clock }),
    );
  },
};
