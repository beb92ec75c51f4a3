import type { MvlTable, MvlUpdateResult } from '@baylytics/contract/transformer';
import type { Listing } from '@baylytics/sandbox/marketplace/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const today = () => t.clock.now().toISOString().slice(0, 10);

/** A seller of the stand-in with a German vehicle part and a German listing outside vehicle parts. */
function sellerWithParts(skip: number) {
  const market = t.ebaySandbox.market;
  const found = market.sellers().flatMap((seller) => {
    const listings = market
      .listingIdsOfSeller(seller.username, today())
      .map((id) => market.listing(id, today()))
      .filter((l): l is Listing => l?.siteId === 77);
    const part = listings.find((l) => (l.compatibility?.length ?? 0) > 0);
    const other = listings.find((l) => !l.compatibility);
    return part && other ? [{ seller, part, other }] : [];
  });
  const chosen = found[skip];
  if (!chosen || found.length < 2) throw new Error('the stand-in has too few sellers of vehicle parts');
  return { ...chosen, source: (found.at(-1) as (typeof found)[number]).part };
}

describe('the transformer', () => {
  let token: string;
  let own: ReturnType<typeof sellerWithParts>;
  const table = (query: string, as = token) => t.get<MvlTable>(`/api/transformermvl?${query}`, { token: as });
  const apply = (body: unknown, as = token) =>
    t.request<MvlUpdateResult>('PUT', '/api/transformermvl', { token: as, body });
  const held = () => t.ebaySandbox.market.listing(own.part.itemId, today())?.compatibility ?? [];

  beforeAll(async () => {
    own = sellerWithParts(0);
    ({ token } = await t.signedInUser({ grantedRoles: ['Transformer'] }));
    await t.connectEbaySeller(token, own.seller.username);
  });

  it("loads the vehicle usage list of itemNumberTransfer: notes first, eBay's names, every vehicle a row", async () => {
    const answer = await table(`itemNumber=${own.part.itemId}&itemNumberTransfer=${own.source.itemId}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.columns).toEqual([
      'notes',
      'Make',
      'Model',
      'Platform',
      'Type',
      'Engine',
      'Production Period',
    ]);
    expect(data.eBaySiteId).toBe(77);
    expect(data.sellerName).toBe(own.seller.username);
    expect(data.hasToken).toBe(true);
    const vehicles = own.source.compatibility ?? [];
    expect(data.rows).toHaveLength(vehicles.length);
    data.rows.forEach((row, i) => {
      const vehicle = vehicles[i];
      expect(row.index).toBe(i);
      expect(row.notes).toBe(vehicle?.notes);
      expect(row.value1).toBe(vehicle?.nameValues.find((p) => p.name === 'Make')?.value);
      expect(row.value6).toBe(vehicle?.nameValues.find((p) => p.name === 'Production Period')?.value);
    });
  });

  it("answers 'no item data' for a listing without a list, and requires both item numbers", async () => {
    const none = await table(`itemNumber=${own.part.itemId}&itemNumberTransfer=${own.other.itemId}`);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('noItemData');
    const missing = await table(`itemNumber=${own.part.itemId}`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.field)).toEqual(['itemNumberTransfer']);
  });

  it('replaces the listing’s list on eBay with the rows and notes sent: ack Success', async () => {
    const loaded = (await table(`itemNumber=${own.part.itemId}&itemNumberTransfer=${own.source.itemId}`)).body
      .data;
    const mvlData = loaded.rows
      .slice(0, 3)
      .map(({ index, ...row }) => ({ ...row, notes: `Hinweis ${index}` }));
    const answer = await apply({
      itemNumber: Number(own.part.itemId),
      sellerName: own.seller.username,
      columns: loaded.columns,
      mvlData,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ack: 'Success', message: '', errors: [], failedParts: [] });
    expect(held().map((row) => row.notes)).toEqual(['Hinweis 0', 'Hinweis 1', 'Hinweis 2']);
    expect(held()[0]?.nameValues.find((p) => p.name === 'Model')?.value).toBe(mvlData[0]?.value2);
  });

  it('keeps what eBay takes and names the failed parts: ack Warning', async () => {
    const columns = ['notes', 'Make', 'Model', 'Type'];
    const answer = await apply({
      itemNumber: Number(own.part.itemId),
      sellerName: own.seller.username,
      columns,
      mvlData: [
        { notes: '', value1: 'BMW', value2: '3er', value3: '320d' },
        { notes: 'Sonderanfertigung', value1: 'Trabant', value2: '601', value3: 'S' },
      ],
    });
    expect(answer.status).toBe(200);
    const result = answer.body.data;
    expect(result.ack).toBe('Warning');
    expect(result.failedParts).toEqual(['Trabant 601 S']);
    expect(result.errors[0]?.longMessage).toContain('Trabant');
    expect(result.message).toBe(result.errors[0]?.longMessage);
    expect(held()).toEqual([
      {
        notes: '',
        nameValues: [
          { name: 'Make', value: 'BMW' },
          { name: 'Model', value: '3er' },
          { name: 'Type', value: '320d' },
        ],
      },
    ]);
  });

  it("answers eBay's refusal with ack Error and its longMessage, and changes nothing", async () => {
    const before = t.ebaySandbox.market.listing(own.other.itemId, today());
    const answer = await apply({
      itemNumber: Number(own.other.itemId),
      sellerName: own.seller.username,
      columns: ['notes', 'Make', 'Model'],
      mvlData: [{ notes: '', value1: 'Audi', value2: 'A4' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.ack).toBe('Error');
    expect(answer.body.data.errors[0]?.longMessage).toMatch(/does not support parts compatibility/);
    expect(answer.body.data.failedParts).toEqual(['Audi A4']);
    expect(t.ebaySandbox.market.listing(own.other.itemId, today())?.compatibility).toEqual(
      before?.compatibility,
    );
  });

  it("refuses another seller's listing without its token, and is for transformer users only", async () => {
    const stranger = sellerWithParts(1);
    const answer = await apply({
      itemNumber: Number(stranger.part.itemId),
      sellerName: stranger.seller.username,
      columns: ['notes', 'Make', 'Model'],
      mvlData: [{ notes: '', value1: 'Audi', value2: 'A4' }],
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('ebayAccountNotConnected');
    const loaded = await table(`itemNumber=${stranger.part.itemId}&itemNumberTransfer=${own.source.itemId}`);
    expect(loaded.body.data.hasToken).toBe(false);

    const { token: seller } = await t.signedInUser({ plan: 'Gold' });
    expect(
      (await table(`itemNumber=${own.part.itemId}&itemNumberTransfer=${own.source.itemId}`, seller)).status,
    ).toBe(403);
  });
});
