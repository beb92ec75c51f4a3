import type { Marketplace } from '../marketplace/model.ts';
import type { CallStats } from './call-stats.ts';
import type { CategoryTreeEditions } from './category-tree-editions.ts';
import type { FaultList } from './fault-injection.ts';
import type { GrantStore } from './grant-store.ts';
import type { MediaStore } from './media-store.ts';
import type { NotificationSigner } from './notification-signer.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { RevisionLimit } from './revision-limit.ts';

/** What every route of the eBay stand-in shares. */
export interface EbayContext {
  market: Marketplace;
  now: () => Date;
  /** Where callers reach the stand-in; known once it listens, so read it per request. */
  publicUrl: () => string;
  clientId: string;
  clientSecret: string;
  /** eBay's name for the redirect: the token call sends it as `redirect_uri`, not a URL. */
  ruName: string;
  /** The URL the RuName stands for (the product's `/app/ebay-accept`). */
  redirectUrl: string;
  applicationName: string;
  grants: GrantStore;
  limiter: RateLimiter;
  faults: FaultList;
  stats: CallStats;
  notificationSigner: NotificationSigner;
  /** Category renames since start, each a new tree version. */
  treeEditions: CategoryTreeEditions;
  /** Videos of the Media API and the listings they are attached to. */
  media: MediaStore;
  /** eBay's limit of revisions per listing and calendar day. */
  revisionLimit: RevisionLimit;
  /** Writes the market's revisions to the data folder, when there is one. */
  saveRevisions(): void;
}
