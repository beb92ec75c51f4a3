import { existsSync } from 'node:fs';
import path from 'node:path';
import { ebayAccountDeletionChallenge } from '@baylytics/contract/marketplace';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { credentialsRoutes } from '../features/account/credentials-routes.ts';
import { createCredentialsService } from '../features/account/credentials-service.ts';
import { createAccountRepository } from '../features/account/repository.ts';
import { accountRoutes } from '../features/account/routes.ts';
import { createAccountService } from '../features/account/service.ts';
import { createOneTimePasswords } from '../features/auth/one-time-passwords.ts';
import { createAuthRepository } from '../features/auth/repository.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { createAuthService } from '../features/auth/service.ts';
import { createInvoiceService } from '../features/billing/invoice-service.ts';
import type { PaymentGateway } from '../features/billing/payment-gateway.ts';
import { createBillingRepository } from '../features/billing/repository.ts';
import { billingRoutes } from '../features/billing/routes.ts';
import { createBillingService } from '../features/billing/service.ts';
import { paypalWebhookRoutes } from '../features/billing/webhook-routes.ts';
import { createCommonRepository } from '../features/common/repository.ts';
import { commonRoutes } from '../features/common/routes.ts';
import { createDashboardRepository } from '../features/dashboard/repository.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { createKeywordListService } from '../features/keywords/keyword-lists/keyword-list-service.ts';
import { keywordListRoutes } from '../features/keywords/keyword-lists/routes.ts';
import { keywordProRoutes } from '../features/keywords/keyword-pro/routes.ts';
import { createKeywordToolRepository } from '../features/keywords/keyword-tool/repository.ts';
import { keywordToolRoutes } from '../features/keywords/keyword-tool/routes.ts';
import { createKeywordToolService } from '../features/keywords/keyword-tool/service.ts';
import { createReverseTrackerRepository } from '../features/keywords/reverse-tracker/repository.ts';
import { reverseTrackerRoutes } from '../features/keywords/reverse-tracker/routes.ts';
import { createReverseTrackerService } from '../features/keywords/reverse-tracker/service.ts';
import { searchOrganicRoutes } from '../features/keywords/search-organic/routes.ts';
import { createSearchOrganicService } from '../features/keywords/search-organic/service.ts';
import { mailboxRoutes } from '../features/mailbox/routes.ts';
import { createAccountDeletion } from '../features/marketplace/account-deletion.ts';
import { accountDeletionRoutes } from '../features/marketplace/account-deletion-routes.ts';
import { createMarketplaceRepository } from '../features/marketplace/repository.ts';
import { marketplaceRoutes } from '../features/marketplace/routes.ts';
import { createMarketplaceService } from '../features/marketplace/service.ts';
import { createAccountCheckRepository } from '../features/ranking/account-check/repository.ts';
import { accountCheckRoutes } from '../features/ranking/account-check/routes.ts';
import { createAccountCheckService } from '../features/ranking/account-check/service.ts';
import { rankingImportRoutes } from '../features/ranking/import-routes.ts';
import { createImportService } from '../features/ranking/import-service.ts';
import { createLiveChartRepository } from '../features/ranking/live-chart/repository.ts';
import { liveChartRoutes } from '../features/ranking/live-chart/routes.ts';
import { createLiveChartService } from '../features/ranking/live-chart/service.ts';
import { createItemDetailsSource } from '../features/ranking/my-ranking/item-details.ts';
import { createMyRankingRepository } from '../features/ranking/my-ranking/repository.ts';
import { myRankingRoutes } from '../features/ranking/my-ranking/routes.ts';
import { createMyRankingService } from '../features/ranking/my-ranking/service.ts';
import { createSeoStepRepository } from '../features/ranking/seo-steps/repository.ts';
import { seoStepRoutes } from '../features/ranking/seo-steps/routes.ts';
import { createSeoStepService } from '../features/ranking/seo-steps/service.ts';
import { createRegistrationRepository } from '../features/registration/repository.ts';
import { registrationRoutes } from '../features/registration/routes.ts';
import { createRegistrationService } from '../features/registration/service.ts';
import { createMailService, type MailService } from '../integrations/mail/mail-service.ts';
import { createMailer } from '../integrations/mail/mailer.ts';
import { createOutbox } from '../integrations/mail/outbox.ts';
import type { SuggestClient } from '../integrations/suggest/create-suggest-client.ts';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { poolOf } from '../jobs/pool-of.ts';
import { createApi } from '../kernel/api.ts';
import { enforceAccess } from '../kernel/auth-context.ts';
import { installErrorHandler } from '../kernel/error-handler.ts';
import type { Config } from './config.ts';
import type { EbayConnection } from './marketplace.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Outgoing mail; by default SMTP_URL, or the outbox under DATA_DIR/mail. */
  mail?: MailService;
  /** The payment provider (PayPal, or its local stand-in on the embedded default). */
  paymentGateway: PaymentGateway;
  /** eBay (or its local stand-in): the client and the cipher sealing tokens at rest. */
  ebay: EbayConnection;
  /** A search engine's suggestions (or its local stand-in on the embedded default): the keyword tool's. */
  suggest: SuggestClient;
  /** The time source of every rule that depends on "now"; tests move it. */
  clock?: () => Date;
  /** Where calls queue background work (graphile-worker in the same database by default). */
  jobs?: JobQueue;
}

