import { randomBytes } from 'node:crypto';
import type { ErrorCode } from '@baylytics/contract/errors';
import type { ParentPlanName } from '@baylytics/contract/plans';
import type { Role } from '@baylytics/contract/roles';
import type { UserStatus } from '@baylytics/contract/user-status';
import type { AfterbuySandbox } from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
import type { EbaySandbox } from '@baylytics/sandbox/ebay/start-ebay-sandbox';
import { type ConsentOutcome, consentAsSeller } from '@baylytics/sandbox/ebay/testing/consent-driver';
import type { MarketplaceOptions } from '@baylytics/sandbox/marketplace/model';
import type { SuggestSandbox } from '@baylytics/sandbox/suggest/start-suggest-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Marketplace } from '../../src/app/marketplace.ts';
import type { Database } from '../../src/db/database.ts';
import { agreements, plans } from '../../src/db/schema/billing.ts';
import { ebayTokens } from '../../src/db/schema/marketplace.ts';
import { userRoles, users } from '../../src/db/schema/users-and-auth.ts';
import { hashPassword } from '../../src/features/auth/passwords.ts';
import type { PaymentGateway } from '../../src/features/billing/public.ts';
import type { MailService } from '../../src/integrations/mail/mail-service.ts';
import { startTestServer } from './start-test-server.ts';

export const dayMs = 24 * 60 * 60 * 1000;
export const minuteMs = 60 * 1000;
export const defaultPassword = 'Test-Passw0rd!';

/** The app's time source: real time plus an offset that tests move forward. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** The answer envelope as the tests read it. */
export interface Envelope<T> {
  statusCode: number;
  data: T;
  total?: number;
  message?: ErrorCode;
  errors?: { field?: string; message: string; params?: Record<string, string | number> }[];
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address; the login rate limit counts per address too. */
  ip?: string;
}

