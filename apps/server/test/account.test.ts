import { describe, expect, it } from 'vitest';
import { dayMs, useTestApp } from './support/test-app.ts';

const t = useTestApp();

const past = () => new Date(t.clock.now().getTime() - dayMs);
const future = () => new Date(t.clock.now().getTime() + 30 * dayMs);

describe('GET /api/bayuser/has-token', () => {
  it('is false without eBay tokens', async () => {
    const { token } = await t.signedInUser();
    const answer = await t.get('/api/bayuser/has-token', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(false);
  });

  it('is true with a valid token', async () => {
    const user = await t.signedInUser();
    await t.createEbayToken(user.id, { expiresAt: past() });
    await t.createEbayToken(user.id, { expiresAt: future() });
    expect((await t.get('/api/bayuser/has-token', { token: user.token })).body.data).toBe(true);
  });

  it('is false with only expired or blocked tokens', async () => {
    const user = await t.signedInUser();
    await t.createEbayToken(user.id, { expiresAt: past() });
    await t.createEbayToken(user.id, { expiresAt: future(), isBlocked: true });
    expect((await t.get('/api/bayuser/has-token', { token: user.token })).body.data).toBe(false);
  });

  it('turns false when the token expires', async () => {
    const user = await t.signedInUser();
    await t.createEbayToken(user.id, { expiresAt: new Date(t.clock.now().getTime() + dayMs) });
    t.clock.advance(2 * dayMs);
    expect((await t.get('/api/bayuser/has-token', { token: user.token })).body.data).toBe(false);
  });
});

describe('GET /api/bayuser/invalid-ebay-token', () => {
  it("lists the caller's expired and blocked tokens only, never another user's", async () => {
    const caller = await t.signedInUser();
    const other = await t.createUser();
    const expiredAt = past();
    const blockedUntil = future();
    await t.createEbayToken(caller.id, { username: 'caller-expired', expiresAt: expiredAt });
    await t.createEbayToken(caller.id, {
      username: 'caller-blocked',
      expiresAt: blockedUntil,
      isBlocked: true,
    });
    await t.createEbayToken(caller.id, { username: 'caller-valid', expiresAt: future() });
    await t.createEbayToken(other.id, { username: 'other-expired', expiresAt: past() });

    const answer = await t.get('/api/bayuser/invalid-ebay-token', { token: caller.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { username: 'caller-blocked', expired: blockedUntil.toISOString() },
      { username: 'caller-expired', expired: expiredAt.toISOString() },
    ]);
  });

  it('is empty for a user whose tokens are all valid', async () => {
    const user = await t.signedInUser();
    await t.createEbayToken(user.id, { expiresAt: future() });
    expect((await t.get('/api/bayuser/invalid-ebay-token', { token: user.token })).body.data).toEqual([]);
  });
});
