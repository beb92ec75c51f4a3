import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentAsSeller } from './testing/consent-driver.ts';
import { startTestSandbox, type TestSandbox, testCredentials } from './testing/test-sandbox.ts';

let ebay: TestSandbox;
let seller: string;

beforeAll(async () => {
  ebay = await startTestSandbox();
  seller = ebay.sandbox.market.sellers()[0]?.username ?? '';
});

afterAll(async () => {
  await ebay?.close();
});

const identityOf = async (code: string) => {
  const tokens = await ebay.token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: testCredentials.ruName,
  });
  const { access_token } = tokens.body as { access_token: string };
  const identity = await ebay.call('/commerce/identity/v1/user/', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return { status: tokens.status, identity: identity.body };
};

describe('eBay stand-in: demo consent', () => {
  it('grants what the consent page grants on agree: the same state, a code for the same seller', async () => {
    const page = await consentAsSeller(ebay.authorizeUrl('state-1'), seller);
    const demo = ebay.sandbox.grantDemoConsent(ebay.authorizeUrl('state-1'), seller.toUpperCase());
    expect(demo).toMatchObject({ state: page.state, expiresIn: 299 });
    const [fromPage, fromDemo] = [await identityOf(page.code ?? ''), await identityOf(demo.code)];
    expect(fromDemo.status).toBe(200);
    expect(fromDemo.identity).toEqual(fromPage.identity);
  });

  it('refuses an unknown seller, another client and a redirect_uri that is not the RuName', () => {
    expect(() => ebay.sandbox.grantDemoConsent(ebay.authorizeUrl(), 'no-such-seller-42')).toThrow(
      /no such seller/,
    );
    const wrongClient = new URL(ebay.authorizeUrl());
    wrongClient.searchParams.set('client_id', 'someone-else');
    expect(() => ebay.sandbox.grantDemoConsent(wrongClient.toString(), seller)).toThrow(/client_id/);
    const wrongRedirect = new URL(ebay.authorizeUrl());
    wrongRedirect.searchParams.set('redirect_uri', 'https://elsewhere.example/accept');
    expect(() => ebay.sandbox.grantDemoConsent(wrongRedirect.toString(), seller)).toThrow(/RuName/);
  });
});
