import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { listingSpecifics } from '../listing/public.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createAfterbuyCredentialsRepository } from './afterbuy-credentials-repository.ts';
import { afterbuyRoutes } from './afterbuy-routes.ts';
import { createAfterbuyService } from './afterbuy-service.ts';
import { createTransformerCharacteristicsService } from './characteristics-service.ts';
import { transformerRoutes } from './routes.ts';
import { createTransformerService } from './service.ts';

/**
 * The vehicle-compatibility transformer: vehicle usage lists read from one listing and applied to another, and a
 * listing's item specifics edited in its panel; the list sent to the seller's Afterbuy shop with its own credentials.
 */
export const transformerModule: FeatureModule = {
  name: 'transformer',
  routes(scope, { db, ebay, afterbuy, clock }) {
    const api = createApi(scope);
    transformerRoutes(
      api,
      createTransformerService({ tokens: createUsableTokens(db), ebay: ebay.client, clock }),
      createTransformerCharacteristicsService(listingSpecifics(db, ebay.client, clock)),
    );
    afterbuyRoutes(
      api,
      createAfterbuyService({
        repository: createAfterbuyCredentialsRepository(db),
        cipher: ebay.cipher,
        afterbuy,
        clock,
      }),
    );
  },
};
