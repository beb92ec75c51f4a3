import path from 'node:path';
import { apiTokenPrefix } from '@baylytics/contract/api-tokens';
import { csrfCookie, csrfHeader } from '@baylytics/contract/browser-session';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { poolOf } from '../db/pool-of.ts';
import { createAccountRepository } from '../features/account/repository.ts';
import { createAccountService } from '../features/account/service.ts';
import { createApiTokenRepository } from '../features/auth/api-token-repository.ts';
import { createApiTokenService } from '../features/auth/api-tokens.ts';
import { createAuthRepository } from '../features/auth/repository.ts';
import { createAuthService } from '../features/auth/service.ts';
import type { PaymentGateway } from '../features/billing/payment-gateway.ts';
import type { AfterbuyClient } from '../integrations/afterbuy/create-afterbuy-client.ts';
import { createIpLocator } from '../integrations/ip-location/ip-locator.ts';
import type { MailService } from '../integrations/mail/mail-service.ts';
import { createOutbox } from '../integrations/mail/outbox.ts';
import type { SuggestClient } from '../integrations/suggest/create-suggest-client.ts';
import { createJobQueue } from '../jobs/create-job-queue.ts';
import { enforceAccess } from '../kernel/auth-context.ts';
import { sessionCookie } from '../kernel/browser-session.ts';
import { installErrorHandler } from '../kernel/error-handler.ts';
import type { FeatureDeps } from '../kernel/feature-deps.ts';
import type { JobQueue } from '../kernel/job-queue.ts';
import { loggerOptions } from '../kernel/log-redaction.ts';
import type { Config } from './config.ts';
import { createConfiguredMail, outboxDir } from './configured-mail.ts';
import { featureModules } from './feature-modules.ts';
import type { EbayConnection } from './marketplace.ts';
import { serveWebPages } from './web-pages.ts';

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
  /** Afterbuy's XML interface (or its local stand-in on the embedded default): the after-buy system's. */
  afterbuy: AfterbuyClient;
  /** The time source of every rule that depends on "now"; tests move it. */
  clock?: () => Date;
  /** Where calls queue background work (graphile-worker in the same database by default). */
  jobs?: JobQueue;
  /** Where the log goes instead of stdout (a test reading what the server logged). */
  logStream?: { write(line: string): void };
  /** The web build `npm start` runs beside the API: pages wait for it, API calls do not (web-pages.ts). */
  webBuild?: Promise<unknown>;
}

/**
 * Builds the whole HTTP application: infrastructure plugins, then the shared dependencies (built once), then
 * every feature module's routes under /api.
 */
export async function buildApp({
  config,
  db,
  mail,
  paymentGateway,
  ebay,
  suggest,
  afterbuy,
  clock = () => new Date(),
  jobs,
  logStream,
  webBuild,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { ...loggerOptions(config.LOG_LEVEL), ...(logStream && { stream: logStream }) },
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1024 * 1024,
    // A URL Fastify cannot read (bad percent-encoding) is answered before any hook: here, with the same headers.
    frameworkErrors: (_error, _request, reply) => refuseUnreadableUrl(reply),
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
    // Sent below, over HTTPS only: over plain HTTP it means nothing and pins a host that may not have HTTPS yet.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // Answers Fastify gives before any hook ran (a malformed URL) get the same protection as the rest.
    for (const [name, value] of Object.entries(alwaysSentHeaders))
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Baylytics API',
        version: '1.0.0',
        description: 'Every call of the product, from the contract.',
      },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: `The browser app's session; every call it signs in must echo the ${csrfCookie} cookie in the ${csrfHeader} header`,
          },
          personalToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${apiTokenPrefix}…`,
            description:
              "A seller's personal API token (created with POST /api/bayuser/api-tokens). Accepted only by operations whose x-personal-token is set: `read` for every token, `write` for read-write tokens. Same roles and rate limits as the seller's browser",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  const jobQueue = jobs ?? createJobQueue(poolOf(db));
  if (!jobs) app.addHook('onClose', () => jobQueue.close());
  const accounts = createAccountService(createAccountRepository(db), clock);
  const ipLocator = createIpLocator();
  const auth = createAuthService(createAuthRepository(db), accounts, config, clock, ipLocator);
  app.decorate('authService', auth);
  const apiTokens = createApiTokenService(createApiTokenRepository(db), accounts, clock);
  const deps: FeatureDeps = {
    config,
    db,
    clock,
    jobs: jobQueue,
    mail: mail ?? createDefaultMail(app, config, clock),
    mailOutbox: config.DEMO_MODE && !config.SMTP_URL ? createOutbox(outboxDir(config)) : null,
    ebay,
    suggest,
    afterbuy,
    payments: paymentGateway,
    auth,
    accounts,
    ipLocator,
    log: app.log,
  };

  await app.register(
    async (scope) => {
      const resolvers = { session: auth.resolveSession, personalToken: apiTokens.resolve };
      enforceAccess(scope, resolvers, auth.sessionSeconds);
      for (const module of featureModules) await module.routes?.(scope, deps);
    },
    { prefix: '/api' },
  );

  serveWebPages(app, { root: path.resolve(config.WEB_DIST), webBuild });
  return app;
}

function refuseUnreadableUrl(reply: FastifyReply): void {
  reply
    .status(400)
    .headers({
      ...alwaysSentHeaders,
      'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
    })
    .send({ statusCode: 400, data: null, message: 'validationFailed' });
}

/** Headers every answer carries, whatever produced it. */
const alwaysSentHeaders = {
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** SMTP when configured, else the outbox the demo mailbox reads; closed with the app. */
function createDefaultMail(app: FastifyInstance, config: Config, clock: () => Date): MailService {
  const mail = createConfiguredMail(config, clock);
  app.addHook('onClose', () => mail.close());
  return mail.service;
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
  }
}
