import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createVariantFigures } from '../research/public.ts';
import { createKeywordListService } from './keyword-lists/keyword-list-service.ts';
import { keywordListRoutes } from './keyword-lists/routes.ts';
import { keywordProRoutes } from './keyword-pro/routes.ts';
import { createKeywordToolRepository } from './keyword-tool/repository.ts';
import { keywordToolRoutes } from './keyword-tool/routes.ts';
import { createKeywordToolService } from './keyword-tool/service.ts';
import { createReverseTrackerRepository } from './reverse-tracker/repository.ts';
import { reverseTrackerRoutes } from './reverse-tracker/routes.ts';
import { createReverseTrackerService } from './reverse-tracker/service.ts';
import { searchOrganicRoutes } from './search-organic/routes.ts';
import { createSearchOrganicService } from './search-organic/service.ts';

/** Keywords: the reverse tracker, keyword lists, Keyword Pro, the keyword tool and the organic search. */
export const keywordsModule: FeatureModule = {
  name: 'keywords',
  routes(scope, { db, ebay, suggest, log, clock }) {
    const api = createApi(scope);
    reverseTrackerRoutes(
      api,
      createReverseTrackerService({
        repository: createReverseTrackerRepository(db),
        ebay: ebay.client,
        clock,
      }),
    );
    keywordListRoutes(api, createKeywordListService({ db, clock }));
    keywordProRoutes(api, db, createVariantFigures({ db, ebay: ebay.client, clock }));
    keywordToolRoutes(
      api,
      createKeywordToolService({
        repository: createKeywordToolRepository(db),
        ebay: ebay.client,
        suggest,
        log,
      }),
    );
    searchOrganicRoutes(api, createSearchOrganicService({ ebay: ebay.client, clock }));
  },
};
