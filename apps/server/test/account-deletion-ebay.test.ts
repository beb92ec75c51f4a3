import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/app/config.ts';
import { ebayPendingRevocations, ebayTokens } from '../src/db/schema/marketplace.ts';
import { users } from '../src/db/schema/users-and-auth.ts';
import { revokeEbayGrantsJob } from '../src/features/account/pending-revocations.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);
const config = loadConfig({});

/** A signed-in user connected to the n-th stand-in seller; answers its refresh token in plain text. */
async function connectedUser(n: number) {
  const username = [...t.ebaySandbox.market.sellers()][n]?.username ?? '';
  const user = await t.signedInUser({ plan: 'Gold' });
  const { accept } = await t.connectEbaySeller(user.token, username);
  expect(accept.status).toBe(200);
  const [row] = await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id));
  const refreshToken = t.ebay.cipher.open(row?.refreshTokenSealed ?? '', 'refresh');
  return { ...user, username, refreshToken };
}

/** The stand-in's token endpoint asked for a new access token with this refresh token, as the app would. */
async function refreshAtEbay(refreshToken: string): Promise<{ status: number; error?: string }> {
  const basic = Buffer.from(`${config.EBAY_CLIENT_ID}:${config.EBAY_CLIENT_SECRET}`).toString('base64');
  const response = await fetch(`${t.ebaySandboxUrl}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const body = (await response.json()) as { error?: string };
  return { status: response.status, ...(body.error && { error: body.error }) };
}

const deleteAccount = (token: string, password: string) =>
  t.post('/api/bayuser/delete-account', { password }, { token });

const pending = () => t.db.select().from(ebayPendingRevocations);

describe('deleting an account ends its eBay grants at eBay', () => {
  it('revokes the grant: afterwards eBay no longer accepts the refresh token, and nothing of it is kept', async () => {
    const user = await connectedUser(0);
    const other = await connectedUser(1);
    expect((await refreshAtEbay(user.refreshToken)).status).toBe(200);

    expect((await deleteAccount(user.token, user.password)).status).toBe(200);

    expect(await refreshAtEbay(user.refreshToken)).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await pending()).toEqual([]);
    // Another user's grant is untouched.
    expect((await refreshAtEbay(other.refreshToken)).status).toBe(200);
  });

  it('completes while eBay cannot be reached, and the job revokes the grant once eBay answers again', async () => {
    const user = await connectedUser(2);
    t.ebaySandbox.injectFault({ api: 'oauth', status: 503, count: 50 });
    try {
      expect((await deleteAccount(user.token, user.password)).status).toBe(200);
    } finally {
      t.ebaySandbox.clearFaults();
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(ebayTokens).where(eq(ebayTokens.userId, user.id))).toEqual([]);
    const [kept] = await pending();
    expect(kept?.attempts).toBe(1);
    expect(kept?.refreshTokenSealed).not.toContain(user.refreshToken);
    expect(Object.keys(kept ?? {})).not.toContain('userId');

    // eBay still honours the grant until it is told.
    expect((await refreshAtEbay(user.refreshToken)).status).toBe(200);
    await revokeEbayGrantsJob.handler({}, engine.deps, { attempts: 1, maxAttempts: 1 });
    expect(await refreshAtEbay(user.refreshToken)).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await pending()).toEqual([]);
  });

  it('counts a grant eBay has already ended as revoked', async () => {
    const user = await connectedUser(3);
    t.ebaySandbox.revokeGrants(user.username);
    expect((await deleteAccount(user.token, user.password)).status).toBe(200);
    expect(await pending()).toEqual([]);
  });
});
