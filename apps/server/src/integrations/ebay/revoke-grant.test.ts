import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OAuth } from './oauth.ts';
import { createRateLimiter, defaultRateLimits } from './rate-limiter.ts';
import { type RevokeGrantDeps, revokeGrant } from './revoke-grant.ts';
import { createTokenCipher } from './token-cipher.ts';

const success =
  '<?xml version="1.0" encoding="UTF-8"?><RevokeTokenResponse xmlns="urn:ebay:apis:eBLBaseComponents">' +
  '<Timestamp>2026-11-26T20:00:00.000Z</Timestamp><Ack>Success</Ack><Version>1423</Version></RevokeTokenResponse>';

/** Revokes one grant against a Trading endpoint that records the request's headers and answers Success. */
async function headersOfRevocation(devId: string | undefined): Promise<Headers> {
  const cipher = createTokenCipher(randomBytes(32));
  const sent: Headers[] = [];
  const fetchRecording: typeof fetch = async (_url, init) => {
    sent.push(new Headers(init?.headers));
    return new Response(success, { status: 200, headers: { 'content-type': 'text/xml' } });
  };
  const deps: RevokeGrantDeps = {
    oauth: {
      refresh: async () => ({ accessToken: 'fresh-access-token', accessTokenExpiresAt: new Date() }),
    } as unknown as OAuth,
    cipher,
    trading: {
      tradingUrl: 'https://api.ebay.com/ws/api.dll',
      fetch: fetchRecording,
      limiter: createRateLimiter(defaultRateLimits),
      retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1, timeoutMs: 5_000 },
      logger: undefined,
    },
    clientId: 'Our-App-PRD-1234',
    clientSecret: 'PRD-cert-5678',
    devId,
  };
  await revokeGrant(deps, { refreshTokenSealed: cipher.seal('refresh-token', 'refresh'), scopes: 'a b' });
  expect(sent).toHaveLength(1);
  return sent[0] as Headers;
}

describe('RevokeToken at eBay', () => {
  it("carries the developer's DevID beside AppID and CertID, with the fresh user token", async () => {
    const headers = await headersOfRevocation('dev-id-0001');
    expect(headers.get('x-ebay-api-call-name')).toBe('RevokeToken');
    expect(headers.get('x-ebay-api-dev-name')).toBe('dev-id-0001');
    expect(headers.get('x-ebay-api-app-name')).toBe('Our-App-PRD-1234');
    expect(headers.get('x-ebay-api-cert-name')).toBe('PRD-cert-5678');
    expect(headers.get('x-ebay-api-iaf-token')).toBe('fresh-access-token');
  });

  it('sends no empty DevID header when none is configured (the stand-in)', async () => {
    const headers = await headersOfRevocation(undefined);
    expect(headers.has('x-ebay-api-dev-name')).toBe(false);
    expect(headers.get('x-ebay-api-app-name')).toBe('Our-App-PRD-1234');
  });
});
