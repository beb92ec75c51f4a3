import { ebayAccountDeletionChallenge } from '@baylytics/contract/marketplace';
import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createAccountDeletion } from './account-deletion.ts';
import { accountDeletionRoutes } from './account-deletion-routes.ts';
import { createMarketplaceRepository } from './repository.ts';
import { marketplaceRoutes } from './routes.ts';
import { createMarketplaceService } from './service.ts';

/** The eBay connection: consent, tokens, and eBay's marketplace account deletion notices. */
export const marketplaceModule: FeatureModule = {
  name: 'marketplace',
  async routes(scope, { db, ebay, config, clock }) {
    marketplaceRoutes(
      createApi(scope),
      createMarketplaceService({
        repository: createMarketplaceRepository(db),
        ebay: ebay.client,
        cipher: ebay.cipher,
        clock,
      }),
    );
    const accountDeletion = createAccountDeletion({
      db,
      ebay: ebay.client,
      verificationToken: config.EBAY_VERIFICATION_TOKEN,
      endpointUrl: `${config.publicUrl}/api${ebayAccountDeletionChallenge.path}`,
    });
    await scope.register((deletionScope) => accountDeletionRoutes(deletionScope, accountDeletion));
  },
};
