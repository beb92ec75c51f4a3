import type { MvlTable } from '@baylytics/contract/transformer';
import { demoAfterbuySellers } from '@baylytics/sandbox/afterbuy/listing-catalogue';
import { demoAfterbuyAccount } from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
import type { Listing } from '@baylytics/sandbox/marketplace/model';
import { describe, expect, it } from 'vitest';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
// Each case connects a seller, loads lists and runs the worker while other suites share the cores.
const slow = { timeout: 180_000 };
const engine = useEngine(t);
const down = useEngine(t, { afterbuyUrl: 'http://127.0.0.1:9' });
const today = () => t.clock.now().toISOString().slice(0, 10);
const sellerName = demoAfterbuySellers[0] ?? '';
const credentials = {
  partnerToken: demoAfterbuyAccount.partnerToken,
  accountToken: demoAfterbuyAccount.accountToken,
};

/** The shop's seller's German vehicle parts, and a German listing of a seller the demo shop does not hold. */
function listings() {
  const market = t.ebaySandbox.market;
  const german = (seller: string) =>
    market
      .listingIdsOfSeller(seller, today())
      .map((id) => market.listing(id, today()))
      .filter((l): l is Listing => l?.siteId === 77);
  const parts = german(sellerName).filter((l) => (l.compatibility?.length ?? 0) > 0);
  const foreign = market
    .sellers()
    .filter((s) => s.username !== sellerName)
    .flatMap((s) => german(s.username))[0];
  if (parts.length < 2 || !foreign) throw new Error('the stand-in lacks the listings this test needs');
  return { parts, foreign };
}

/** A transformer user connected to `seller`; a seller connects to one user only, so the shop's seller once. */
async function transformerUser(seller: string) {
  const { token } = await t.signedInUser({ grantedRoles: ['Transformer'] });
  await t.connectEbaySeller(token, seller);
  return token;
}
let shopOwner: Promise<string> | undefined;
const shopSellerUser = () => {
  shopOwner ??= transformerUser(sellerName);
  return shopOwner;
};

const table = (token: string, itemNumber: string, transfer: string) =>
  t.get<MvlTable>(`/api/transformermvl?itemNumber=${itemNumber}&itemNumberTransfer=${transfer}`, { token });

describe("the link from a listing to its product in the seller's Afterbuy shop", () => {
  it(
    'is null without credentials, is looked up in the background once they exist, and then fills afterBuyId',
    slow,
    async () => {
      const { parts, foreign } = listings();
      const [target, source] = parts as [Listing, Listing];
      const token = await shopSellerUser();

      const before = await table(token, target.itemId, source.itemId);
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({ afterBuyId: null, afterBuyLink: 'none' });
      await engine.drain();
      expect((await table(token, target.itemId, source.itemId)).body.data).toMatchObject({
        afterBuyId: null,
        afterBuyLink: 'none',
      });

      const saved = await t.request('PUT', '/api/bayuser/afterbuy-credentials', { token, body: credentials });
      expect(saved.status).toBe(200);
      // The list answers at once, from what is stored; the lookup it asks for runs in the worker.
      expect((await table(token, target.itemId, source.itemId)).body.data).toMatchObject({
        afterBuyId: null,
        afterBuyLink: 'lookingUp',
      });
      await engine.drain();
      const linked = await table(token, target.itemId, source.itemId);
      expect(linked.body.data.afterBuyId).toMatch(/^\d+$/);
      expect(linked.body.data.afterBuyLink).toBe('found');
      const product = Number(linked.body.data.afterBuyId);

      // The product is the listing's: it takes the vehicle list.
      const sent = await t.request<{ ack: string }>('PUT', '/api/transformermvl/afterbuy', {
        token,
        body: { sellerName, afterBuyId: String(product), mvlData: [] },
      });
      expect(sent.body.data.ack).toBe('Success');

      // Another seller's listing has no product in the shop: looked up, and null.
      const none = await table(token, foreign.itemId, source.itemId);
      expect(none.status).toBe(200);
      expect(none.body.data.afterBuyLink).toBe('lookingUp');
      await engine.drain();
      expect((await table(token, foreign.itemId, source.itemId)).body.data).toMatchObject({
        afterBuyId: null,
        afterBuyLink: 'notFound',
      });
      const [row] = (
        await t.db.execute<{ afterbuy_product_id: string | null }>(
          `select afterbuy_product_id from afterbuy_product_links where item_number = ${foreign.itemId}`,
        )
      ).rows;
      expect(row).toEqual({ afterbuy_product_id: null });
      expect(await engine.failedJobs()).toEqual([]);
    },
  );

  it("is the user's own: another user with the same listing and no credentials sees null", slow, async () => {
    const { parts, foreign } = listings();
    const [target, source] = parts as [Listing, Listing];
    const owner = await shopSellerUser();
    await t.request('PUT', '/api/bayuser/afterbuy-credentials', { token: owner, body: credentials });
    await table(owner, target.itemId, source.itemId);
    await engine.drain();
    expect((await table(owner, target.itemId, source.itemId)).body.data.afterBuyId).toMatch(/^\d+$/);

    const other = await transformerUser(foreign.sellerUsername);
    expect((await table(other, target.itemId, source.itemId)).body.data.afterBuyId).toBeNull();
    await engine.drain();
    expect((await table(other, target.itemId, source.itemId)).body.data.afterBuyId).toBeNull();
  });

  it('keeps the stored links while Afterbuy cannot be reached, and the lookup is retried', slow, async () => {
    const [target, source] = listings().parts as [Listing, Listing];
    const token = await shopSellerUser();
    await t.request('PUT', '/api/bayuser/afterbuy-credentials', { token, body: credentials });
    await table(token, target.itemId, source.itemId);
    await engine.drain();
    const linked = (await table(token, target.itemId, source.itemId)).body.data.afterBuyId;
    expect(linked).toMatch(/^\d+$/);

    // Testing the connection asks for the links again; this time Afterbuy is down.
    await t.post('/api/bayuser/afterbuy-credentials/test', undefined, { token });
    await down.drain();
    expect(await down.failedJobs()).toEqual([expect.objectContaining({ task: 'linkAfterbuyProducts' })]);
    const still = await table(token, target.itemId, source.itemId);
    expect(still.status).toBe(200);
    expect(still.body.data.afterBuyId).toBe(linked);

    // Afterbuy back: the retry stores the same link again.
    await engine.retryNow();
    await engine.drain();
    expect(await engine.failedJobs()).toEqual([]);
    expect((await table(token, target.itemId, source.itemId)).body.data.afterBuyId).toBe(linked);
  });
});