export interface UserInput {
  email?: string;
  password?: string;
  status?: UserStatus;
  language?: 'de' | 'en';
  grantedRoles?: Role[];
  /** Parent plan of an agreement that started 30 days ago. */
  plan?: ParentPlanName;
  /** Days left of a running trial on `plan` (its paid period has not begun). */
  trialDaysLeft?: number;
  /** End of the agreement's paid period; default: in 335 days. */
  paidUntil?: Date;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

export interface SentMail {
  to: string;
  kind: string;
  language: string;
  data: Record<string, unknown>;
}

export interface TestApp {
  /** The PayPal stand-in of this test file (its /sandbox control calls move billing dates). */
  paypalSandboxUrl: string;
  /** The app's payment provider (the PayPal client pointing at this file's stand-in). */
  readonly paymentGateway: PaymentGateway;
  /** The eBay stand-in of this test file (consent page, APIs, /sandbox controls). */
  ebaySandboxUrl: string;
  readonly ebaySandbox: EbaySandbox;
  /** The app's eBay client and token cipher. */
  readonly ebay: Marketplace;
  /** The search-engine suggest stand-in of this test file (faults, request count); it shares the eBay stand-in's market. */
  readonly suggestSandbox: SuggestSandbox;
  /** The Afterbuy stand-in of this test file (what each product holds now). */
  readonly afterbuySandbox: AfterbuySandbox;
  /**
   * Connects a stand-in seller to the signed-in user through the real flow: authorize, the stand-in's consent
   * page, accept. Answers the accept call's answer and the consent outcome.
   */
  connectEbaySeller(
    token: string,
    username: string,
  ): Promise<{ accept: Answer<{ accountName: string }>; consent: ConsentOutcome }>;
  /** Where the app listens (webhooks from the stand-in arrive here). */
  baseUrl: string;
  /** Every mail the app sent, oldest first. */
  mails: SentMail[];
  /** The newest mail of a kind to an address; fails the test when there is none. */
  lastMail(to: string, kind: string): SentMail;
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: TestClock;
  request<T = unknown>(
    method: string,
    url: string,
    options?: RequestOptions & { body?: unknown },
  ): Promise<Answer<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<Answer<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  createUser(input?: UserInput): Promise<TestUser>;
  /** Signs in over the API and answers the session token. */
  signIn(email: string, password: string): Promise<string>;
  /** A new user, signed in. */
  signedInUser(input?: UserInput): Promise<TestUser & { token: string }>;
  /** A token row written directly (sealed placeholder tokens); `isRevoked` leaves the refresh token out. */
  createEbayToken(
    userId: number,
    input?: { username?: string; expiresAt?: Date; isBlocked?: boolean; isRevoked?: boolean },
  ): Promise<{ username: string; id: number }>;
}

const passwordHashes = new Map<string, Promise<string>>();
let sequence = 0;

/** Hashing is deliberately slow; one hash per password and test file is enough. */
function hashOnce(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}-${randomBytes(3).toString('hex')}`;
}

/**
 * Gives the test file an app on a database of its own (cloned from the template), created before
 * its tests and dropped after them. The clock goes back to real time before each test. `env`
 * overrides configuration (e.g. WEB_DIST).
 */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    market?: Partial<MarketplaceOptions>;
    /** Receives every line the server logs (give `LOG_LEVEL` in `env`, tests log nothing by default). */
    logStream?: { write(line: string): void };
    /** The app's outgoing mail, made as the app starts (a real mailer); `mails` then stays empty. */
    mail?: () => MailService;
  } = {},
): TestApp {
  let started: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const clock = createTestClock();
  const mails: SentMail[] = [];
  const mail: MailService = {
    async send(to, kind, language, data) {
      mails.push({ to, kind, language, data: { ...data } });
    },
  };

  beforeAll(async () => {
    // The free port is chosen before the app listens; another test file may take it meanwhile: try again.
    for (let attempt = 1; !started; attempt++) {
      try {
        started = await startTestServer(
          clock.now,
          options.env ?? {},
          options.mail?.() ?? mail,
          options.market,
          options.logStream,
        );
      } catch (error) {
        if (attempt >= 3 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      }
    }
  });
  afterAll(async () => {
    await started?.stop();
    started = undefined;
  });
  beforeEach(() => {
    clock.reset();
  });

  function current() {
    if (!started) throw new Error('the test app runs only inside tests (beforeAll has not run)');
    return started;
  }

  const testApp: TestApp = {
    mails,
    lastMail(to, kind) {
      const found = mails.filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.kind === kind).at(-1);
      if (!found)
        throw new Error(
          `no ${kind} mail to ${to}; sent: ${mails.map((m) => `${m.kind}→${m.to}`).join(', ')}`,
        );
      return found;
    },
    get app() {
      return current().app;
    },
    get paymentGateway() {
      return current().payments.gateway;
    },
    get paypalSandboxUrl() {
      return current().payments.sandboxUrl ?? '';
    },
    get ebaySandboxUrl() {
      return current().marketplace.sandbox?.url ?? '';
    },
    get ebaySandbox() {
      const sandbox = current().marketplace.sandbox;
      if (!sandbox) throw new Error('the eBay stand-in is not running');
      return sandbox;
    },
    get ebay() {
      return current().marketplace;
    },
    get suggestSandbox() {
      const sandbox = current().suggestions.sandbox;
      if (!sandbox) throw new Error('the suggest stand-in is not running');
      return sandbox;
    },
    get afterbuySandbox() {
      const sandbox = current().afterbuy.sandbox;
      if (!sandbox) throw new Error('the Afterbuy stand-in is not running');
      return sandbox;
    },
    async connectEbaySeller(token, username) {
      const authorize = await testApp.get<{ eBayRedirectUrl: string }>('/api/ebayaccess/authorize', {
        token,
      });
      if (authorize.status !== 200) throw new Error(`authorize failed: ${JSON.stringify(authorize.body)}`);
      const consent = await consentAsSeller(authorize.body.data.eBayRedirectUrl, username);
      if (!consent.code || !consent.state) throw new Error(`the consent gave no code: ${consent.location}`);
      const accept = await testApp.request<{ accountName: string }>('PATCH', '/api/ebayaccess/accept', {
        token,
        body: { code: consent.code, state: consent.state },
      });
      return { accept, consent };
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get db() {
      return current().handle.db;
    },
    clock,

    async request<T>(method: string, url: string, options: RequestOptions & { body?: unknown } = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await current().app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(options.body !== undefined && { payload: options.body as object }),
        ...(options.ip && { remoteAddress: options.ip }),
      });
      // A file answer (a CSV stream, a PDF) is no envelope: its text stands in as `data`.
      const isJson = String(response.headers['content-type'] ?? '').includes('json');
      const body = isJson
        ? response.json<Envelope<T>>()
        : ({ statusCode: response.statusCode, data: response.payload } as Envelope<T>);
      return { status: response.statusCode, body };
    },

    get: (url, options) => testApp.request('GET', url, options),
    post: (url, body, options) => testApp.request('POST', url, { ...options, body }),

    async createUser(input = {}) {
      const { db } = current().handle;
      const password = input.password ?? defaultPassword;
      const email = input.email ?? `${uniqueName('user')}@test.baylytics.de`;
      const [user] = await db
        .insert(users)
        .values({
          email,
          passwordHash: await hashOnce(password),
          firstName: 'Testa',
          lastName: 'Tester',
          status: input.status ?? 'true',
          language: input.language ?? 'de',
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      for (const role of input.grantedRoles ?? [])
        await db.insert(userRoles).values({ userId: user.id, role });
      if (input.plan) await addAgreement(db, user.id, input.plan, input, clock.now());
      return { id: user.id, email, password };
    },

    async signIn(email, password) {
      const answer = await testApp.post<string>('/api/auth/bayuser', { email, password });
      if (answer.status !== 200)
        throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    },

    async signedInUser(input) {
      const user = await testApp.createUser(input);
      return { ...user, token: await testApp.signIn(user.email, user.password) };
    },

    async createEbayToken(userId, input = {}) {
      const username = input.username ?? uniqueName('seller');
      const { cipher } = current().marketplace;
      const [row] = await current()
        .handle.db.insert(ebayTokens)
        .values({
          userId,
          username,
          expiresAt: input.expiresAt ?? new Date(clock.now().getTime() + 365 * dayMs),
          isBlocked: input.isBlocked ?? false,
          accessTokenSealed: cipher.seal(
            `v^1.1#i^1#test-access-${randomBytes(24).toString('hex')}`,
            'access',
          ),
          accessTokenExpiresAt: new Date(clock.now().getTime() + 2 * 60 * minuteMs),
          refreshTokenSealed: input.isRevoked
            ? null
            : cipher.seal(`v^1.1#i^1#test-refresh-${randomBytes(24).toString('hex')}`, 'refresh'),
        })
        .returning({ id: ebayTokens.id });
      if (!row) throw new Error('token insert returned nothing');
      return { username, id: row.id };
    },
  };
  return testApp;
}

async function addAgreement(
  db: Database,
  userId: number,
  parentName: ParentPlanName,
  input: UserInput,
  now: Date,
) {
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.parentName, parentName), eq(plans.numberOfMonth, 12)));
  if (!plan) throw new Error(`no 12-month plan for ${parentName}`);
  const startedAt = new Date(now.getTime() - 30 * dayMs);
  const isTrial = input.trialDaysLeft !== undefined;
  await db.insert(agreements).values({
    userId,
    planId: plan.id,
    source: 'admin',
    status: 'active',
    startedAt,
    paidUntil: input.paidUntil ?? (isTrial ? startedAt : new Date(startedAt.getTime() + 365 * dayMs)),
    // A minute short of whole days, like the demo seed: "9 days left" reads 9 until the last minute.
    trialEndsAt: isTrial ? new Date(now.getTime() + (input.trialDaysLeft ?? 0) * dayMs - minuteMs) : null,
  });
}
