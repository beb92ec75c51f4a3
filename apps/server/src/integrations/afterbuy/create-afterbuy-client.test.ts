import {
  demoAfterbuySellers,
  listingCatalogue,
  listingProductIdBase,
} from '@baylytics/sandbox/afterbuy/listing-catalogue';
import {
  type AfterbuySandbox,
  attributeValueMaxLength,
  demoAfterbuyAccount,
  startAfterbuySandbox,
} from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
import { createMarketplace, demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AfterbuyUnavailableError, anrsPerLookup, createAfterbuyClient } from './create-afterbuy-client.ts';

const market = createMarketplace(demoMarketOptions);
const today = () => new Date();
const listingsOf = (seller: string) => market.listingIdsOfSeller(seller, today().toISOString().slice(0, 10));

describe('the Afterbuy client against its stand-in', () => {
  let sandbox: AfterbuySandbox;
  let client: ReturnType<typeof createAfterbuyClient>;
  const credentials = {
    partnerToken: demoAfterbuyAccount.partnerToken,
    accountToken: demoAfterbuyAccount.accountToken,
  };
  const product = demoAfterbuyAccount.productIds[0] ?? 0;

  beforeAll(async () => {
    sandbox = await startAfterbuySandbox({
      port: 0,
      accounts: [{ ...demoAfterbuyAccount, catalogue: listingCatalogue(market, demoAfterbuySellers, today) }],
    });
    client = createAfterbuyClient({ url: sandbox.url, timeoutMs: 1_000, retryBaseDelayMs: 5 });
  });
  afterAll(() => sandbox.close());

  it('checks credentials with GetAfterbuyTime: Success, or Error with the reason for wrong ones', async () => {
    expect(await client.checkCredentials(credentials)).toEqual({ status: 'Success', messages: [] });
    const wrong = await client.checkCredentials({ ...credentials, accountToken: 'falsch' });
    expect(wrong.status).toBe('Error');
    expect(wrong.messages[0]).toMatch(/token is not valid/);
  });

  it('replaces the attributes of a product: Success, the product holds them in order', async () => {
    const attributes = [
      { name: 'Fahrzeug 1', value: 'Volkswagen Golf 1.4 TSI' },
      { name: 'Fahrzeug 2', value: 'BMW 3er 320d (Nur Kombi)' },
    ];
    expect(await client.replaceProductAttributes(credentials, product, attributes)).toEqual({
      status: 'Success',
      messages: [],
    });
    expect(await client.replaceProductAttributes(credentials, product, attributes.slice(1))).toEqual({
      status: 'Success',
      messages: [],
    });
    expect(sandbox.attributesOf(credentials.accountToken, product)).toEqual([
      { name: 'Fahrzeug 2', value: 'BMW 3er 320d (Nur Kombi)', position: 1 },
    ]);
  });

  it("answers Warning with Afterbuy's text for a value it shortens, and Error for an unknown product", async () => {
    const long = 'x'.repeat(attributeValueMaxLength + 1);
    const warned = await client.replaceProductAttributes(credentials, product, [
      { name: 'Lang', value: long },
    ]);
    expect(warned.status).toBe('Warning');
    expect(warned.messages[0]).toMatch(/cut to 250 characters/);
    const before = sandbox.attributesOf(credentials.accountToken, product);
    const unknown = await client.replaceProductAttributes(credentials, 999_999, [{ name: 'A', value: 'B' }]);
    expect(unknown).toEqual({
      status: 'Error',
      messages: ['The product 999999 does not exist in this account.'],
    });
    expect(sandbox.attributesOf(credentials.accountToken, product)).toEqual(before);
  });

  it("finds the shop's products by article number: the demo seller's listings, nothing for others", async () => {
    const [first, second] = listingsOf('demo-seller-7');
    const [foreign] = listingsOf('demo-seller-1');
    const found = await client.findProductsByAnr(credentials, [
      first ?? '',
      foreign ?? '',
      '123456789012',
      second ?? '',
    ]);
    expect(found.status).toBe('Success');
    expect(found.products.map((p) => p.anr)).toEqual([first, second]);
    const [product] = found.products;
    expect(product?.productId).toBeGreaterThanOrEqual(listingProductIdBase);
    expect(product?.name).toBe(market.listing(first ?? '', today().toISOString().slice(0, 10))?.title);
    // The same listing is the same product on every lookup, and the product takes the vehicle list.
    const again = await client.findProductsByAnr(credentials, [first ?? '']);
    expect(again.products[0]?.productId).toBe(product?.productId);
    const sent = await client.replaceProductAttributes(credentials, product?.productId ?? 0, [
      { name: 'Fahrzeug 1', value: 'Audi A4 2.0 TDI' },
    ]);
    expect(sent.status).toBe('Success');
    expect(sandbox.attributesOf(credentials.accountToken, product?.productId ?? 0)).toHaveLength(1);
  });

  it('answers an Error with no products for wrong credentials, and refuses too many numbers at once', async () => {
    const wrong = await client.findProductsByAnr({ ...credentials, accountToken: 'falsch' }, ['1']);
    expect(wrong).toEqual({
      status: 'Error',
      messages: ['The partner token or the account token is not valid.'],
      products: [],
    });
    const many = Array.from({ length: anrsPerLookup + 1 }, (_, i) => String(i + 1));
    await expect(client.findProductsByAnr(credentials, many)).rejects.toBeInstanceOf(RangeError);
  });

  it('fails as unavailable when Afterbuy cannot be reached', async () => {
    const nowhere = createAfterbuyClient({
      url: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
      retryBaseDelayMs: 5,
    });
    await expect(nowhere.checkCredentials(credentials)).rejects.toBeInstanceOf(AfterbuyUnavailableError);
    await expect(nowhere.findProductsByAnr(credentials, ['1'])).rejects.toBeInstanceOf(
      AfterbuyUnavailableError,
    );
  });

  it('tries a read again while the stand-in plays an HTTP fault, and fails as unavailable once its three tries are used', async () => {
    const injected = await fetch(`${sandbox.url}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503, callName: 'GetShopProducts', count: 2 }),
    });
    expect(injected.status).toBe(201);
    const { id } = (await injected.json()) as { id: number };
    // Another call goes through; the named one fails twice and answers on its third try.
    expect((await client.checkCredentials(credentials)).status).toBe('Success');
    const before = sandbox.callCount();
    expect((await client.findProductsByAnr(credentials, ['1'])).status).toBe('Success');
    expect(sandbox.callCount() - before).toBe(3);
    expect((await fetch(`${sandbox.url}/sandbox/faults/${id}`, { method: 'DELETE' })).status).toBe(404);

    const throttled = sandbox.injectFault({ status: 429, count: 1_000 });
    await expect(client.checkCredentials(credentials)).rejects.toThrow('Afterbuy answered HTTP 429');
    expect((await fetch(`${sandbox.url}/sandbox/faults/${throttled}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await client.checkCredentials(credentials)).status).toBe('Success');
    const refused = await fetch(`${sandbox.url}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 404 }),
    });
    expect(refused.status).toBe(400);
  });

  for (const [name, fault] of [
    ['answers slower than the timeout', { delayMs: 2_500 }],
    ['cuts its answer off half way', { answer: 'truncated' }],
    ['closes the connection without an answer', { answer: 'none' }],
  ] as const) {
    it(`tries a read again when Afterbuy ${name}; a write is sent once and fails as unavailable`, async () => {
      const read = sandbox.injectFault({ ...fault, callName: 'GetShopProducts', count: 2 });
      let before = sandbox.callCount();
      const [first] = listingsOf('demo-seller-7');
      const found = await client.findProductsByAnr(credentials, [first ?? '']);
      expect(found.products.map((p) => p.anr)).toEqual([first]);
      expect(sandbox.callCount() - before).toBe(3);
      expect(sandbox.removeFault(read)).toBe(false);

      sandbox.injectFault({ ...fault, callName: 'GetAfterbuyTime', count: 3 });
      await expect(client.checkCredentials(credentials)).rejects.toBeInstanceOf(AfterbuyUnavailableError);

      const held = sandbox.attributesOf(credentials.accountToken, product);
      const write = sandbox.injectFault({ ...fault, callName: 'UpdateShopProducts', count: 2 });
      before = sandbox.callCount();
      await expect(
        client.replaceProductAttributes(credentials, product, [{ name: 'Neu', value: 'Nie gesendet' }]),
      ).rejects.toBeInstanceOf(AfterbuyUnavailableError);
      expect(sandbox.callCount() - before).toBe(1);
      expect(sandbox.removeFault(write)).toBe(true);
      // Unanswered, the write was never done; slow or cut off, the stand-in did it all the same (after the client
      // gave up, or before the answer broke): why the client, not knowing which, does not send it again.
      const written = { name: 'Neu', value: 'Nie gesendet', position: 1 };
      if ('answer' in fault && fault.answer === 'none')
        expect(sandbox.attributesOf(credentials.accountToken, product)).toEqual(held);
      else
        await vi.waitFor(
          () => expect(sandbox.attributesOf(credentials.accountToken, product)).toEqual([written]),
          {
            timeout: 10_000,
          },
        );
    });
  }
});
