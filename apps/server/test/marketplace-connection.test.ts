import { consentAsSeller } from '@baylytics/sandbox/ebay/testing/consent-driver';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ebayTokens } from '../src/db/schema/marketplace.ts';
import { hashSecretToken } from '../src/features/auth/secret-tokens.ts';
import { minuteMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

interface TokenView {
  id: number;
  username: string;
  token: string;
  expiresAt: string;
  expired: boolean;
  isBlocked: boolean;
}

let sellerIndex = 0;
/** A different stand-in seller per test, so tests do not share a connection. */
function nextSeller(): string {
  const sellers = t.ebaySandbox.market.sellers();
  const seller = sellers[sellerIndex % sellers.length];
  sellerIndex += 1;
  if (!seller) throw new Error('the stand-in market has no sellers');
  return seller.username;
}

async function authorizeUrl(token: string): Promise<string> {
  const answer = await t.get<{ eBayRedirectUrl: string }>('/api/ebayaccess/authorize', { token });
  expect(answer.status).toBe(200);
  return answer.body.data.eBayRedirectUrl;
}

const accept = (token: string, body: { code: string; state: string }) =>
  t.request<{ accountName: string }>('PATCH', '/api/ebayaccess/accept', { token, body });

const tokenList = (token: string) => t.get<TokenView[]>('/api/bayuser/ebay-token', { token });

async function rowsOf(userId: number) {
  return t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, userId));
}

describe('connecting an eBay seller account', () => {
  it('goes through eBay consent and answers the seller name; the token list shows it masked', async () => {
    const user = await t.signedInUser({ plan: 'Gold' });
    const seller = nextSeller();
    const { accept: answer } = await t.connectEbaySeller(user.token, seller);
    expect(answer.status).toBe(200);
    expect(answer.body.data.accountName).toBe(seller);

    const list = await tokenList(user.token);
    expect(list.body.total).toBe(1);
    const [shown] = list.body.data;
    expect(shown).toMatchObject({ username: seller, expired: false, isBlocked: false });
    expect(shown?.token).toMatch(/^.{6}••••.{4}$/);
    expect(new Date(shown?.expiresAt ?? 0).getTime()).toBeGreaterThan(
      t.clock.now().getTime() + 300 * 24 * 60 * minuteMs,
    );
  });

  it('stores both tokens sealed: the row holds neither plain token, and the mask is of the real one', async () => {
    const user = await t.signedInUser();
    await t.connectEbaySeller(user.token, nextSeller());
    const [row] = await rowsOf(user.id);
    if (!row?.accessTokenSealed || !row.refreshTokenSealed) throw new Error('tokens not stored');
    const access = t.ebay.cipher.open(row.accessTokenSealed, 'access');
    const refresh = t.ebay.cipher.open(row.refreshTokenSealed, 'refresh');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(access);
    expect(stored).not.toContain(refresh);
    expect(row.ebayUserId).toBeTruthy();
    const [shown] = (await tokenList(user.token)).body.data;
    expect(shown?.token).toBe(`${access.slice(0, 6)}••••${access.slice(-4)}`);
    expect(JSON.stringify(shown)).not.toContain(access);
  });

  it('connecting the same seller again updates the one row instead of adding another', async () => {
    const user = await t.signedInUser();
    const seller = nextSeller();
    await t.connectEbaySeller(user.token, seller);
    const [first] = await rowsOf(user.id);
    const again = await t.connectEbaySeller(user.token, seller);
    expect(again.accept.status).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(first?.id);
    expect(rows[0]?.accessTokenSealed).not.toBe(first?.accessTokenSealed);
  });

  it('refuses a seller another user has connected, and leaves that connection alone', async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const seller = nextSeller();
    await t.connectEbaySeller(owner.token, seller);
    const refused = await t.connectEbaySeller(other.token, seller);
    expect(refused.accept.status).toBe(409);
    expect(refused.accept.body.message).toBe('ebayAccountConnectedElsewhere');
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });
});

