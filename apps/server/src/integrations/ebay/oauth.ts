import { z } from 'zod';
import type { RateLimiter } from './rate-limiter.ts';
import { type EbayLogger, readJsonAnswer } from './read-answer.ts';
import { readFailure } from './read-failure.ts';
import { type RetryPolicy, sendWithRetry } from './send-with-retry.ts';

/** The scope of application tokens (Browse, Taxonomy, Notification public keys). */
export const applicationScope = 'https://api.ebay.com/oauth/api_scope';

const tokenPath = '/identity/v1/oauth2/token';
const operation = `POST ${tokenPath}`;

const applicationTokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string(),
});

const userTokenAnswer = applicationTokenAnswer.extend({
  refresh_token: z.string().min(1),
  refresh_token_expires_in: z.number().int().positive(),
});

export interface UserTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
  scopes: string[];
}

export interface RefreshedAccessToken {
  accessToken: string;
  accessTokenExpiresAt: Date;
}

export interface OAuthOptions {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** eBay's RuName: the name of our registered redirect URL, sent as `redirect_uri`. */
  ruName: string;
  scopes: string[];
  fetch: typeof fetch;
  limiter: RateLimiter;
  retry: RetryPolicy;
  clock: () => Date;
  logger: EbayLogger | undefined;
}

/** Thrown by `refresh` when eBay no longer honours the refresh token (revoked, expired, password change). */
export class EbayGrantRevoked extends Error {
  override readonly name = 'EbayGrantRevoked';
}

/** eBay's OAuth: the consent URL, code exchange, refresh, and the cached application token. */
export function createOAuth(options: OAuthOptions) {
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function post(form: Record<string, string>): Promise<Response> {
    return sendWithRetry(
      {
        api: 'oauth',
        operation,
        url: `${options.apiBaseUrl}${tokenPath}`,
        init: {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(form).toString(),
        },
      },
      { fetch: options.fetch, limiter: options.limiter, policy: options.retry },
    );
  }

  const at = (secondsFromNow: number, from: Date) => new Date(from.getTime() + secondsFromNow * 1000);

  async function requestApplicationToken(): Promise<string> {
    const requestedAt = options.clock();
    const response = await post({ grant_type: 'client_credentials', scope: applicationScope });
    if (!response.ok) throw await readFailure(response, operation);
    const answer = await readJsonAnswer(response, applicationTokenAnswer, {
      operation,
      logger: options.logger,
    });
    const lifetimeMs = answer.expires_in * 1000;
    // Renewed a little early, so a token never expires between our check and eBay's.
    const marginMs = Math.min(5 * 60_000, lifetimeMs / 10);
    cached = { token: answer.access_token, renewAt: requestedAt.getTime() + lifetimeMs - marginMs };
    return answer.access_token;
  }

  return {
    authorizeUrl(state: string, locale: 'de' | 'en'): string {
      const query = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: options.ruName,
        response_type: 'code',
        scope: options.scopes.join(' '),
        state,
        locale: locale === 'de' ? 'de-DE' : 'en-US',
      });
      return `${options.authBaseUrl}/oauth2/authorize?${query.toString()}`;
    },

    async exchangeCode(code: string): Promise<UserTokens> {
      const requestedAt = options.clock();
      const response = await post({ grant_type: 'authorization_code', code, redirect_uri: options.ruName });
      if (!response.ok) throw await readFailure(response, operation);
      const answer = await readJsonAnswer(response, userTokenAnswer, { operation, logger: options.logger });
      return {
        accessToken: answer.access_token,
        accessTokenExpiresAt: at(answer.expires_in, requestedAt),
        refreshToken: answer.refresh_token,
        refreshTokenExpiresAt: at(answer.refresh_token_expires_in, requestedAt),
        scopes: options.scopes,
      };
    },

    /** A new access token from a refresh token; `EbayGrantRevoked` when eBay says the grant is gone. */
    async refresh(refreshToken: string, scopes: string[]): Promise<RefreshedAccessToken> {
      const requestedAt = options.clock();
      const response = await post({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        scope: (scopes.length > 0 ? scopes : options.scopes).join(' '),
      });
      if (!response.ok) {
        const failure = await readFailure(response, operation);
        if (failure.ebayErrors.some((e) => e.code === 'invalid_grant'))
          throw new EbayGrantRevoked(failure.message);
        throw failure;
      }
      const answer = await readJsonAnswer(response, applicationTokenAnswer, {
        operation,
        logger: options.logger,
      });
      return { accessToken: answer.access_token, accessTokenExpiresAt: at(answer.expires_in, requestedAt) };
    },

    /** Client-credentials token, shared by concurrent callers and reused until shortly before it expires. */
    applicationToken(): Promise<string> {
      if (cached && options.clock().getTime() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= requestApplicationToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },

    /** Forgets an application token eBay no longer accepts (the stand-in forgets tokens when it restarts). */
    forgetApplicationToken(token: string): void {
      if (cached?.token === token) cached = undefined;
    },
  };
}

export type OAuth = ReturnType<typeof createOAuth>;
