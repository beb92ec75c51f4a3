import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paypalFailures } from './paypal-failure.ts';
import { paypalIds } from './paypal-ids.ts';
import type { SandboxContext } from './sandbox-context.ts';

const scopes = [
  'https://uri.paypal.com/services/subscriptions',
  'https://api.paypal.com/v1/payments/.*',
  'https://uri.paypal.com/services/applications/webhooks',
];

function basicCredentials(request: FastifyRequest): { id: string; secret: string } | undefined {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function isPublicPath(path: string): boolean {
  return (
    !path.startsWith('/v1/') || path === '/v1/oauth2/token' || path.startsWith('/v1/notifications/certs/')
  );
}

/** Client-credentials tokens, and the Bearer check every other /v1 call passes first. */
export function registerOauthRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (isPublicPath(path)) return;
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    const expiresAt = token ? context.state.accessTokens.get(token) : undefined;
    if (
      scheme?.toLowerCase() !== 'bearer' ||
      expiresAt === undefined ||
      expiresAt <= context.now().getTime()
    ) {
      throw paypalFailures.authentication();
    }
  });

  app.post('/v1/oauth2/token', async (request) => {
    const credentials = basicCredentials(request);
    if (credentials?.id !== context.clientId || credentials.secret !== context.clientSecret) {
      throw paypalFailures.oauth(401, 'invalid_client', 'Client Authentication failed');
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      throw paypalFailures.oauth(400, 'unsupported_grant_type', 'Grant Type is NULL');
    }
    const now = context.now();
    const accessToken = paypalIds.accessToken();
    context.state.accessTokens.set(accessToken, now.getTime() + context.tokenTtlSeconds * 1000);
    return {
      scope: scopes.join(' '),
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: `APP-${paypalIds.sale()}`,
      expires_in: context.tokenTtlSeconds,
      nonce: `${now.toISOString()}${paypalIds.debug()}`,
    };
  });
}
