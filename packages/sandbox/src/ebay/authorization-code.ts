import { authorizationCodeSeconds } from './grant-store.ts';
import type { EbayContext } from './sandbox-context.ts';

/**
 * What a seller's 'agree' on the consent page grants: an authorization code for the requested scopes, to be
 * exchanged at the token endpoint within `authorizationCodeSeconds`.
 */
export function issueAuthorizationCode(
  context: EbayContext,
  grant: { username: string; scope: string; redirectUri: string },
): string {
  return context.grants.issueCode({
    username: grant.username,
    scopes: grant.scope.split(/\s+/).filter(Boolean),
    redirectUri: grant.redirectUri,
    expiresAt: context.now().getTime() + authorizationCodeSeconds * 1000,
  });
}
