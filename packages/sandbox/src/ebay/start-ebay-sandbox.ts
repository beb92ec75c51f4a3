import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyError } from 'fastify';
import { createMarketplace, demoMarketOptions } from '../marketplace/create-marketplace.ts';
import { MarketplaceError } from '../marketplace/marketplace-error.ts';
import type { Marketplace, MarketplaceOptions, SiteId } from '../marketplace/model.ts';
import {
  type AccountDeletionOutcome,
  type AccountDeletionRequest,
  sendAccountDeletion,
} from './account-deletion.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerAutosuggestRoutes } from './autosuggest-routes.ts';
import { registerBrowseRoutes } from './browse-routes.ts';
import { type CallStatsSnapshot, createCallStats } from './call-stats.ts';
import { createCategoryTreeEditions } from './category-tree-editions.ts';
import { registerControlRoutes } from './control-routes.ts';
import { type DemoConsent, grantDemoConsent } from './demo-consent.ts';
import { apiOfPath } from './ebay-api.ts';
import { EbayFailure, ebayFailures } from './ebay-failure.ts';
import { createFaultList, faultSchema, type SandboxFault } from './fault-injection.ts';
import { createGrantStore } from './grant-store.ts';
import { registerIdentityRoutes } from './identity-routes.ts';
import { createListingRecommendations } from './listing-recommendations.ts';
import { marketingAdBook } from './marketing-ad-book.ts';
import { registerAdRoutes } from './marketing-ad-routes.ts';
import { registerLookupRoutes } from './marketing-lookup-routes.ts';
import { registerReportRoutes } from './marketing-report-routes.ts';
import { registerCampaignRoutes } from './marketing-routes.ts';
import { createMarketingStore } from './marketing-store.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { createMediaStore } from './media-store.ts';
import { createNotificationSigner } from './notification-signer.ts';
import { registerOauthRoutes } from './oauth-routes.ts';
import { registerPictureRoutes } from './picture-routes.ts';
import { type CallLimits, createRateLimiter } from './rate-limiter.ts';
import { registerRecommendationRoutes } from './recommendation-routes.ts';
import { registerRequestPipeline } from './request-pipeline.ts';
import { createRevisionLimit } from './revision-limit.ts';
import type { EbayContext } from './sandbox-context.ts';
import { registerTaxonomyRoutes } from './taxonomy-routes.ts';
import { registerTradingRoutes, tradingFailureBody } from './trading-routes.ts';
import { registerViewItemRoutes } from './view-item-page.ts';

export interface EbaySandboxOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where callers reach the stand-in (links in answers, picture URLs); defaults to the address it listens on. */
  publicUrl?: string;
  clientId: string;
  clientSecret: string;
  /** The RuName the client sends as `redirect_uri`. */
  ruName: string;
  /** The accept URL the RuName maps to (the product's `/app/ebay-accept`). */
  redirectUrl: string;
  /** The application's name on the consent page. */
  applicationName?: string;
  /** Options of the synthetic market built at start; `demoMarketOptions` by default. */
  marketOptions?: MarketplaceOptions;
  /** A market built elsewhere, to share one instance (then `marketOptions` is ignored). */
  market?: Marketplace;
  /** Keeps revisions and issued tokens as JSON here, so they survive a restart; memory only when unset. */
  dataDir?: string;
  clock?: () => Date;
  /** Call limits per API and rolling window; none by default. */
  rateLimits?: CallLimits;
  /** Revisions of one listing per UTC day before ReviseItem refuses; eBay's 250 by default. */
  revisionsPerItemPerDay?: number;
  /** How long an uploaded video stays PROCESSING before it shows its outcome; 20 s by default. */
  videoProcessingMs?: number;
  logger?: boolean;
}

export interface EbaySandbox {
  /** Base URL of every API (what the client's eBay base URLs are set to). */
  url: string;
  publicUrl: string;
  market: Marketplace;
  /** As `POST /sandbox/faults` does. */
  injectFault(fault: Partial<SandboxFault>): void;
  clearFaults(): void;
  stats(): CallStatsSnapshot;
  resetStats(): void;
  /** As `POST /sandbox/grants/revoke` does; returns the number of refresh tokens revoked. */
  revokeGrants(username: string): number;
  /** Renames a category of a site's tree, as eBay does between tree versions; returns the new version. */
  renameCategory(siteId: SiteId, categoryId: string, name: string): string;
  sendAccountDeletion(request: AccountDeletionRequest): Promise<AccountDeletionOutcome>;
  /**
   * A seller agrees to the client's authorize URL without a browser (see demo-consent.ts): the product's demo
   * seed connects demo users to their stand-in sellers with it, then accepts the code as the browser would.
   */
  grantDemoConsent(authorizeUrl: string, username: string): DemoConsent;
  /** The video (Media API id) a listing shows, if any. */
  videoOfItem(itemId: string): string | undefined;
  close(): Promise<void>;
}

function listenUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

function revisionStore(market: Marketplace, dataDir: string | undefined): () => void {
  if (!dataDir) return () => {};
  const file = path.join(dataDir, 'ebay-revisions.json');
  if (existsSync(file)) market.importRevisions(JSON.parse(readFileSync(file, 'utf8')));
  return () => {
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(market.exportRevisions()));
    renameSync(temporary, file);
  };
}

