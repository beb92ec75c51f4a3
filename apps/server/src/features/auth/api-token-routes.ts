import { createApiToken, listApiTokens, revokeApiToken } from '@baylytics/contract/api-tokens';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { ApiTokenService } from './api-tokens.ts';

/** The seller's own personal API tokens; the contract opens none of these to a token itself. */
export function apiTokenRoutes(api: Api, tokens: ApiTokenService): void {
  api.handle(listApiTokens, async ({ auth }) => tokens.list(requireAuth(auth).user.id));
  api.handle(createApiToken, async ({ auth, body }) => tokens.create(requireAuth(auth).user.id, body));
  api.handle(revokeApiToken, async ({ auth, params }) => {
    await tokens.revoke(requireAuth(auth).user.id, params.id);
    return null;
  });
}
