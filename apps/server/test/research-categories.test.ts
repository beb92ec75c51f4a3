import type { CategoryRow } from '@baylytics/contract/research-categories';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flattenTree } from '../src/features/research/categories/flatten-tree.ts';
import { refreshCategoryTreesJob } from '../src/features/research/categories/refresh-category-trees-job.ts';
import { useEngine } from './support/engine-harness.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const engine = useEngine(t);
const refresh = () => refreshCategoryTreesJob.handler({}, engine.deps, { attempts: 1, maxAttempts: 3 });

/** The stand-in market's tree of a site, flattened as eBay's Taxonomy answer would be, with current names. */
function marketLeaves(siteId: 77 | 0 | 3) {
  const toNode = (
    node: ReturnType<typeof t.ebaySandbox.market.rootCategory>,
  ): Parameters<typeof flattenTree>[0] => ({
    categoryId: node.categoryId,
    name: node.name,
    isLeaf: node.leaf,
    children: node.children.map(toNode),
  });
  return flattenTree(toNode(t.ebaySandbox.market.rootCategory(siteId)));
}

const byIdNumber = (a: string | null, b: string | null) => Number(a ?? Infinity) - Number(b ?? Infinity);

describe('GET /api/category', () => {
  let token: string;

  beforeAll(async () => {
    ({ token } = await t.signedInUser({ plan: 'Bronze' }));
    await refresh();
  });

  const list = (query: string, as = token) => t.get<CategoryRow[]>(`/api/category?${query}`, { token: as });

  it("holds every leaf of each site's tree, with its levels, 25 rows a page by default", async () => {
    for (const siteId of [77, 0, 3] as const) {
      const leaves = marketLeaves(siteId);
      const answer = await list(`eBaySiteId=${siteId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(leaves.length);
      expect(answer.body.data).toHaveLength(25);
      const marketplaceId = { 77: 'EBAY_DE', 0: 'EBAY_US', 3: 'EBAY_GB' }[siteId];
      for (const row of answer.body.data) {
        expect(row.marketplaceId).toBe(marketplaceId);
        const ids = [row.l1Id, row.l2Id, row.l3Id, row.l4Id, row.l5Id, row.l6Id];
        const leaf = leaves.find((entry) => JSON.stringify(entry.ids) === JSON.stringify(ids));
        expect(leaf?.names).toEqual([row.l1Name, row.l2Name, row.l3Name, row.l4Name, row.l5Name, row.l6Name]);
      }
    }
  });

  it('names the levels in the language of the site', async () => {
    const german = await list('eBaySiteId=77&orderBy=l1Id');
    const british = await list('eBaySiteId=3&orderBy=l1Id');
    expect(german.body.data[0]?.l1Id).toBe(british.body.data[0]?.l1Id);
    expect(german.body.data[0]?.l1Name).toBe(
      marketLeaves(77).find((r) => r.ids[0] === german.body.data[0]?.l1Id)?.names[0],
    );
    expect(german.body.data[0]?.l1Name).not.toBe(british.body.data[0]?.l1Name);
  });

  it('finds rows whose level names hold every word, on any level, ignoring case', async () => {
    const leaves = marketLeaves(77);
    const deep = leaves.find((leaf) => leaf.names[2] !== null && leaf.names[0]?.split(' ')[0]?.length);
    const first = deep?.names[0]?.split(' ')[0]?.toUpperCase() ?? '';
    const third = deep?.names[2]?.split(' ')[0]?.toLowerCase() ?? '';
    const expected = leaves.filter((leaf) => {
      const text = leaf.names.filter(Boolean).join(' ').toLowerCase();
      return text.includes(first.toLowerCase()) && text.includes(third);
    });
    const answer = await list(
      `eBaySiteId=77&pageSize=200&keyword=${encodeURIComponent(` ${first}  ${third} `)}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(expected.length);
    const ids = answer.body.data.map((row) =>
      [row.l1Id, row.l2Id, row.l3Id, row.l4Id, row.l5Id, row.l6Id].join('/'),
    );
    expect(ids).toContain(deep?.ids.join('/'));
    expect(ids).toHaveLength(Math.min(200, expected.length));
    for (const id of ids) expect(expected.some((leaf) => leaf.ids.join('/') === id)).toBe(true);
  });

  it('takes the words literally: LIKE wildcards match only themselves', async () => {
    const answer = await list('eBaySiteId=77&keyword=%25_%25');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(0);
    expect(answer.body.data).toEqual([]);
  });

  it('sorts by a level id as a number in either direction, and pages without gaps or repeats', async () => {
    const total = marketLeaves(0).length;
    const seen: string[] = [];
    const l2Ids: (string | null)[] = [];
    const pageCount = Math.ceil(total / 200);
    for (let page = 1; page <= pageCount; page++) {
      const answer = await list(`eBaySiteId=0&orderBy=l2Id&direction=desc&pageSize=200&pageIndex=${page}`);
      expect(answer.body.total).toBe(total);
      for (const row of answer.body.data) {
        seen.push([row.l1Id, row.l2Id, row.l3Id, row.l4Id, row.l5Id, row.l6Id].join('/'));
        l2Ids.push(row.l2Id);
      }
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const present = l2Ids.filter((id) => id !== null);
    // Descending by number, the rows without a level 2 last.
    expect(present).toEqual([...present].sort((a, b) => byIdNumber(b, a)));
    expect(l2Ids.slice(present.length).every((id) => id === null)).toBe(true);
    const past = await list(`eBaySiteId=0&pageSize=200&pageIndex=${pageCount + 5}`);
    expect(past.body).toMatchObject({ data: [], total });
  });

  it('sorts by level 1 name by default, and by another name when asked', async () => {
    const [byDefault, named] = await Promise.all([
      list('eBaySiteId=77&pageSize=200'),
      list('eBaySiteId=77&pageSize=200&orderBy=l1Name&direction=asc'),
    ]);
    expect(byDefault.body.data).toEqual(named.body.data);
    const { rows } = await t.db.execute<{ l1_name: string }>(
      sql`select distinct l1_name from categories where site_id = 77 order by l1_name limit 1`,
    );
    expect(byDefault.body.data[0]?.l1Name).toBe(rows[0]?.l1_name);
    const desc = await list('eBaySiteId=77&orderBy=l3Name&direction=desc');
    const { rows: last } = await t.db.execute<{ l3_name: string }>(
      sql`select max(l3_name) as l3_name from categories where site_id = 77`,
    );
    expect(desc.body.data[0]?.l3Name).toBe(last[0]?.l3_name);
  });

  it('reads a tree again only when eBay publishes a new version of it', async () => {
    const calls = () => t.ebaySandbox.stats().calls.taxonomy ?? 0;
    const before = calls();
    await refresh();
    // One version question per site, no tree.
    expect(calls() - before).toBe(3);
    const leaf = marketLeaves(3)[0];
    const version = t.ebaySandbox.renameCategory(3, leaf?.ids[0] ?? '', 'Renamed Toddler World');
    await refresh();
    const answer = await list('eBaySiteId=3&keyword=toddler%20world');
    expect(answer.body.total).toBe(marketLeaves(3).filter((entry) => entry.ids[0] === leaf?.ids[0]).length);
    expect(answer.body.data[0]?.l1Name).toBe('Renamed Toddler World');
    const { rows } = await t.db.execute<{ version: string }>(
      sql`select version from category_trees where site_id = 3`,
    );
    expect(rows[0]?.version).toBe(version);
    // The other sites' trees were left as they were.
    const german = await list('eBaySiteId=77&keyword=renamed');
    expect(german.body.total).toBe(0);
  });

  it('refuses unknown sites, sort columns and page sizes, with the field named', async () => {
    for (const query of [
      'eBaySiteId=5',
      'orderBy=leafName',
      'direction=up',
      'pageSize=0',
      'pageIndex=0',
      `keyword=${'x'.repeat(101)}`,
    ]) {
      const answer = await list(query);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('validationFailed');
    }
  });

  it('is for Bronze and above: no session 401, a session without a plan 403', async () => {
    const anonymous = await t.get('/api/category');
    expect(anonymous.status).toBe(401);
    const { token: planless } = await t.signedInUser();
    expect((await list('', planless)).status).toBe(403);
    const { token: gold } = await t.signedInUser({ plan: 'Gold' });
    expect((await list('', gold)).status).toBe(200);
  });
});
