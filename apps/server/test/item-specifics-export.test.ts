import { describe, expect, it } from 'vitest';
import { itemSpecificCategories } from '../src/db/schema/item-specifics.ts';
import { itemSpecificsCsvChunks } from '../src/features/listing/item-specifics/csv-export.ts';
import { createItemRepository } from '../src/features/listing/item-specifics/item-repository.ts';
import { useEngine } from './support/engine-harness.ts';
import { importCategory, type SellerCategory, sellerCategory } from './support/item-specifics-data.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);

const keyOf = (s: SellerCategory) => ({ categoryId: s.categoryId, eBaySiteId: 77, sellerName: s.sellerName });
const query = (s: SellerCategory, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...keyOf(s), eBaySiteId: '77', ...extra }).toString();
const header = 'SKU;ebay Item ID;Item Specific;Item Specific Value';

async function loaded(index: number) {
  const seller = sellerCategory(t, index);
  const user = await t.signedInUser({ plan: 'Gold' });
  await t.connectEbaySeller(user.token, seller.sellerName);
  await importCategory(t, user.id, seller);
  const load = await t.post('/api/itemspecific/create-load-items-specifics-job', keyOf(seller), {
    token: user.token,
  });
  expect(load.status).toBe(200);
  await engine.drain();
  return { seller, user };
}

const exportOf = (token: string, seller: SellerCategory, extra: Record<string, string> = {}) =>
  t.get<string>(`/api/itemspecific/export?${query(seller, extra)}`, { token });

/** The CSV's lines without the byte order mark and the empty line after the last CRLF. */
const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('GET /itemspecific/export', { timeout: 60_000 }, () => {
  it("streams every listing of the category, one line per aspect, with ';' and the formula guard", async () => {
    const { seller, user } = await loaded(0);
    const free = seller.aspects.find((a) => a.mode === 'FREE_TEXT' && a.required);
    const [first] = seller.listings;
    if (!free || !first) throw new Error('no fixture');
    const draft = seller.aspects
      .filter((a) => a.required)
      .map((a) => ({
        name: a.name,
        value: a === free ? ['=SUMME(A1)', 'zwei'] : [a.values.at(-1) ?? 'x'],
      }));
    const saved = await t.request('PUT', '/api/itemspecific/save-items-specifics', {
      token: user.token,
      body: { ...keyOf(seller), data: [{ itemNumber: first.itemId, characteristics: draft }] },
    });
    expect(saved.status).toBe(200);

    const answer = await exportOf(user.token, seller);
    expect(answer.status).toBe(200);
    const lines = linesOf(answer.body.data);
    expect(answer.body.data.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(1 + seller.listings.length * seller.aspects.length);
    const numbers = [...new Set(lines.slice(1).map((line) => line.split(';')[1]))];
    expect(numbers).toEqual(seller.listings.map((l) => l.itemId).sort((a, b) => Number(a) - Number(b)));
    // The saved draft's values, the formula cell neutralised, values of a listing joined by ', '.
    expect(lines).toContain(`${first.sku ?? ''};${first.itemId};${free.name};'=SUMME(A1), zwei`);
  });

  it('exports only the listings the keyword finds, and nothing of another user', async () => {
    const { seller, user } = await loaded(1);
    const [first] = seller.listings;
    if (!first) throw new Error('no fixture');
    const found = linesOf((await exportOf(user.token, seller, { keyword: first.itemId })).body.data);
    expect(found.slice(1).every((line) => line.split(';')[1] === first.itemId)).toBe(true);
    expect(found).toHaveLength(1 + seller.aspects.length);

    const stranger = await t.signedInUser({ plan: 'Gold' });
    const refused = await exportOf(stranger.token, seller);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'notFound' });
    const bronze = await t.signedInUser({ plan: 'Bronze' });
    expect((await exportOf(bronze.token, seller)).status).toBe(403);
  });

  it('reads the listings a chunk at a time, each listing once', async () => {
    const { seller } = await loaded(2);
    const rows = await t.db.select().from(itemSpecificCategories);
    const row = rows.find((r) => r.categoryId === seller.categoryId);
    if (!row) throw new Error('no category row');
    const chunks: string[] = [];
    for await (const chunk of itemSpecificsCsvChunks(createItemRepository(t.db), {
      rowId: row.id,
      keyword: undefined,
      aspectNames: ['Marke'],
      chunkRows: 2,
    }))
      chunks.push(chunk);
    expect(chunks).toHaveLength(Math.ceil(seller.listings.length / 2));
    const numbers = linesOf(chunks.join(''))
      .slice(1)
      .map((line) => line.split(';')[1]);
    expect(numbers).toEqual(seller.listings.map((l) => l.itemId).sort((a, b) => Number(a) - Number(b)));
  });
});
