import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createAffiliateRepository } from './repository.ts';
import { affiliateRoutes } from './routes.ts';
import { createAffiliateService } from './service.ts';

/** The affiliate programme: referral codes and links, and the friends registered through them. */
export const affiliateModule: FeatureModule = {
  name: 'affiliate',
  routes(scope, { db, config }) {
    affiliateRoutes(
      createApi(scope),
      createAffiliateService({ repository: createAffiliateRepository(db), publicUrl: config.publicUrl }),
    );
  },
};
