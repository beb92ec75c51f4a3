import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueAuthorizationCode } from './authorization-code.ts';
import { type ConsentRequest, renderConsentError, renderConsentPage } from './consent-page.ts';
import { consentLanguage, consentTexts } from './consent-texts.ts';
import { ebayFailures } from './ebay-failure.ts';
import { accessTokenSeconds, authorizationCodeSeconds, refreshTokenSeconds } from './grant-store.ts';
import type { EbayContext } from './sandbox-context.ts';

type Fields = Record<string, string | undefined>;

const invalidRequest = () =>
  ebayFailures.oauth(400, 'invalid_request', 'request is missing a required parameter or malformed');
const invalidScope = () =>
  ebayFailures.oauth(
    400,
    'invalid_scope',
    'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client',
  );

const scopePattern = /^https:\/\/api\.ebay\.com\/oauth\/api_scope(\/[\w.]+)?$/;
const splitScopes = (scope: string | undefined) => (scope ?? '').split(/\s+/).filter(Boolean);

function basicCredentials(request: FastifyRequest): { id: string; secret: string } | undefined {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Where the browser goes after the consent page: the RuName's URL with eBay's query parameters. */
function redirectTo(context: EbayContext, parameters: Record<string, string>): string {
  const target = new URL(context.redirectUrl);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.toString();
}

function consentRequest(
  context: EbayContext,
  fields: Fields,
  request: FastifyRequest,
): ConsentRequest | string {
  const language = consentLanguage(fields.locale, request.headers['accept-language']);
  const texts = consentTexts[language];
  if (fields.client_id !== context.clientId) return texts.unknownClient;
  if (fields.redirect_uri !== context.ruName) return texts.wrongRedirect;
  if (fields.response_type !== 'code') return texts.wrongResponseType;
  return {
    clientId: fields.client_id,
    redirectUri: fields.redirect_uri,
    scope: fields.scope ?? '',
    state: fields.state ?? '',
    language,
  };
}

function sellerSuggestions(context: EbayContext): string[] {
  return context.market
    .sellers()
    .slice(0, 50)
    .map((seller) => seller.username);
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * eBay's authorization-code grant (sign-in and consent page, token endpoint with the three grant types)
 * and the sandbox control that revokes a seller's tokens to test re-consent.
 */
export function registerOauthRoutes(app: FastifyInstance, context: EbayContext): void {
  app.get<{ Querystring: Fields }>('/oauth2/authorize', async (request, reply) => {
    const consent = consentRequest(context, request.query, request);
    if (typeof consent === 'string') {
      const language = consentLanguage(request.query.locale, request.headers['accept-language']);
      return sendHtml(reply, 400, renderConsentError(language, consent));
    }
    return sendHtml(
      reply,
      200,
      renderConsentPage({
        request: consent,
        applicationName: context.applicationName,
        sellerNames: sellerSuggestions(context),
      }),
    );
  });

  // The consent page's form: a browser agrees or declines.
  app.post<{ Body: Fields }>('/oauth2/authorize', async (request, reply) => {
    const fields = request.body ?? {};
    const consent = consentRequest(context, fields, request);
    if (typeof consent === 'string') {
      const language = consentLanguage(fields.locale, request.headers['accept-language']);
      return sendHtml(reply, 400, renderConsentError(language, consent));
    }
    const state: Record<string, string> = consent.state ? { state: consent.state } : {};
    if (fields.decision !== 'agree') {
      return reply.redirect(redirectTo(context, { ...state, error: 'access_denied' }), 302);
    }
    const username = fields.username?.trim() ?? '';
    const seller = context.market.seller(username);
    if (!seller) {
      return sendHtml(
        reply,
        400,
        renderConsentPage({
          request: consent,
          applicationName: context.applicationName,
          sellerNames: sellerSuggestions(context),
          username,
          error: consentTexts[consent.language].unknownSeller(username),
        }),
      );
    }
    const code = issueAuthorizationCode(context, {
      username: seller.username,
      scope: consent.scope,
      redirectUri: consent.redirectUri,
    });
    return reply.redirect(
      redirectTo(context, { ...state, code, expires_in: String(authorizationCodeSeconds) }),
      302,
    );
  });

  app.post<{ Body: Fields }>('/identity/v1/oauth2/token', async (request, reply) => {
    const credentials = basicCredentials(request);
    if (credentials?.id !== context.clientId || credentials.secret !== context.clientSecret) {
      throw ebayFailures.oauth(401, 'invalid_client', 'client authentication failed');
    }
    const body = request.body ?? {};
    const now = context.now().getTime();
    reply.header('cache-control', 'no-store');
    switch (body.grant_type) {
      case 'authorization_code': {
        if (!body.code || !body.redirect_uri) throw invalidRequest();
        const grant = context.grants.takeCode(body.code);
        if (!grant || grant.expiresAt <= now || grant.redirectUri !== body.redirect_uri) {
          throw ebayFailures.oauth(
            400,
            'invalid_grant',
            'the provided authorization grant code is invalid or was issued to another client',
          );
        }
        const access_token = context.grants.issueAccessToken({
          kind: 'user',
          username: grant.username,
          scopes: grant.scopes,
          expiresAt: now + accessTokenSeconds * 1000,
        });
        const refresh_token = context.grants.issueRefreshToken({
          username: grant.username,
          scopes: grant.scopes,
          expiresAt: now + refreshTokenSeconds * 1000,
        });
        return {
          access_token,
          expires_in: accessTokenSeconds,
          refresh_token,
          refresh_token_expires_in: refreshTokenSeconds,
          token_type: 'User Access Token',
        };
      }
      case 'refresh_token': {
        if (!body.refresh_token) throw invalidRequest();
        const grant = context.grants.refreshGrant(body.refresh_token, now);
        if (!grant) {
          throw ebayFailures.oauth(
            400,
            'invalid_grant',
            'the provided authorization refresh token is invalid or was issued to another client',
          );
        }
        // eBay lets a refresh ask for the consented scopes or fewer, never more.
        const scopes = body.scope ? splitScopes(body.scope) : grant.scopes;
        if (scopes.some((scope) => !grant.scopes.includes(scope))) throw invalidScope();
        const access_token = context.grants.issueAccessToken({
          kind: 'user',
          username: grant.username,
          scopes,
          expiresAt: now + accessTokenSeconds * 1000,
        });
        return { access_token, expires_in: accessTokenSeconds, token_type: 'User Access Token' };
      }
      case 'client_credentials': {
        const scopes = splitScopes(body.scope);
        if (scopes.length === 0) throw invalidRequest();
        // Application tokens cannot carry scopes that need a seller's consent.
        if (scopes.some((scope) => !scopePattern.test(scope) || /\/(sell|commerce\.identity)/.test(scope))) {
          throw invalidScope();
        }
        const access_token = context.grants.issueAccessToken({
          kind: 'application',
          scopes,
          expiresAt: now + accessTokenSeconds * 1000,
        });
        return { access_token, expires_in: accessTokenSeconds, token_type: 'Application Access Token' };
      }
      case undefined:
      case '':
        throw invalidRequest();
      default:
        throw ebayFailures.oauth(
          400,
          'unsupported_grant_type',
          'grant type in request is not supported by the authorization server',
        );
    }
  });
}
