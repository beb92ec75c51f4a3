import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the product is reached from a browser; used in printed links and later in e-mails. */
  PUBLIC_URL: z.string().url().optional(),
  /** When unset, an embedded PostgreSQL is started under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(`${repositoryRoot}data`),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(5433),
  /**
   * `split`: `npm start` runs a supervisor with API_PROCESSES API processes and WORKER_PROCESSES job workers apart;
   * `single`: one process serves the API and runs the jobs (the browser tests' servers, many on few cores).
   */
  PROCESSES: z.enum(['split', 'single']).default('split'),
  /** API processes `npm start` runs, all serving PORT (they share its listening socket). */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Job worker processes `npm start` runs on the queue; 0 when workers run elsewhere (src/worker.ts). */
  WORKER_PROCESSES: z.coerce.number().int().min(0).max(64).default(1),
  /** Jobs each worker process runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * CPU priority of a job worker process (niceness: 0 normal, 19 lowest) and, on the embedded database, of its
   * database sessions: below the API's, so pages keep answering while long jobs (the first start's imports and
   * history) run; cores nobody else wants still go to the jobs.
   */
  WORKER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /** Set by `npm start` for the processes it starts on its embedded database, whose server runs on this machine. */
  DATABASE_IS_EMBEDDED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seeds demo users, change log and guiding videos on an empty database. */
  DEMO_MODE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Past days of position history the demo market's first start backfills (at most the 62 kept). */
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(1).max(62).default(60),
  /** Keywords the demo's keyword database grows to in the background after its first start (0: no growth). */
  DEMO_KEYWORDS: z.coerce.number().int().min(0).max(1_000_000).default(50_000),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  LOGIN_TOKEN_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failed sign-ins of one account from one address (and 4× that of one address) before that address waits. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Days a sign-in stays in the sign-in log; a nightly job deletes older entries. */
  LOGIN_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /**
   * Years a deleted account's invoices are kept after the end of their year of issue (§ 147 AO, § 14b UStG: 8);
   * a nightly job deletes them afterwards. Never fewer than the law's 8.
   */
  INVOICE_RETENTION_YEARS: z.coerce.number().int().min(8).max(30).default(8),
  /** Built browser app to serve; a folder without index.html means API only. */
  WEB_DIST: z.string().default(`${repositoryRoot}apps/web/dist`),
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@host:587; unset: mails go to DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Baylytics <no-reply@baylytics.de>'),
  /** PayPal REST API; unset: the local PayPal stand-in is started on PAYPAL_SANDBOX_PORT. */
  PAYPAL_BASE_URL: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().default('baylytics-sandbox-client'),
  PAYPAL_CLIENT_SECRET: z.string().default('baylytics-sandbox-secret'),
  PAYPAL_WEBHOOK_ID: z.string().default('WHBAYLYTICSSANDBOX'),
  PAYPAL_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** eBay REST APIs and the OAuth token endpoint (https://api.ebay.com); unset: the local eBay stand-in. */
  EBAY_API_URL: z.string().url().optional(),
  /** eBay's consent page (https://auth.ebay.com); default EBAY_API_URL. */
  EBAY_AUTH_URL: z.string().url().optional(),
  /** The Identity API (https://apiz.ebay.com); default EBAY_API_URL. */
  EBAY_IDENTITY_URL: z.string().url().optional(),
  /** The Media API (https://apim.ebay.com): video upload; default EBAY_API_URL. */
  EBAY_MEDIA_URL: z.string().url().optional(),
  /** The Trading API endpoint (https://api.ebay.com/ws/api.dll); default EBAY_API_URL + /ws/api.dll. */
  EBAY_TRADING_URL: z.string().url().optional(),
  /** Search suggestions (https://autosug.ebay.com); default EBAY_API_URL. */
  EBAY_AUTOSUG_URL: z.string().url().optional(),
  /**
   * Browse searches per second the client allows itself. Unset: eBay's pace (20/s) against real eBay; against
   * the local stand-in, whose quota is ours, 200/s, so the first start's history backfill is bound by CPU.
   */
  EBAY_BROWSE_PER_SECOND: z.coerce.number().int().min(1).optional(),
  /**
   * Search-box suggestions (autosug) per second the client allows itself. Unset: 20/s against real eBay; against
   * the local stand-in 200/s, so the demo's keyword discovery is bound by CPU, not by the throttle.
   */
  EBAY_AUTOSUG_PER_SECOND: z.coerce.number().int().min(1).optional(),
  EBAY_CLIENT_ID: z.string().default('baylytics-sandbox-app'),
  EBAY_CLIENT_SECRET: z.string().default('baylytics-sandbox-cert'),
  /**
   * The developer's DevID (X-EBAY-API-DEV-NAME), sent with AppID and CertID where the Trading API asks for the
   * application's keys (RevokeToken). Required against the real eBay (EBAY_API_URL set); the stand-in needs none.
   */
  EBAY_DEV_ID: z.string().trim().min(1).optional(),
  /** eBay's name (RuName) of our redirect URL, which eBay maps to PUBLIC_URL/app/ebay-accept. */
  EBAY_RU_NAME: z.string().default('Baylytics-Sandbox-RuName'),
  /** OAuth scopes asked of sellers, separated by spaces. */
  EBAY_SCOPES: z
    .string()
    .default(
      [
        'https://api.ebay.com/oauth/api_scope',
        'https://api.ebay.com/oauth/api_scope/sell.inventory',
        'https://api.ebay.com/oauth/api_scope/sell.marketing',
        'https://api.ebay.com/oauth/api_scope/sell.account',
        'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
      ].join(' '),
    ),
  /** 32 bytes (64 hex digits or base64) sealing stored eBay tokens; required in production. */
  EBAY_TOKEN_KEY: z.string().optional(),
  /** The verification token registered with eBay for marketplace account deletion notices. */
  EBAY_VERIFICATION_TOKEN: z.string().min(32).max(80).default('baylytics-sandbox-verification-token-0001'),
  EBAY_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  /** How long one attempt of an eBay call may take, its whole answer included, before it is tried again. */
  EBAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Search-engine suggestions (https://suggestqueries.google.com); unset: the local stand-in on SUGGEST_SANDBOX_PORT. */
  SUGGEST_BASE_URL: z.string().url().optional(),
  SUGGEST_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3003),
  /** How long the keyword tool waits for search-engine suggestions before answering without them. */
  SUGGEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Afterbuy's XML interface (https://api.afterbuy.de); unset: the local Afterbuy stand-in on AFTERBUY_SANDBOX_PORT. */
  AFTERBUY_URL: z.string().url().optional(),
  AFTERBUY_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3004),
  /** How long one attempt of an Afterbuy call may take, its whole answer included, before it is tried again. */
  AFTERBUY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The seller on invoices, lines separated by '|'. */
  INVOICE_SELLER: z.string().default('Baylytics Demo GmbH|Friedrichstraße 123|10117 Berlin|Deutschland'),
  INVOICE_SELLER_VAT_ID: z.string().default('DE000000000 (Demo)'),
  INVOICE_SELLER_TAX_NUMBER: z.string().default('00/000/00000 (Demo)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.DEMO_MODE && !isLoopbackHost(config.HOST)) {
    throw new Error(
      `Refusing to serve demo mode on HOST=${config.HOST}: the demo accounts share a published password and ` +
        'the demo mailbox shows every mail (password-reset codes included) to whoever asks. ' +
        'Serve the network with DEMO_MODE=false on a database without demo accounts, or keep HOST=127.0.0.1.',
    );
  }
  if (config.EBAY_API_URL && !config.EBAY_DEV_ID) {
    throw new Error(
      `Refusing to start against the real eBay (EBAY_API_URL=${config.EBAY_API_URL}) without EBAY_DEV_ID: ` +
        "account deletion revokes sellers' grants through the Trading call RevokeToken, which eBay accepts only " +
        "with the developer's DevID beside AppID and CertID. Set EBAY_DEV_ID to the DevID of the eBay developer " +
        'account, or unset EBAY_API_URL to use the local eBay stand-in.',
    );
  }
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://${shownHost}:${config.PORT}` };
}

/** Whether the server, listening on `host`, can be reached from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}
