import type { AfterbuyCredentialsStatus, AfterbuyResult } from '@baylytics/contract/afterbuy';
import {
  attributeValueMaxLength,
  demoAfterbuyAccount,
} from '@baylytics/sandbox/afterbuy/start-afterbuy-sandbox';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterbuyCredentials } from '../src/db/schema/afterbuy.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const credentialsPath = '/api/bayuser/afterbuy-credentials';
const demo = {
  partnerToken: demoAfterbuyAccount.partnerToken,
  accountToken: demoAfterbuyAccount.accountToken,
};
const product = String(demoAfterbuyAccount.productIds[0]);
const vehicle = (value1: string, value2: string, notes = '') => ({
  notes,
  value1,
  value2,
  value3: '',
  value4: '',
  value5: '',
  value6: '',
});

describe('the after-buy system', () => {
  let token: string;
  let userId: number;
  const status = (as = token) => t.get<AfterbuyCredentialsStatus>(credentialsPath, { token: as });
  const save = (body: unknown, as = token) =>
    t.request<AfterbuyCredentialsStatus>('PUT', credentialsPath, { token: as, body });
  const check = (as = token) => t.post<AfterbuyResult>(`${credentialsPath}/test`, undefined, { token: as });
  const remove = (as = token) => t.request<null>('DELETE', credentialsPath, { token: as });
  const update = (body: unknown, as = token) =>
    t.request<AfterbuyResult>('PUT', '/api/transformermvl/afterbuy', { token: as, body });

  beforeAll(async () => {
    const user = await t.signedInUser({ grantedRoles: ['Transformer'] });
    ({ token } = user);
    userId = user.id;
  });

  it('stores the credentials sealed and answers only masks', async () => {
    expect((await status()).body.data).toEqual({
      isSet: false,
      partnerToken: null,
      accountToken: null,
      updatedTime: null,
    });
    const saved = await save(demo);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      isSet: true,
      partnerToken: 'dem••••ken',
      accountToken: 'dem••••ken',
    });
    const answered = JSON.stringify((await status()).body);
    expect(answered).not.toContain(demo.partnerToken);
    expect(answered).not.toContain(demo.accountToken);
    const [row] = await t.db.select().from(afterbuyCredentials).where(eq(afterbuyCredentials.userId, userId));
    expect(row?.partnerTokenSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(demo.partnerToken);
    expect(JSON.stringify(row)).not.toContain(demo.accountToken);
  });

  it('refuses empty credentials and saves nothing of them', async () => {
    const refused = await save({ partnerToken: ' ', accountToken: demo.accountToken });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['partnerToken']);
    expect((await status()).body.data.isSet).toBe(true);
  });

  it('tests the connection against Afterbuy: Success, or Error with its text for wrong tokens', async () => {
    const calls = t.afterbuySandbox.callCount();
    expect((await check()).body.data).toEqual({ ack: 'Success', message: '' });
    expect(t.afterbuySandbox.callCount()).toBe(calls + 1);
    await save({ ...demo, accountToken: 'not-the-account-token' });
    const wrong = await check();
    expect(wrong.status).toBe(200);
    expect(wrong.body.data.ack).toBe('Error');
    expect(wrong.body.data.message).toMatch(/token is not valid/);
    await save(demo);
  });

  it("never shows or uses another user's credentials", async () => {
    const other = await t.signedInUser({ grantedRoles: ['Transformer'] });
    expect((await status(other.token)).body.data.isSet).toBe(false);
    const tested = await check(other.token);
    expect(tested.status).toBe(409);
    expect(tested.body.message).toBe('afterbuyCredentialsMissing');
    const sent = await update({ sellerName: 'seller', afterBuyId: product, mvlData: [] }, other.token);
    expect(sent.body.message).toBe('afterbuyCredentialsMissing');
    await remove(other.token);
    expect((await status()).body.data.isSet).toBe(true);
  });

  it('sends the vehicles to the Afterbuy product as its attributes: the product is updated', async () => {
    const sent = await update({
      sellerName: 'seller',
      afterBuyId: product,
      mvlData: [vehicle('Volkswagen', 'Golf'), vehicle('', ''), vehicle('BMW', '3er', 'Nur Kombi')],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ ack: 'Success', message: '' });
    expect(t.afterbuySandbox.attributesOf(demo.accountToken, Number(product))).toEqual([
      { name: 'Fahrzeug 1', value: 'Volkswagen Golf', position: 1 },
      { name: 'Fahrzeug 2', value: 'BMW 3er (Nur Kombi)', position: 2 },
    ]);
  });

  it("answers Afterbuy's Warning and Error with its text; an unknown product keeps what it held", async () => {
    const long = 'x'.repeat(attributeValueMaxLength);
    const warned = await update({
      sellerName: 'seller',
      afterBuyId: product,
      mvlData: [vehicle('Opel', 'Astra', long.slice(0, 400))],
    });
    expect(warned.body.data.ack).toBe('Warning');
    expect(warned.body.data.message).toMatch(/cut to 250 characters/);
    const before = t.afterbuySandbox.attributesOf(demo.accountToken, Number(product));
    const unknown = await update({
      sellerName: 'seller',
      afterBuyId: '999999',
      mvlData: [vehicle('A', 'B')],
    });
    expect(unknown.body.data).toEqual({
      ack: 'Error',
      message: 'The product 999999 does not exist in this account.',
    });
    expect(t.afterbuySandbox.attributesOf(demo.accountToken, Number(product))).toEqual(before);
    await save({ ...demo, partnerToken: 'not-the-partner-token' });
    const refused = await update({ sellerName: 'seller', afterBuyId: product, mvlData: [vehicle('A', 'B')] });
    expect(refused.body.data.ack).toBe('Error');
    expect(refused.body.data.message).toMatch(/token is not valid/);
    await save(demo);
  });

  it('refuses a product id that is not a number', async () => {
    const refused = await update({ sellerName: 'seller', afterBuyId: '12a', mvlData: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['afterBuyId']);
  });

  it('removes the credentials: afterwards nothing is sent', async () => {
    expect((await remove()).status).toBe(200);
    expect((await status()).body.data.isSet).toBe(false);
    const calls = t.afterbuySandbox.callCount();
    const sent = await update({ sellerName: 'seller', afterBuyId: product, mvlData: [vehicle('A', 'B')] });
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe('afterbuyCredentialsMissing');
    expect(t.afterbuySandbox.callCount()).toBe(calls);
  });
});
