import {
  type AfterbuySandbox,
  attributeValueMaxLength,
  demoAfterbuyAccount,
  startAfterbuySandbox,
} from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfterbuyUnavailableError, createAfterbuyClient } from './create-afterbuy-client.ts';

describe('the Afterbuy client against its stand-in', () => {
  let sandbox: AfterbuySandbox;
  let client: ReturnType<typeof createAfterbuyClient>;
  const credentials = {
    partnerToken: demoAfterbuyAccount.partnerToken,
    accountToken: demoAfterbuyAccount.accountToken,
  };
  const product = demoAfterbuyAccount.productIds[0] ?? 0;

  beforeAll(async () => {
    sandbox = await startAfterbuySandbox({ port: 0 });
    client = createAfterbuyClient({ url: sandbox.url });
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

  it('fails as unavailable when Afterbuy cannot be reached', async () => {
    const nowhere = createAfterbuyClient({ url: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(nowhere.checkCredentials(credentials)).rejects.toBeInstanceOf(AfterbuyUnavailableError);
  });
});
