import type { Database } from '../db/database.ts';
import type { CampaignCallsFor } from '../features/campaigns/public.ts';
import type { SearchSource, SellerSourceFor, SuggestSource } from '../features/crawler/public.ts';
import type { ListingEbay } from '../features/listing/public.ts';
import type { ProductReviewSource, RecommendationsFor } from '../features/ranking/public.ts';
import type { CategoryTreeSource, VariantSalesSource } from '../features/research/public.ts';
import type { VideoStatusSource } from '../features/videos/public.ts';
import type { AfterbuyClient } from '../integrations/afterbuy/create-afterbuy-client.ts';
import type { TokenCipher } from '../integrations/ebay/token-cipher.ts';
import type { MailService } from '../integrations/mail/mail-service.ts';
import type { JobQueue } from './job-queue.ts';

/** What revokes a deleted account's eBay grant at eBay (the eBay client); throws when eBay cannot be reached. */
export interface GrantRevoker {
  revokeGrant(grant: { refreshTokenSealed: string; scopes: string }): Promise<void>;
}

/** Everything the worker's tasks use; the server and the worker-only entry build it the same way. */
export interface EngineDeps {
  db: Database;
  jobs: JobQueue;
  clock: () => Date;
  search: SearchSource;
  suggest: SuggestSource;
  sellerSourceFor: SellerSourceFor;
  /** Browse item answers: the listing import reads product reviews through them. */
  reviews: ProductReviewSource;
  /** eBay's category trees (Taxonomy), kept for the category browser. */
  categoryTrees: CategoryTreeSource;
  /** A connected seller's campaigns (Marketing API), kept for the campaign screens. */
  campaignCalls: CampaignCallsFor;
  /** eBay's promotion advice for a connected seller's listings (Recommendation API), kept for the account check. */
  recommendations: RecommendationsFor;
  /** Listings' sold quantities per variation (Browse), read daily for the variant tool. */
  variantSales: VariantSalesSource;
  /** Trading GetItem/ReviseItem with a seller's token and Taxonomy aspects: the item specifics load and sync. */
  listingEbay: ListingEbay;
  /** eBay's Media API: the status of uploaded videos. */
  videoStatus: VideoStatusSource;
  /** Afterbuy (or its stand-in) and the cipher of the stored credentials: the product link lookup; null without one. */
  afterbuy: { client: AfterbuyClient; cipher: TokenCipher } | null;
  /** Revokes a deleted account's eBay grant at eBay (the eBay client). */
  ebayGrants: GrantRevoker;
  /** Progress lines (import pages, backfill days); the operator reads them in the server log. */
  log: (message: string) => void;
  /** Days a sign-in stays in the sign-in log (`LOGIN_LOG_RETENTION_DAYS`). */
  loginLogRetentionDays: number;
  /** Years a deleted account's invoices are kept after their year of issue (`INVOICE_RETENTION_YEARS`). */
  invoiceRetentionYears: number;
  /**
   * Outgoing mail of jobs (alert digests) and where users reach the app (`PUBLIC_URL`) for the links in them;
   * null in a process that sends none, where such mails wait for one that does.
   */
  mail: { service: MailService; publicUrl: string } | null;
  /** Runs once the demo market is wanted (embedded default); null elsewhere. */
  seedDemoMarket: (() => Promise<void>) | null;
}