/** Builds the whole HTTP application: infrastructure plugins, then services, then the routes under /api. */
export async function buildApp({
  config,
  db,
  mail,
  paymentGateway,
  ebay,
  suggest,
  clock = () => new Date(),
  jobs,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.loginToken'],
          },
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  ebay.useLogger(app.log);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine injects its CSS variables in style tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // eBay's pictures are https; the local eBay stand-in serves its pictures over http on its own port.
        imgSrc: ["'self'", 'data:', 'https:', ...(ebay.pictureOrigin ? [ebay.pictureOrigin] : [])],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Baylytics API',
        version: '1.0.0',
        description: 'Every call of the product, from the contract.',
      },
      components: { securitySchemes: { session: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  const jobQueue = jobs ?? createJobQueue(poolOf(db));
  if (!jobs) app.addHook('onClose', () => jobQueue.close());
  const accountService = createAccountService(createAccountRepository(db), clock);
  const authService = createAuthService(createAuthRepository(db), accountService, config, clock);
  app.decorate('authService', authService);
  const mailService = mail ?? createDefaultMail(app, config, clock);
  const registrationService = createRegistrationService({
    repository: createRegistrationRepository(db),
    auth: authService,
    mail: mailService,
    publicUrl: config.publicUrl,
    clock,
  });
  const billingRepository = createBillingRepository(db);
  const billingService = createBillingService({
    repository: billingRepository,
    gateway: paymentGateway,
    publicUrl: config.publicUrl,
    clock,
  });
  const invoiceService = createInvoiceService({
    repository: billingRepository,
    mail: mailService,
    seller: {
      lines: config.INVOICE_SELLER.split('|'),
      vatId: config.INVOICE_SELLER_VAT_ID,
      taxNumber: config.INVOICE_SELLER_TAX_NUMBER,
    },
    clock,
  });
  const credentialsService = createCredentialsService({
    db,
    auth: authService,
    otps: createOneTimePasswords(db, clock),
    mail: mailService,
  });

  await app.register(
    async (scope) => {
      enforceAccess(scope, authService.resolveSession);
      const api = createApi(scope);
      authRoutes(api, authService, async () => {
        await db.execute(sql`select 1`);
      });
      accountRoutes(api, accountService);
      registrationRoutes(api, registrationService);
      credentialsRoutes(api, credentialsService);
      billingRoutes(api, billingService, invoiceService);
      await scope.register((webhookScope) => paypalWebhookRoutes(webhookScope, billingService));
      mailboxRoutes(api, config.DEMO_MODE && !config.SMTP_URL ? createOutbox(outboxDir(config)) : null);
      dashboardRoutes(api, createDashboardRepository(db));
      commonRoutes(api, createCommonRepository(db));
      rankingImportRoutes(api, createImportService({ db, jobs: jobQueue, clock }));
      const accountCheckRepository = createAccountCheckRepository(db);
      accountCheckRoutes(api, scope, {
        service: createAccountCheckService(accountCheckRepository, clock),
        repository: accountCheckRepository,
        mail: mailService,
      });
      seoStepRoutes(api, createSeoStepService(createSeoStepRepository(db), clock));
      const myRanking = createMyRankingService({
        db,
        repository: createMyRankingRepository(db),
        items: createItemDetailsSource({ db, ebay: ebay.client, clock }),
        clock,
      });
      await scope.register((myRankingScope) => myRankingRoutes(myRankingScope, myRanking));
      reverseTrackerRoutes(
        api,
        createReverseTrackerService({
          repository: createReverseTrackerRepository(db),
          ebay: ebay.client,
          clock,
        }),
      );
      keywordListRoutes(api, createKeywordListService({ db, clock }));
      keywordProRoutes(api, db);
      keywordToolRoutes(
        api,
        createKeywordToolService({
          repository: createKeywordToolRepository(db),
          ebay: ebay.client,
          suggest,
          log: app.log,
        }),
      );
      searchOrganicRoutes(api, createSearchOrganicService({ ebay: ebay.client, clock }));
      liveChartRoutes(
        api,
        createLiveChartService({ repository: createLiveChartRepository(db), ebay: ebay.client, clock }),
      );
      marketplaceRoutes(
        api,
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
    { prefix: '/api' },
  );

  const webDist = config.WEB_DIST && path.resolve(config.WEB_DIST);
  const hasWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (webDist && hasWeb) serveWeb(app, webDist);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing file (an old chunk after a deploy) is a 404, not the app's HTML under a script's name.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!hasWeb || isApi || isFile || request.method !== 'GET') {
      return reply.status(404).send({ statusCode: 404, data: null, message: 'notFound' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}

const outboxDir = (config: Config) => path.join(config.DATA_DIR, 'mail');

/** SMTP when configured, else the outbox the demo mailbox reads; closed with the app. */
function createDefaultMail(app: FastifyInstance, config: Config, clock: () => Date): MailService {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: outboxDir(config),
    from: config.MAIL_FROM,
    now: clock,
  });
  app.addHook('onClose', () => mailer.close());
  return createMailService(mailer);
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
  }
}

/** The browser app: hashed assets cached for a year; other GET paths fall back to index.html (above). */
function serveWeb(app: FastifyInstance, root: string): void {
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each asset; the browser gets the smallest it accepts.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
