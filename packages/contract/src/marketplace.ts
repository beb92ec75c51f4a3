import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { databaseIdParam, text } from './primitives.ts';

/** How long the `state` of a started consent stays valid (the seller signs in at eBay meanwhile). */
export const ebayConsentMinutes = 15;

export const ebayAuthorize = endpoint({
  method: 'GET',
  path: '/ebayaccess/authorize',
  access: 'signedIn',
  summary: "Starts connecting an eBay seller account: the URL of eBay's consent page, with a one-time state",
  query: z.object({
    language: z.enum(['de', 'en']).optional().describe("Language of eBay's consent page; default the user's"),
  }),
  data: z.object({
    eBayRedirectUrl: text().describe("eBay's consent page; the browser goes there"),
  }),
});

export const ebayAccept = endpoint({
  method: 'PATCH',
  path: '/ebayaccess/accept',
  access: 'signedIn',
  summary: 'Completes the connection with the code and state eBay sent back; answers the seller name',
  body: z.object({
    code: text().trim().min(1).max(4096).describe("eBay's authorization code from the redirect"),
    state: text().trim().min(1).max(200).describe('The state handed to eBay by /ebayaccess/authorize'),
  }),
  data: z.object({ accountName: text().describe('eBay user name of the connected seller account') }),
});

export const ebayTokenSchema = z.object({
  id: z.number().int(),
  username: text().describe('eBay user name of the seller account'),
  token: text().describe('The access token masked: its first 6 and last 4 characters only'),
  expiresAt: text().describe('When the grant (refresh token) expires, ISO 8601'),
  expired: z.boolean().describe('The seller must consent again: the grant expired or eBay revoked it'),
  isBlocked: z.boolean(),
});
export type EbayToken = z.infer<typeof ebayTokenSchema>;

export const ebayTokenList = endpoint({
  method: 'GET',
  path: '/bayuser/ebay-token',
  access: 'signedIn',
  summary: "The caller's connected eBay seller accounts",
  query: listQueryOf(['username', 'expiresAt'], { pageSize: 500, orderBy: 'username' }),
  data: z.array(ebayTokenSchema),
  isList: true,
});

const tokenIdParams = z.object({ tokenId: databaseIdParam() });

export const renewEbayToken = endpoint({
  method: 'PUT',
  path: '/bayuser/ebay-token/:tokenId',
  access: 'signedIn',
  summary: "Renews one of the caller's eBay tokens now: a new access token from the stored grant",
  params: tokenIdParams,
  data: ebayTokenSchema,
});

export const removeEbayToken = endpoint({
  method: 'DELETE',
  path: '/bayuser/ebay-token/:tokenId',
  access: 'signedIn',
  summary: "Disconnects one of the caller's eBay seller accounts: its stored tokens are deleted",
  params: tokenIdParams,
  data: z.null(),
});

export const validEbayTokens = endpoint({
  method: 'GET',
  path: '/bayuser/valid-ebay-tokens',
  access: 'signedIn',
  summary: "The caller's eBay seller accounts that can be used now (not expired, revoked or blocked)",
  data: z.array(z.object({ id: z.number().int(), username: text() })),
});

// eBay's marketplace account deletion endpoint: eBay calls these and reads the answers as they are, so they
// answer eBay's shapes, not the envelope.

export const ebayAccountDeletionChallenge = endpoint({
  method: 'GET',
  path: '/ebay/account-deletion',
  access: 'public',
  summary:
    "eBay's endpoint check: answers { challengeResponse: hex sha256(challenge_code + verification token + endpoint URL) } (not the envelope)",
  query: z.object({ challenge_code: text().min(1).max(512) }),
  data: z.object({ challengeResponse: text() }),
});

export const ebayAccountDeletionNotice = endpoint({
  method: 'POST',
  path: '/ebay/account-deletion',
  access: 'public',
  summary:
    "eBay's MARKETPLACE_ACCOUNT_DELETION notice, signed (X-EBAY-SIGNATURE): erases that eBay user's data; 204, or 412 for a bad signature",
  data: z.null(),
});
