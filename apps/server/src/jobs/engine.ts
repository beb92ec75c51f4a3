import type { Runner, WorkerEvents } from 'graphile-worker';
import type { Database } from '../db/database.ts';
import { poolOf } from '../db/pool-of.ts';
import type { CampaignCalls } from '../features/campaigns/public.ts';
import type { SearchSource, SellerListSource, SuggestSource } from '../features/crawler/ports.ts';
import { sellerSourcesFrom } from '../features/crawler/seller-sources.ts';
import type { ListingEbay } from '../features/listing/public.ts';
import type { ProductReviewSource } from '../features/ranking/import-reviews.ts';
import type { RecommendationsFor } from '../features/ranking/public.ts';
import type { CategoryTreeSource, VariantSalesSource } from '../features/research/public.ts';
import type { MediaVideo } from '../integrations/ebay/ebay-types.ts';
import type { EngineDeps, GrantRevoker } from '../kernel/engine-deps.ts';
import type { JobQueue } from '../kernel/job-queue.ts';
import { createJobQueue } from './create-job-queue.ts';
import { startWorker } from './worker-runtime.ts';

/** The eBay calls the engine makes: the app's eBay client (or its stand-in) provides them all. */
export type EngineEbay = SearchSource &
  SuggestSource &
  ProductReviewSource &
  CategoryTreeSource &
  VariantSalesSource &
  GrantRevoker &
  Pick<ListingEbay, 'itemAspects'> & {
    seller(tokenId: number): SellerListSource & {
      marketing: CampaignCalls;
      recommendations: ReturnType<RecommendationsFor>;
    } & VideoReader &
      ReturnType<ListingEbay['seller']>;
  };

/** The Media call the video status job makes with a seller's token. */
interface VideoReader {
  getVideo(ebayVideoId: string): Promise<MediaVideo>;
}

export function createEngineDeps(input: {
  db: Database;
  ebay: EngineEbay;
  jobs?: JobQueue;
  clock?: () => Date;
  log?: (message: string) => void;
  seedDemoMarket?: EngineDeps['seedDemoMarket'];
  loginLogRetentionDays?: number;
  invoiceRetentionYears?: number;
  afterbuy?: EngineDeps['afterbuy'];
  mail?: EngineDeps['mail'];
}): EngineDeps {
  const clock = input.clock ?? (() => new Date());
  return {
    db: input.db,
    jobs: input.jobs ?? createJobQueue(poolOf(input.db)),
    clock,
    search: input.ebay,
    suggest: input.ebay,
    sellerSourceFor: sellerSourcesFrom(input.db, input.ebay, clock),
    reviews: input.ebay,
    categoryTrees: input.ebay,
    campaignCalls: (tokenId) => input.ebay.seller(tokenId).marketing,
    recommendations: (tokenId) => input.ebay.seller(tokenId).recommendations,
    variantSales: input.ebay,
    listingEbay: input.ebay,
    videoStatus: { getVideo: (tokenId, ebayVideoId) => input.ebay.seller(tokenId).getVideo(ebayVideoId) },
    ebayGrants: input.ebay,
    log: input.log ?? ((message) => process.stdout.write(`${message}\n`)),
    seedDemoMarket: input.seedDemoMarket ?? null,
    afterbuy: input.afterbuy ?? null,
    mail: input.mail ?? null,
    loginLogRetentionDays: input.loginLogRetentionDays ?? 180,
    invoiceRetentionYears: input.invoiceRetentionYears ?? 8,
  };
}

/** Starts the worker for an app process or the worker-only entry; `stop` waits for running jobs. */
export async function startEngine(
  deps: EngineDeps,
  options: { concurrency?: number; events?: WorkerEvents } = {},
): Promise<{ runner: Runner; stop(): Promise<void> }> {
  const runner = await startWorker(deps, { pool: poolOf(deps.db), ...options });
  return {
    runner,
    async stop() {
      await runner.stop();
      await deps.jobs.close();
    },
  };
}
