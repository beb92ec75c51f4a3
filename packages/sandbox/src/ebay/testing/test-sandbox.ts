// Test support: an eBay stand-in on a free port with a movable clock, and the calls a client would make.
import { createMarketplace, demoMarketOptions } from '../../marketplace/create-marketplace.ts';
import type { Marketplace } from '../../marketplace/model.ts';
import { type EbaySandbox, type EbaySandboxOptions, startEbaySandbox } from '../start-ebay-sandbox.ts';
import { consentAsSeller } from './consent-driver.ts';

export const testCredentials = {
  clientId: 'Baylytic-contract-PRD-1a2b3c4d5-6e7f8a9b',
  clientSecret: 'PRD-contract-secret-0123456789',
  ruName: 'Baylytics-Baylytic-contra-abcdefgh',
  redirectUrl: 'http://localhost:5173/app/ebay-accept',
};

export const userScopes = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
  'https://api.ebay.com/oauth/api_scope/sell.marketing',
  'https://api.ebay.com/oauth/api_scope/sell.account',
];

let sharedMarket: Marketplace | undefined;
/** One demo market per test file: building it is the slow part, and the stand-ins only read it (or revise it). */
export function demoMarket(): Marketplace {
  sharedMarket ??= createMarketplace(demoMarketOptions);
  return sharedMarket;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export interface TestSandbox {
  sandbox: EbaySandbox;
  /** Moves the stand-in's clock. */
  setNow(moment: Date): void;
  now(): Date;
  /** Today's UTC day by the stand-in's clock. */
  today(): string;
  /** Sends a request and reads the answer (JSON parsed when it is JSON). */
  call(path: string, init?: RequestInit): Promise<Answer>;
  /** POSTs the token endpoint with the app's Basic credentials. */
  token(form: Record<string, string>, credentials?: { id: string; secret: string }): Promise<Answer>;
  applicationToken(): Promise<string>;
  /** Runs the whole consent flow for a seller and exchanges the code; returns the token answer. */
  userTokens(username: string): Promise<{ access_token: string; refresh_token: string }>;
  authorizeUrl(state?: string, locale?: string): string;
  trading(callName: string, xml: string, token: string, headers?: Record<string, string>): Promise<Answer>;
  close(): Promise<void>;
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: isJson && text ? JSON.parse(text) : undefined,
  };
}

export async function startTestSandbox(overrides: Partial<EbaySandboxOptions> = {}): Promise<TestSandbox> {
  const market = overrides.market ?? demoMarket();
  // Two months after the market's day 0, so there is a past to ask for.
  let clock = new Date(Date.parse(`${market.options.epoch}T10:00:00Z`) + 60 * 86_400_000);
  const sandbox = await startEbaySandbox({
    port: 0,
    ...testCredentials,
    market,
    clock: () => clock,
    ...overrides,
  });
  const base = sandbox.url;

  const call = async (path: string, init?: RequestInit) => read(await fetch(`${base}${path}`, init));

  const token = async (
    form: Record<string, string>,
    credentials = { id: testCredentials.clientId, secret: testCredentials.clientSecret },
  ) =>
    call('/identity/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });

  const authorizeUrl = (state = 'state-1', locale?: string) => {
    const url = new URL('/oauth2/authorize', base);
    url.searchParams.set('client_id', testCredentials.clientId);
    url.searchParams.set('redirect_uri', testCredentials.ruName);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', userScopes.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('prompt', 'login');
    if (locale) url.searchParams.set('locale', locale);
    return url.toString();
  };

  return {
    sandbox,
    setNow: (moment) => {
      clock = moment;
    },
    now: () => clock,
    today: () => clock.toISOString().slice(0, 10),
    call,
    token,
    async applicationToken() {
      const answer = await token({
        grant_type: 'client_credentials',
        scope: 'https://api.ebay.com/oauth/api_scope',
      });
      return String((answer.body as Record<string, unknown>).access_token);
    },
    async userTokens(username) {
      const consent = await consentAsSeller(authorizeUrl(), username);
      if (!consent.code) throw new Error(`no code for ${username}: ${consent.status} ${consent.location}`);
      const answer = await token({
        grant_type: 'authorization_code',
        code: consent.code,
        redirect_uri: testCredentials.ruName,
      });
      return answer.body as { access_token: string; refresh_token: string };
    },
    authorizeUrl,
    trading: (callName, xml, accessToken, headers = {}) =>
      call('/ws/api.dll', {
        method: 'POST',
        headers: {
          'content-type': 'text/xml',
          'x-ebay-api-call-name': callName,
          'x-ebay-api-siteid': '77',
          'x-ebay-api-compatibility-level': '1349',
          'x-ebay-api-iaf-token': accessToken,
          ...headers,
        },
        body: `<?xml version="1.0" encoding="utf-8"?><${callName}Request xmlns="urn:ebay:apis:eBLBaseComponents">${xml}</${callName}Request>`,
      }),
    close: () => sandbox.close(),
  };
}
