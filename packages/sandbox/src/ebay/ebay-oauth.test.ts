import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVendorSpecDirectory, loadOpenApiChecks } from '../openapi/openapi-checks.ts';
import { consentAsSeller } from './testing/consent-driver.ts';
import { startTestSandbox, type TestSandbox, testCredentials, userScopes } from './testing/test-sandbox.ts';

const spec = loadOpenApiChecks(findVendorSpecDirectory('ebay'), {
  identity: 'commerce_identity_v1_oas3.json',
});
let ebay: TestSandbox;
let seller: string;

beforeAll(async () => {
  ebay = await startTestSandbox();
  seller = ebay.sandbox.market.sellers()[0]?.username ?? '';
});

afterAll(async () => {
  await ebay?.close();
});

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const identity = (token: string) => ebay.call('/commerce/identity/v1/user/', bearer(token));

describe('eBay stand-in: consent page', () => {
  it('shows a sign-in form marked as the local stand-in, in German or English', async () => {
    const german = await fetch(ebay.authorizeUrl('s', 'de-DE'));
    const page = await german.text();
    expect(german.status).toBe(200);
    expect(page).toContain('lokale eBay-Platzhalter');
    expect(page).toContain('Passwort wird hier nicht geprüft');
    expect(page).toContain(`<option value="${seller}">`);
    const english = await fetch(ebay.authorizeUrl('s'), { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(await english.text()).toContain('local eBay stand-in');
  });

  it('refuses an unknown client or a redirect_uri that is not the RuName', async () => {
    const wrongClient = new URL(ebay.authorizeUrl());
    wrongClient.searchParams.set('client_id', 'someone-else');
    const answer = await fetch(wrongClient);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('client_id');
    const wrongRedirect = new URL(ebay.authorizeUrl());
    wrongRedirect.searchParams.set('redirect_uri', 'https://evil.example/');
    expect((await fetch(wrongRedirect)).status).toBe(400);
  });

  it('redirects to the accept URL with state, a code and expires_in=299 on agree', async () => {
    const outcome = await consentAsSeller(ebay.authorizeUrl('abc-123'), seller.toUpperCase());
    expect(outcome.status).toBe(302);
    const location = new URL(outcome.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(testCredentials.redirectUrl);
    expect(location.searchParams.get('state')).toBe('abc-123');
    expect(location.searchParams.get('expires_in')).toBe('299');
    expect(outcome.code).toMatch(/^v\^1\.1#/);
  });

  it('redirects with error=access_denied on decline, and re-asks for an unknown seller', async () => {
    const declined = await consentAsSeller(ebay.authorizeUrl('xyz'), seller, 'decline');
    expect(declined).toMatchObject({ status: 302, state: 'xyz', error: 'access_denied' });
    expect(declined.code).toBeUndefined();
    const unknown = await consentAsSeller(ebay.authorizeUrl('xyz', 'en-US'), 'no-such-seller-42');
    expect(unknown.status).toBe(400);
    expect(unknown.location).toBeNull();
  });
});

describe('eBay stand-in: token endpoint', () => {
  it('exchanges a code once for user tokens with eBay’s lifetimes', async () => {
    const { code } = await consentAsSeller(ebay.authorizeUrl(), seller);
    const exchange = {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: testCredentials.ruName,
    };
    const first = await ebay.token(exchange);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      expires_in: 7200,
      refresh_token_expires_in: 47304000,
      token_type: 'User Access Token',
    });
    const again = await ebay.token(exchange);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'invalid_grant',
      error_description: 'the provided authorization grant code is invalid or was issued to another client',
    });
  });

  it('refuses a code after 299 seconds and one sent with another redirect_uri', async () => {
    const late = await consentAsSeller(ebay.authorizeUrl(), seller);
    const start = ebay.now();
    ebay.setNow(new Date(start.getTime() + 300_000));
    const expired = await ebay.token({
      grant_type: 'authorization_code',
      code: late.code ?? '',
      redirect_uri: testCredentials.ruName,
    });
    ebay.setNow(start);
    expect(expired.status).toBe(400);
    const other = await consentAsSeller(ebay.authorizeUrl(), seller);
    const wrong = await ebay.token({
      grant_type: 'authorization_code',
      code: other.code ?? '',
      redirect_uri: 'other-runame',
    });
    expect(wrong.status).toBe(400);
  });

  it('refuses wrong client credentials and unknown grant types in the OAuth error shape', async () => {
    const wrong = await ebay.token(
      { grant_type: 'client_credentials', scope: userScopes[0] ?? '' },
      { id: testCredentials.clientId, secret: 'nope' },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: 'invalid_client',
      error_description: 'client authentication failed',
    });
    const grant = await ebay.token({ grant_type: 'password' });
    expect(grant.status).toBe(400);
    expect((grant.body as { error: string }).error).toBe('unsupported_grant_type');
  });

  it('issues application tokens for client credentials, not for seller scopes', async () => {
    const answer = await ebay.token({
      grant_type: 'client_credentials',
      scope: 'https://api.ebay.com/oauth/api_scope',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ expires_in: 7200, token_type: 'Application Access Token' });
    expect(answer.body).not.toHaveProperty('refresh_token');
    const sellerScope = await ebay.token({
      grant_type: 'client_credentials',
      scope: 'https://api.ebay.com/oauth/api_scope/sell.inventory',
    });
    expect((sellerScope.body as { error: string }).error).toBe('invalid_scope');
  });

  it('lets access tokens expire by the clock and refreshes them with the refresh token', async () => {
    const tokens = await ebay.userTokens(seller);
    expect((await identity(tokens.access_token)).status).toBe(200);
    const start = ebay.now();
    ebay.setNow(new Date(start.getTime() + 7_200_000));
    const expired = await identity(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(spec.listOf('identity', 'errors', 'Error')(expired.body)).toEqual([]);
    expect((expired.body as { errors: { errorId: number }[] }).errors[0]?.errorId).toBe(1001);
    const refreshed = await ebay.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: userScopes.join(' '),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ expires_in: 7200, token_type: 'User Access Token' });
    expect(refreshed.body).not.toHaveProperty('refresh_token');
    expect((await identity((refreshed.body as { access_token: string }).access_token)).status).toBe(200);
    const wider = await ebay.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: 'https://api.ebay.com/oauth/api_scope/sell.finances',
    });
    expect((wider.body as { error: string }).error).toBe('invalid_scope');
    ebay.setNow(start);
  });

  it('revokes a seller’s refresh and access tokens through the control call, forcing a new consent', async () => {
    const tokens = await ebay.userTokens(seller);
    const revoke = await ebay.call('/sandbox/grants/revoke', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: seller }),
    });
    expect(revoke.status).toBe(200);
    expect((revoke.body as { revokedRefreshTokens: number }).revokedRefreshTokens).toBeGreaterThanOrEqual(1);
    const refresh = await ebay.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.status).toBe(400);
    expect((refresh.body as { error: string }).error).toBe('invalid_grant');
    expect((await identity(tokens.access_token)).status).toBe(401);
    const again = await ebay.userTokens(seller);
    expect((await identity(again.access_token)).status).toBe(200);
  });
});

describe('eBay stand-in: Identity', () => {
  it('names the seller behind a user token, as getUser documents', async () => {
    const tokens = await ebay.userTokens(seller);
    const answer = await identity(tokens.access_token);
    expect(answer.status).toBe(200);
    expect(spec.response('getUser', 200)(answer.body)).toEqual([]);
    const known = ebay.sandbox.market.seller(seller);
    expect(answer.body).toMatchObject({
      username: known?.username,
      userId: known?.userId,
      accountType: 'BUSINESS',
    });
  });

  it('refuses application tokens (no seller consented)', async () => {
    const answer = await identity(await ebay.applicationToken());
    expect(answer.status).toBe(403);
    expect(spec.listOf('identity', 'errors', 'Error')(answer.body)).toEqual([]);
  });
});
