import { EbayError } from './ebay-error.ts';
import { EbayGrantRevoked, type OAuth } from './oauth.ts';
import type { TokenCipher } from './token-cipher.ts';
import { type TradingDeps, tradingCall } from './trading-call.ts';
import { revokeTokenRequest } from './trading-requests.ts';
import { revokeTokenAnswer } from './trading-wire.ts';

/** A seller's grant as kept after its row went (account deletion): the refresh token sealed, the scopes. */
export interface GrantToRevoke {
  refreshTokenSealed: string;
  /** Space-separated, as `ebay_tokens.scopes`. */
  scopes: string;
}

export interface RevokeGrantDeps {
  oauth: OAuth;
  cipher: TokenCipher;
  trading: TradingDeps;
  clientId: string;
  clientSecret: string;
  /** The developer's DevID; the real eBay requires it on RevokeToken, the stand-in does not. */
  devId: string | undefined;
}

/**
 * Ends a seller's grant at eBay: a fresh access token from the refresh token, then the Trading call RevokeToken
 * with it and the application's keys (DevID, AppID, CertID), which eBay requires for this call. A grant eBay no longer honours (the
 * refresh or the call refused as a token error) counts as revoked. Any other failure (eBay unreachable, 5xx
 * after the retries) is thrown, for the caller to try again later.
 */
export async function revokeGrant(deps: RevokeGrantDeps, grant: GrantToRevoke): Promise<void> {
  let accessToken: string;
  try {
    const refreshToken = deps.cipher.open(grant.refreshTokenSealed, 'refresh');
    const scopes = grant.scopes.split(/\s+/).filter(Boolean);
    accessToken = (await deps.oauth.refresh(refreshToken, scopes)).accessToken;
  } catch (error) {
    if (error instanceof EbayGrantRevoked) return;
    throw error;
  }
  try {
    await tradingCall(deps.trading, {
      name: 'RevokeToken',
      siteId: 0,
      accessToken,
      sellerKey: 'revocation',
      body: revokeTokenRequest(),
      answer: revokeTokenAnswer,
      headers: {
        ...(deps.devId && { 'x-ebay-api-dev-name': deps.devId }),
        'x-ebay-api-app-name': deps.clientId,
        'x-ebay-api-cert-name': deps.clientSecret,
      },
    });
  } catch (error) {
    if (error instanceof EbayError && error.kind === 'authentication') return;
    throw error;
  }
}
