import { issueAuthorizationCode } from './authorization-code.ts';
import { authorizationCodeSeconds } from './grant-store.ts';
import type { EbayContext } from './sandbox-context.ts';

export interface DemoConsent {
  code: string;
  /** The authorize request's `state`, as eBay hands it back to the accept URL. */
  state: string;
  expiresIn: number;
}

/**
 * A seller of the synthetic market agrees to an authorize request without a browser: what the consent page
 * answers when that seller signs in and presses 'agree', for the product's demo seeding, which connects demo
 * users to their stand-in sellers on the first start. The request is checked as the consent page checks it
 * (client, RuName, response type, a known seller); a refused one throws instead of showing the page again.
 */
export function grantDemoConsent(context: EbayContext, authorizeUrl: string, username: string): DemoConsent {
  const query = new URL(authorizeUrl).searchParams;
  const refuse = (why: string) => new Error(`demo consent for ${username}: ${why}`);
  if (query.get('client_id') !== context.clientId) throw refuse('unknown client_id');
  if (query.get('redirect_uri') !== context.ruName) throw refuse('redirect_uri is not the RuName');
  if (query.get('response_type') !== 'code') throw refuse('response_type is not code');
  const seller = context.market.seller(username.trim());
  if (!seller) throw refuse('no such seller');
  const code = issueAuthorizationCode(context, {
    username: seller.username,
    scope: query.get('scope') ?? '',
    redirectUri: context.ruName,
  });
  return { code, state: query.get('state') ?? '', expiresIn: authorizationCodeSeconds };
}
