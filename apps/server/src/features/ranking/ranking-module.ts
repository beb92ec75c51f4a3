import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { createPromotionAdvice } from './account-check/promotion-advice.ts';
import { createPromotionAdviceStore } from './account-check/promotion-advice-store.ts';
import { createAccountCheckRepository } from './account-check/repository.ts';
import { accountCheckRoutes } from './account-check/routes.ts';
import { createAccountCheckService } from './account-check/service.ts';
import { importListingsJob } from './import-listings-job.ts';
import { rankingImportRoutes } from './import-routes.ts';
import { createImportService } from './import-service.ts';
import { createLiveChartRepository } from './live-chart/repository.ts';
import { liveChartRoutes } from './live-chart/routes.ts';
import { createLiveChartService } from './live-chart/service.ts';
import { createItemDetailsSource } from './my-ranking/item-details.ts';
import { createMyRankingRepository } from './my-ranking/repository.ts';
import { myRankingRoutes } from './my-ranking/routes.ts';
import { createMyRankingService } from './my-ranking/service.ts';
import { refreshPromotionAdviceJob } from './promotion-advice-job.ts';
import { createScoreBreakdownRepository } from './score-breakdown/repository.ts';
import { scoreBreakdownRoutes } from './score-breakdown/routes.ts';
import { createScoreBreakdownService } from './score-breakdown/service.ts';
import { createSeoStepRepository } from './seo-steps/repository.ts';
import { seoStepRoutes } from './seo-steps/routes.ts';
import { createSeoStepService } from './seo-steps/service.ts';

/** Ranking: the listing import, account check, BayScore breakdown, SEO steps, My Ranking and the live chart. */
export const rankingModule: FeatureModule = {
  name: 'ranking',
  async routes(scope, { db, jobs, ebay, mail, clock }) {
    const api = createApi(scope);
    rankingImportRoutes(api, createImportService({ db, jobs, clock }));
    const accountCheckRepository = createAccountCheckRepository(db);
    const advice = createPromotionAdvice({
      usableTokenId: createUsableTokens(db).usableTokenId,
      recommendationsFor: (ebayTokenId) => ebay.client.seller(ebayTokenId).recommendations,
      store: createPromotionAdviceStore(db).store,
      clock,
      onFailure: (error, context) =>
        scope.log.warn({ err: error, ...context }, 'eBay promotion advice unavailable: shown as unknown'),
    });
    accountCheckRoutes(api, scope, {
      service: createAccountCheckService(accountCheckRepository, clock, advice),
      repository: accountCheckRepository,
      mail,
    });
    scoreBreakdownRoutes(api, createScoreBreakdownService(createScoreBreakdownRepository(db)));
    seoStepRoutes(api, createSeoStepService(createSeoStepRepository(db), clock));
    const myRanking = createMyRankingService({
      db,
      repository: createMyRankingRepository(db),
      items: createItemDetailsSource({ db, ebay: ebay.client, clock }),
      clock,
    });
    await scope.register((myRankingScope) => myRankingRoutes(myRankingScope, myRanking));
    liveChartRoutes(
      api,
      createLiveChartService({ repository: createLiveChartRepository(db), ebay: ebay.client, clock }),
    );
  },
  jobs: [importListingsJob, refreshPromotionAdviceJob],
};