/**
 * A local eBay stand-in speaking eBay's paths and JSON (and Trading's XML) for what the product uses:
 * OAuth consent and tokens, Identity, Browse, Taxonomy, Trading, Marketing (campaigns, ads, ad groups,
 * keywords), Account (advertising eligibility), Media (videos), autocomplete, pictures and account deletion
 * notifications, backed by the synthetic marketplace. Sandbox-only controls live under /sandbox/.
 */
export async function startEbaySandbox(options: EbaySandboxOptions): Promise<EbaySandbox> {
  const host = options.host ?? '127.0.0.1';
  const now = options.clock ?? (() => new Date());
  const market = options.market ?? createMarketplace(options.marketOptions ?? demoMarketOptions);
  let publicUrl = options.publicUrl?.replace(/\/$/, '') ?? '';
  const context: EbayContext = {
    market,
    now,
    publicUrl: () => publicUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    ruName: options.ruName,
    redirectUrl: options.redirectUrl,
    applicationName: options.applicationName ?? 'Baylytics',
    grants: createGrantStore(options.dataDir, () => now().getTime()),
    limiter: createRateLimiter(options.rateLimits ?? {}),
    faults: createFaultList(),
    stats: createCallStats(),
    notificationSigner: await createNotificationSigner(),
    treeEditions: createCategoryTreeEditions(),
    saveRevisions: revisionStore(market, options.dataDir),
    revisionLimit: createRevisionLimit(options.revisionsPerItemPerDay),
    media: createMediaStore(options.dataDir, options.videoProcessingMs ?? 20_000),
  };

  const app = Fastify({ logger: options.logger ?? false });
  // Token requests and the consent form send form bodies; Trading sends XML, with or without a content type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    ['text/xml', 'application/xml', '*'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure =
      error instanceof EbayFailure
        ? error
        : error instanceof MarketplaceError
          ? ebayFailures.sandboxRequest(error.message)
          : error.statusCode !== undefined && error.statusCode < 500
            ? ebayFailures.rest(error.statusCode, {
                errorId: 2004,
                domain: 'ACCESS',
                category: 'REQUEST',
                message: 'Invalid request',
                longMessage: error.message,
              })
            : ebayFailures.internal(apiOfPath(request.url.split('?')[0] ?? '') ?? 'sandbox');
    if (!(error instanceof EbayFailure) && failure.statusCode >= 500) app.log.error(error);
    const isTrading = apiOfPath(request.url.split('?')[0] ?? '') === 'trading';
    if (isTrading && failure.trading) {
      // Trading says Failure inside an HTTP 200, except when eBay's gateway itself refuses (limits, outages).
      const status = failure.statusCode === 429 || failure.statusCode >= 500 ? failure.statusCode : 200;
      return reply
        .code(status)
        .headers(failure.headers)
        .type('text/xml; charset=utf-8')
        .send(tradingFailureBody(request, now(), failure.trading));
    }
    return reply.code(failure.statusCode).headers(failure.headers).send(failure.body);
  });
  app.setNotFoundHandler((request) => {
    throw ebayFailures.rest(404, {
      errorId: 2002,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Resource not found',
      longMessage: `There is no resource at ${request.url.split('?')[0] ?? ''}.`,
    });
  });

  registerRequestPipeline(app, context);
  registerControlRoutes(app, context);
  registerOauthRoutes(app, context);
  registerIdentityRoutes(app, context);
  registerBrowseRoutes(app, context);
  registerTaxonomyRoutes(app, context);
  registerTradingRoutes(app, context);
  registerAutosuggestRoutes(app, context);
  registerMediaRoutes(app, context);
  registerPictureRoutes(app);
  const marketing = createMarketingStore(options.dataDir);
  market.useAdBook(marketingAdBook(context, marketing));
  registerCampaignRoutes(app, context, marketing);
  registerAdRoutes(app, context, marketing);
  registerLookupRoutes(app, context, marketing);
  registerReportRoutes(app, context, marketing);
  registerAccountRoutes(app, context);
  registerRecommendationRoutes(app, context, createListingRecommendations(market, marketing));
  registerViewItemRoutes(app, context);

  try {
    await app.listen({ port: options.port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const url = listenUrl(host, (app.server.address() as AddressInfo).port);
  if (!publicUrl) publicUrl = url;

  return {
    url,
    publicUrl,
    market,
    injectFault: (fault) => context.faults.add(faultSchema.parse(fault)),
    clearFaults: () => context.faults.clear(),
    stats: () => context.stats.snapshot(),
    resetStats: () => context.stats.reset(),
    revokeGrants: (username) => context.grants.revoke(username),
    renameCategory: (siteId, categoryId, name) => context.treeEditions.rename(siteId, categoryId, name),
    sendAccountDeletion: (request) => sendAccountDeletion(context, request),
    grantDemoConsent: (authorizeUrl, username) => grantDemoConsent(context, authorizeUrl, username),
    videoOfItem: (itemId) => context.media.videoOfItem(itemId),
    close: () => app.close(),
  };
}