describe('the consent state', () => {
  it('is single use: the same state a second time is refused', async () => {
    const user = await t.signedInUser();
    const consent = await consentAsSeller(await authorizeUrl(user.token), nextSeller());
    const body = { code: consent.code ?? '', state: consent.state ?? '' };
    expect((await accept(user.token, body)).status).toBe(200);
    const replay = await accept(user.token, body);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('ebayConsentExpired');
  });

  it('expires after 15 minutes', async () => {
    const user = await t.signedInUser();
    const consent = await consentAsSeller(await authorizeUrl(user.token), nextSeller());
    t.clock.advance(16 * minuteMs);
    const late = await accept(user.token, { code: consent.code ?? '', state: consent.state ?? '' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('ebayConsentExpired');
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('of another user is refused and stays usable by its owner', async () => {
    const owner = await t.signedInUser();
    const intruder = await t.signedInUser();
    const consent = await consentAsSeller(await authorizeUrl(owner.token), nextSeller());
    const body = { code: consent.code ?? '', state: consent.state ?? '' };
    const stolen = await accept(intruder.token, body);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('ebayConsentExpired');
    expect((await accept(owner.token, body)).status).toBe(200);
  });

  it('is stored hashed only', async () => {
    const user = await t.signedInUser();
    const url = new URL(await authorizeUrl(user.token));
    const state = url.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(40);
    const rows = await t.db.execute<{ state_hash: string }>(
      `select state_hash from ebay_consents where user_id = ${user.id}`,
    );
    expect(rows.rows.map((r) => r.state_hash)).toEqual([hashSecretToken(state)]);
  });

  it("asks eBay's consent page in the language given, else the user's", async () => {
    const user = await t.signedInUser({ language: 'de' });
    expect(new URL(await authorizeUrl(user.token)).searchParams.get('locale')).toBe('de-DE');
    const english = await t.get<{ eBayRedirectUrl: string }>('/api/ebayaccess/authorize?language=en', {
      token: user.token,
    });
    expect(new URL(english.body.data.eBayRedirectUrl).searchParams.get('locale')).toBe('en-US');
  });

  it('refuses a code eBay does not know, using up the state', async () => {
    const user = await t.signedInUser();
    const url = new URL(await authorizeUrl(user.token));
    const state = url.searchParams.get('state') ?? '';
    const answer = await accept(user.token, { code: 'v^1.1#i^1#forged-code', state });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('ebayConsentRejected');
    expect(await rowsOf(user.id)).toHaveLength(0);
  });
});

describe("another user's token", () => {
  it('cannot be removed or renewed (404, as for an unknown id), nor is it listed', async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    await t.connectEbaySeller(owner.token, nextSeller());
    const [row] = await rowsOf(owner.id);
    const id = row?.id ?? 0;
    expect((await tokenList(other.token)).body.data).toEqual([]);
    const removal = await t.request('DELETE', `/api/bayuser/ebay-token/${id}`, { token: other.token });
    expect(removal.status).toBe(404);
    const renewal = await t.request('PUT', `/api/bayuser/ebay-token/${id}`, { token: other.token });
    expect(renewal.status).toBe(404);
    expect(await rowsOf(owner.id)).toHaveLength(1);
    const valid = await t.get<{ id: number }[]>('/api/bayuser/valid-ebay-tokens', { token: other.token });
    expect(valid.body.data).toEqual([]);
  });

  it('all token calls need a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/ebayaccess/authorize'],
      ['PATCH', '/api/ebayaccess/accept'],
      ['GET', '/api/bayuser/ebay-token'],
      ['PUT', '/api/bayuser/ebay-token/1'],
      ['DELETE', '/api/bayuser/ebay-token/1'],
      ['GET', '/api/bayuser/valid-ebay-tokens'],
    ] as const) {
      const answer = await t.request(
        method,
        url,
        method === 'PATCH' ? { body: { code: 'x', state: 'y' } } : {},
      );
      expect(answer.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('own tokens', () => {
  it('renewing fetches a new access token from the grant and stores it sealed', async () => {
    const user = await t.signedInUser();
    await t.connectEbaySeller(user.token, nextSeller());
    const [before] = await rowsOf(user.id);
    const maskBefore = (await tokenList(user.token)).body.data[0]?.token;
    const renewed = await t.request<TokenView>('PUT', `/api/bayuser/ebay-token/${before?.id}`, {
      token: user.token,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.expired).toBe(false);
    expect(renewed.body.data.token).not.toBe(maskBefore);
    const [after] = await rowsOf(user.id);
    expect(after?.accessTokenSealed).not.toBe(before?.accessTokenSealed);
    expect(after?.refreshTokenSealed).toBe(before?.refreshTokenSealed);
  });

  it('removing deletes the row with its sealed tokens', async () => {
    const user = await t.signedInUser();
    await t.connectEbaySeller(user.token, nextSeller());
    const [row] = await rowsOf(user.id);
    const removal = await t.request('DELETE', `/api/bayuser/ebay-token/${row?.id}`, { token: user.token });
    expect(removal.status).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await t.get<boolean>('/api/bayuser/has-token', { token: user.token })).body.data).toBe(false);
  });

  it('after eBay revokes the grant: renew asks for a new consent, and has-token / invalid-ebay-token say so', async () => {
    const user = await t.signedInUser();
    const seller = nextSeller();
    await t.connectEbaySeller(user.token, seller);
    expect((await t.get<boolean>('/api/bayuser/has-token', { token: user.token })).body.data).toBe(true);
    expect(t.ebaySandbox.revokeGrants(seller)).toBeGreaterThan(0);

    const [row] = await rowsOf(user.id);
    const renewal = await t.request('PUT', `/api/bayuser/ebay-token/${row?.id}`, { token: user.token });
    expect(renewal.status).toBe(409);
    expect(renewal.body.message).toBe('ebayReconsentRequired');

    expect((await t.get<boolean>('/api/bayuser/has-token', { token: user.token })).body.data).toBe(false);
    const invalid = await t.get<{ username: string }[]>('/api/bayuser/invalid-ebay-token', {
      token: user.token,
    });
    expect(invalid.body.data.map((entry) => entry.username)).toEqual([seller]);
    const [shown] = (await tokenList(user.token)).body.data;
    expect(shown?.expired).toBe(true);
    expect(
      (await t.get<unknown[]>('/api/bayuser/valid-ebay-tokens', { token: user.token })).body.data,
    ).toEqual([]);

    // Consenting again makes the same row usable again.
    await t.connectEbaySeller(user.token, seller);
    expect((await t.get<boolean>('/api/bayuser/has-token', { token: user.token })).body.data).toBe(true);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('valid-ebay-tokens lists only usable ones', async () => {
    const user = await t.signedInUser();
    const seller = nextSeller();
    await t.connectEbaySeller(user.token, seller);
    await t.createEbayToken(user.id, { username: 'revoked-seller', isRevoked: true });
    await t.createEbayToken(user.id, { username: 'blocked-seller', isBlocked: true });
    const valid = await t.get<{ username: string }[]>('/api/bayuser/valid-ebay-tokens', {
      token: user.token,
    });
    expect(valid.body.data.map((entry) => entry.username)).toEqual([seller]);
  });
});

describe('marketplace account deletion (eBay notification endpoint)', () => {
  const endpoint = () => `${t.baseUrl}/api/ebay/account-deletion`;

  it('answers the challenge with sha256(code + verification token + endpoint)', async () => {
    const { createHash } = await import('node:crypto');
    const response = await fetch(`${endpoint()}?challenge_code=abc123`);
    expect(response.status).toBe(200);
    const expected = createHash('sha256')
      .update('abc123')
      .update('baylytics-sandbox-verification-token-0001')
      .update(endpoint())
      .digest('hex');
    expect(await response.json()).toEqual({ challengeResponse: expected });
  });

  it("a signed notice erases that seller's tokens for every user; others stay", async () => {
    const user = await t.signedInUser();
    const seller = nextSeller();
    const kept = nextSeller();
    await t.connectEbaySeller(user.token, seller);
    await t.connectEbaySeller(user.token, kept);
    const outcome = await t.ebaySandbox.sendAccountDeletion({
      username: seller,
      endpoint: endpoint(),
      verificationToken: 'baylytics-sandbox-verification-token-0001',
    });
    expect(outcome.challenge.isAnswerValid).toBe(true);
    expect(outcome.notification?.status).toBe(204);
    expect((await rowsOf(user.id)).map((row) => row.username)).toEqual([kept]);
  });

  it('a notice with a bad signature changes nothing', async () => {
    const user = await t.signedInUser();
    const seller = nextSeller();
    await t.connectEbaySeller(user.token, seller);
    const [row] = await rowsOf(user.id);
    const body = JSON.stringify({
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId: 'forged',
        eventDate: new Date().toISOString(),
        publishDate: new Date().toISOString(),
        publishAttemptCount: 1,
        data: { username: seller, userId: row?.ebayUserId ?? '', eiasToken: 'x' },
      },
    });
    // A real signature, but of another body: the altered notice must not verify.
    const genuine = await t.ebaySandbox.sendAccountDeletion({
      username: 'someone-else-entirely',
      endpoint: endpoint(),
      verificationToken: 'baylytics-sandbox-verification-token-0001',
    });
    for (const signature of [
      genuine.notification?.signature ?? '',
      '',
      Buffer.from('{"alg":"ECDSA"}').toString('base64'),
    ]) {
      const response = await fetch(endpoint(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature && { 'x-ebay-signature': signature }) },
        body,
      });
      expect(response.status).toBe(412);
    }
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});
