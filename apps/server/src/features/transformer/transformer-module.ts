import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { listingSpecifics } from '../listing/public.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createAfterbuyCredentialsRepository } from './afterbuy-credentials-repository.ts';
import { afterbuyLinkJobKey, linkAfterbuyProductsJob } from './afterbuy-link-job.ts';
import { createAfterbuyLinkRepository } from './afterbuy-link-repository.ts';
import { afterbuyRoutes } from './afterbuy-routes.ts';
import { createAfterbuyService } from './afterbuy-service.ts';
import { createTransformerCharacteristicsService } from './characteristics-service.ts';
import { transformerRoutes } from './routes.ts';
import { type AfterbuyLinks, createTransformerService } from './service.ts';

/**
 * The vehicle-compatibility transformer: vehicle usage lists read from one listing and applied to another, and a
 * listing's item specifics edited in its panel; the list sent to the seller's Afterbuy shop with its own credentials.
 */
export const transformerModule: FeatureModule = {
  name: 'transformer',
  routes(scope, { db, ebay, afterbuy, jobs, clock }) {
    const api = createApi(scope);
    const credentials = createAfterbuyCredentialsRepository(db);
    const linkRepository = createAfterbuyLinkRepository(db);
    const links: AfterbuyLinks = {
      async productIdOf(userId, itemNumber) {
        const link = await linkRepository.linkOf(userId, itemNumber);
        return link ? link.afterbuyProductId : undefined;
      },
      async requestLookup(userId, itemNumber) {
        if (!(await credentials.of(userId))) return false;
        await jobs.add(
          linkAfterbuyProductsJob,
          { userId, itemNumbers: [itemNumber] },
          { jobKey: `${afterbuyLinkJobKey(userId)}:${itemNumber}` },
        );
        return true;
      },
    };
    transformerRoutes(
      api,
      createTransformerService({ tokens: createUsableTokens(db), ebay: ebay.client, links, clock }),
      createTransformerCharacteristicsService(listingSpecifics(db, ebay.client, clock)),
    );
    afterbuyRoutes(
      api,
      createAfterbuyService({
        repository: credentials,
        cipher: ebay.cipher,
        afterbuy,
        requestLinks: (userId) =>
          jobs.add(linkAfterbuyProductsJob, { userId }, { jobKey: afterbuyLinkJobKey(userId) }),
        clock,
      }),
    );
  },
  jobs: [linkAfterbuyProductsJob],
};
