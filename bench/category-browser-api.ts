// The category browser at full size: the three category trees of the demo market (4,585 leaves each, as eBay's
// Taxonomy answers them, flattened and stored as the refresh job stores them) and GET /api/category through
// Fastify with the contract's validation and zod serializer (autocannon, 20 connections, in a process of its
// own; p95 read over every response). `npx tsx bench/category-browser-api.ts [seconds]`; BENCH_PG_PORT moves
// its database (default 5442, under data/bench-categories). The session lookup is replaced by a fixed Bronze
// caller. Pages are kept per tree version (category-service.ts): the repeated cases measure what most requests
// cost (the same first pages and head words, asked by many), the last case a new search on every request.
import { fileURLToPath } from 'node:url';
import { createMarketplace, demoMarketOptions } from '@baylytics/sandbox/marketplace/create-marketplace';
import type { CategoryNode } from '@baylytics/sandbox/marketplace/model';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { createCategoryRepository } from '../apps/server/src/features/research/categories/category-repository.ts';
import { createCategoryService } from '../apps/server/src/features/research/categories/category-service.ts';
import { flattenTree, type TreeNode } from '../apps/server/src/features/research/categories/flatten-tree.ts';
import { categoryRoutes } from '../apps/server/src/features/research/categories/routes.ts';
import { benchApi, benchCaller } from './bench-api.ts';
import { measuredLoad } from './load-cost.ts';

const seconds = Number(process.argv[2] ?? 10);
const dataDir = fileURLToPath(new URL('../data/bench-categories', import.meta.url));
const server = await startEmbeddedPostgres(dataDir, Number(process.env.BENCH_PG_PORT ?? 5442));
const handle = openDatabase(server.url, { max: 10 });
await migrateDatabase(handle.db);
const repository = createCategoryRepository(handle.db);

const market = createMarketplace(demoMarketOptions);
const toNode = (node: CategoryNode): TreeNode => ({
  categoryId: node.categoryId,
  name: node.name,
  isLeaf: node.leaf,
  children: node.children.map(toNode),
});
for (const siteId of [77, 0, 3] as const) {
  const rows = flattenTree(toNode(market.rootCategory(siteId)));
  await repository.replaceTree({ siteId, treeId: String(siteId), version: 'bench', at: new Date() }, rows);
}

const caller = benchCaller(['User', 'EbayRankingBronze']);
const app = benchApi(caller, (api) => categoryRoutes(api, createCategoryService({ repository })));
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const cases = [
  { name: 'first page, Germany, by level 1', query: 'eBaySiteId=77' },
  { name: 'one word, Germany', query: 'eBaySiteId=77&keyword=baby' },
  {
    name: 'two words, UK, by level 3 desc',
    query: 'eBaySiteId=3&keyword=home%20garden&orderBy=l3Name&direction=desc',
  },
  { name: 'no keyword, US, page 100 by level 2 id', query: 'eBaySiteId=0&pageIndex=100&orderBy=l2Id' },
  { name: 'a new word on every request (never kept)', query: 'eBaySiteId=77&keyword=[<id>]', isNew: true },
];
const lines = [
  '| case | rows | p50 ms | p95 ms | p99 ms | req/s | server ms/req | DB ms/req |',
  '|---|---|---|---|---|---|---|---|',
];
try {
  for (const benchCase of cases) {
    const probe = (await (await fetch(`${address}/api/category?${benchCase.query}`)).json()) as {
      total: number;
    };
    const load = await measuredLoad(handle.pool, {
      url: `${address}/api/category?${benchCase.query}`,
      connections: 20,
      duration: seconds,
      ...('isNew' in benchCase ? { idReplacement: true } : {}),
    });
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`${benchCase.name}: ${load.non2xx} non-2xx, ${load.errors} errors`);
    lines.push(
      `| ${benchCase.name} | ${probe.total} | ${load.latency.p50} | ${load.latency.p95} | ${load.latency.p99} | ${Math.round(load.requests.average)} | ${load.serverMs.toFixed(2)} | ${load.databaseMs.toFixed(2)} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  await handle.close();
  await server.stop();
}
