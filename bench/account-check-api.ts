// Account check at bench scale (one account of 25,000 listings, 60 days of history): GET /ranking through
// Fastify with the contract's validation and serializer under autocannon (20 connections), the plan of the
// default page (it must read listings_account_live_score_idx in order, without a sort), and the 10,000-row CSV
// export streamed over HTTP; the default page also right after a change (each request under /after-change raises
// the owner's account check number first, as every write of what the page shows does at commit, so the page is
// built anew). `npx tsx bench/account-check-api.ts [seconds]`. The session lookup of the real
// app is replaced by a fixed caller (the bench account's owner): one primary-key select less per request.
import { rankingList } from '@baylytics/contract/account-check';
import { envelopeOf } from '@baylytics/contract/envelope';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/database.ts';
import {
  rankingOrder,
  rankingWhere,
} from '../apps/server/src/features/ranking/account-check/ranking-filter-sql.ts';
import { createAccountCheckRepository } from '../apps/server/src/features/ranking/account-check/repository.ts';
import { accountCheckRoutes } from '../apps/server/src/features/ranking/account-check/routes.ts';
import { createAccountCheckService } from '../apps/server/src/features/ranking/account-check/service.ts';
import type { MailService } from '../apps/server/src/integrations/mail/mail-service.ts';
import { createApi } from '../apps/server/src/kernel/api.ts';
import { benchApi, benchCaller } from './bench-api.ts';
import { openBenchDatabase } from './engine-data.ts';
import { measuredLoad } from './load-cost.ts';

const seconds = Number(process.argv[2] ?? 10);
/** Optional: only the cases whose name contains this text (the CSV runs always). */
const only = process.argv[3];
const csvRuns = 7;

const pages = [
  { name: 'default page 1 (50 by todayBayScore desc)', query: '' },
  { name: 'page 100 (offset 4,950), default sort', query: 'pageIndex=100' },
  { name: 'page size 200', query: 'pageSize=200' },
  { name: "search 'bosch' + star colour 2", query: 'search=bosch&starColor=2' },
  { name: 'sorted by title asc', query: 'orderBy=title&direction=asc' },
  { name: 'promoted listings only (isPl)', query: 'promotedListing=true' },
  { name: "today's BayScore 10–50", query: 'fromTodayMedianPosition=10&toTodayMedianPosition=50' },
  { name: 'default page right after a change', query: '', prefix: '/after-change' },
];

const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
// The app's pool size (10), not the bench helper's 4: 20 connections share it as they would in the server.
const handle = openDatabase(bench.url, { max: 10 });
const noMail: MailService = {
  async send() {
    throw new Error('the benchmark sends no mail');
  },
};
const clock = () => new Date(`${bench.today}T12:00:00Z`);
const repository = createAccountCheckRepository(handle.db);
const service = createAccountCheckService(repository, clock);
const caller = benchCaller(['User', 'EbayRankingGold'], bench.userId);
const app = benchApi(caller, (api, scope) =>
  accountCheckRoutes(api, scope, { service, repository, mail: noMail }),
);
app.register(
  async (scope) => {
    scope.decorateRequest('auth', null);
    scope.addHook('onRequest', async (request) => {
      request.auth = caller;
      await handle.db.execute(sql`select raise_account_check_versions(array[${bench.userId}]::integer[])`);
    });
    accountCheckRoutes(createApi(scope), scope, { service, repository, mail: noMail });
  },
  { prefix: '/after-change/api' },
);
const lines: string[] = [];
const answerSchema = envelopeOf(rankingList.data);
try {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const plan = await handle.db.execute<{ 'QUERY PLAN': string }>(sql`
    explain (analyze, buffers off, costs off) select l.account_id, l.item_number from listings l
    where ${rankingWhere([bench.accountId], {})}
    order by ${rankingOrder('todayBayScore', 'desc')} limit 50`);
  lines.push('Plan of the default page (keys only):', '```');
  lines.push(...plan.rows.map((row) => row['QUERY PLAN']), '```');

  lines.push(
    '| GET /ranking | API p50 | API p95 | API p97.5 / p99 | req/s | server ms/req | DB ms/req | autocannon ms/req |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const page of pages.filter((p) => !only || p.name.includes(only))) {
    const url = `${address}${page.prefix ?? ''}/api/ranking${page.query ? `?${page.query}` : ''}`;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${page.name}: ${check.status} ${await check.text()}`);
    // The answer is checked against the contract once (the route itself sends it without a run-time check).
    answerSchema.parse(await check.json());
    const load = await measuredLoad(handle.pool, { url, connections: 20, duration: seconds });
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`${page.name}: ${load.non2xx} non-2xx, ${load.errors} errors`);
    lines.push(
      `| ${page.name} | ${load.latency.p50} ms | ${load.latency.p95} ms | ${load.latency.p97_5} / ${load.latency.p99} ms | ${load.requests.average} | ${load.serverMs.toFixed(2)} | ${load.databaseMs.toFixed(2)} | ${load.generatorMs.toFixed(2)} |`,
    );
  }

  const times: number[] = [];
  let rows = 0;
  let bytes = 0;
  let firstByte = 0;
  for (let run = 0; run < csvRuns; run++) {
    const started = performance.now();
    const response = await fetch(`${address}/api/ranking/export`);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    const decoder = new TextDecoder();
    let isFirst = true;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (isFirst) {
        firstByte = performance.now() - started;
        isFirst = false;
      }
      text += decoder.decode(value, { stream: true });
    }
    times.push(performance.now() - started);
    rows = text.split('\r\n').filter(Boolean).length - 1;
    bytes = text.length;
  }
  times.sort((a, b) => a - b);
  lines.push(
    '',
    `CSV export (GET /ranking/export, default filter): ${rows} rows, ${(bytes / 1024).toFixed(0)} KiB; ` +
      `median ${times[Math.floor(csvRuns / 2)]?.toFixed(0)} ms, slowest ${times.at(-1)?.toFixed(0)} ms of ${csvRuns} runs ` +
      `(first byte after ${firstByte.toFixed(0)} ms in the last run)`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  await handle.close();
  await bench.stop();
}
