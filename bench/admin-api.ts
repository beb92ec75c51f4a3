// The admin screens at bench scale: 100,000 users, 150,000 agreements, 1,000,000 payments and 1,000,000
// sign-ins in an embedded PostgreSQL of its own (data/bench-admin, port BENCH_ADMIN_PG_PORT or 5447), filled
// once and reused. Measures the user list for every filter, the KPI summary and the sign-in log under
// autocannon (20 connections, or BENCH_CONNECTIONS), p95 read exactly over every response. The session lookup is left out. The user
// list's and the sign-in log's pages are kept while what they show is unchanged; the 'never kept' cases make every
// page as a first ask does; the 'after a new sign-in' cases write a sign-in before every page.
// `npx tsx bench/admin-api.ts [seconds] [part of a call's name]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kpiSummary } from '@baylytics/contract/admin-kpi';
import { loginLogs } from '@baylytics/contract/admin-login-logs';
import { listUsers } from '@baylytics/contract/admin-users';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { createKpiRepository } from '../apps/server/src/features/admin/kpi-repository.ts';
import { createKpiService } from '../apps/server/src/features/admin/kpi-service.ts';
import { createLoginLogRepository } from '../apps/server/src/features/admin/login-log-repository.ts';
import { createLoginLogService } from '../apps/server/src/features/admin/login-log-service.ts';
import { createAdminUsersRepository } from '../apps/server/src/features/admin/users-repository.ts';
import { toManagedUser } from '../apps/server/src/features/admin/users-service.ts';
import { createApi } from '../apps/server/src/kernel/api.ts';
import { installErrorHandler } from '../apps/server/src/kernel/error-handler.ts';
import { prepareAnswer } from '../apps/server/src/kernel/prepared-answer.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference-data.ts';
import { measuredLoad, processCpuMs } from './load-cost.ts';

const seconds = Number(process.argv[2] ?? 5);
const only = process.argv[3] ?? '';
const dataDir = path.join(fileURLToPath(new URL('../data/', import.meta.url)), 'bench-admin');
const port = Number(process.env.BENCH_ADMIN_PG_PORT ?? 5447);

async function fill(db: Database) {
  const [done] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows;
  if ((done?.n ?? 0) >= 100_000) return;
  await seedReferenceData(db);
  process.stdout.write('filling: users, agreements, payments, sign-ins …\n');
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, phone, status, created_at)
    select 'bench' || g || '@bench.test', 'x', 'Vorname' || (g % 997), 'Nachname' || (g % 1009), '',
           case when g % 10 = 0 then 'false' else 'true' end, now() - (g % 730) * interval '1 day'
    from generate_series(1, 100000) g`);
  await db.execute(sql`
    with plan_ids as (select array_agg(id order by id) as ids from plans),
         user_ids as (select array_agg(id order by id) as ids from users)
    insert into agreements (user_id, plan_id, source, external_id, status, started_at, paid_until, trial_ends_at,
                            cancelled_at, created_at)
    select u.ids[1 + g % 100000], p.ids[1 + g % array_length(p.ids, 1)],
           case when g % 3 = 0 then 'demo' else 'paypal' end, 'I-BENCH' || g,
           case when g % 13 = 0 then 'pending' when g % 7 = 0 then 'cancelled' else 'active' end,
           now() - (g % 700) * interval '1 day',
           now() - (g % 700) * interval '1 day' + ((g % 24) + 1) * interval '30 days',
           case when g % 5 = 0 then now() - (g % 700) * interval '1 day' + interval '14 days' end,
           case when g % 7 = 0 and g % 13 <> 0 then now() - (g % 300) * interval '1 day' end,
           now() - (g % 700) * interval '1 day'
    from generate_series(1, 150000) g, plan_ids p, user_ids u`);
  // A million payments in one statement: the payments' statement triggers would plan their per-user lookups while
  // the table has no statistics yet (a seq scan of the payments per user). The fill inserts them with those triggers
  // off and then keeps the same figures once, through the same functions, as the triggers would have.
  await db.execute(sql`analyze`);
  await db.execute(sql`alter table payments disable trigger user`);
  await db.execute(sql`
    with bounds as (select min(id) as first from agreements)
    insert into payments (agreement_id, external_id, amount, currency, paid_at, period_start, period_end)
    select b.first + g % 150000, 'PAY-BENCH-' || g, 10 + g % 100, 'EUR', now() - (g % 730) * interval '1 day',
           now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day' + interval '30 days'
    from generate_series(1, 1000000) g, bounds b`);
  await db.execute(sql`alter table payments enable trigger user`);
  await db.execute(sql`analyze payments`);
  await db.execute(sql`select user_summaries_refresh(array(select id from users))`);
  await db.execute(sql`select agreement_first_payments_refresh(array(select id from agreements))`);
  await db.execute(sql`
    insert into payment_days (day, amount)
    select (paid_at at time zone 'UTC')::date, sum(amount) from payments group by 1 order by 1
    on conflict (day) do update set amount = payment_days.amount + excluded.amount`);
  await db.execute(sql`
    with user_ids as (select array_agg(id order by id) as ids from users)
    insert into login_logs (user_id, session_id, method, ip_address, client_os, created_time)
    select u.ids[1 + g % 100000], gen_random_uuid(), 'password', '10.0.' || (g % 250) || '.' || (g % 200),
           'Linux', now() - (g % 720) * interval '1 hour' - g * interval '1 millisecond'
    from generate_series(1, 1000000) g, user_ids u
    -- A sign-in log is written as people sign in: its rows lie in the table in the order of their time.
    order by 6`);
  // As autovacuum keeps production: statistics, and a visibility map for index-only scans.
  await db.execute(sql`vacuum (analyze)`);
}

const server = await startEmbeddedPostgres(dataDir, port);
const handle = openDatabase(server.url, { max: 10 });
const app = Fastify({ logger: false });
try {
  await migrateDatabase(handle.db);
  await fill(handle.db);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const clock = () => new Date();
  const users = createAdminUsersRepository(handle.db);
  // The same list without kept pages, under /uncached/api: what a search or page asked for the first time costs.
  const uncachedUsers = createAdminUsersRepository(handle.db, { keptPages: 0 });
  const kpi = createKpiService(createKpiRepository(handle.db), clock);
  const logs = createLoginLogService(createLoginLogRepository(handle.db));
  const uncachedLogs = createLoginLogService(createLoginLogRepository(handle.db), { keptPages: 0 });
  await app.register(
    async (scope) => {
      // The handlers of features/admin/routes.ts for these three calls, without the services the others need.
      const api = createApi(scope);
      api.handle(listUsers, async ({ query }) => {
        const { pageIndex, pageSize, orderBy, direction, ...filter } = query;
        const page = await users.userPage(filter, { pageIndex, pageSize, orderBy, direction });
        return { data: page.rows.map((row) => toManagedUser(row, clock())), total: page.total };
      });
      api.prepared(kpiSummary, async () => kpi.preparedSummary());
      api.prepared(loginLogs, async ({ query }) => {
        const { pageIndex, pageSize, orderBy, direction, keyword, shopwareId } = query;
        return logs.page({ keyword, userId: shopwareId }, { pageIndex, pageSize, orderBy, direction });
      });
    },
    { prefix: '/api' },
  );
  // The kept sign-in log under /after-sign-in/api, each request writing a new sign-in first (one statement, as
  // the sign-in service writes one): what a page asked right after a new sign-in costs. 'a new sign-in only'
  // measures the write alone.
  let signIns = 0;
  const signIn = () =>
    handle.db.execute(sql`
      insert into login_logs (user_id, session_id, method, ip_address, client_os, created_time)
      values (${1 + (signIns % 100_000)}, gen_random_uuid(), 'password',
              ${`10.0.${signIns % 250}.${signIns++ % 200}`}, 'Linux', now())`);
  const afterSignInLogs = createLoginLogService(createLoginLogRepository(handle.db));
  for (const [prefix, isPageRead] of [
    ['/after-sign-in/api', true],
    ['/sign-in-only/api', false],
  ] as const) {
    await app.register(
      async (scope) => {
        const api = createApi(scope);
        api.prepared(loginLogs, async ({ query }) => {
          const { pageIndex, pageSize, orderBy, direction, keyword, shopwareId } = query;
          await signIn();
          if (!isPageRead) return prepareAnswer([], 0);
          return afterSignInLogs.page(
            { keyword, userId: shopwareId },
            { pageIndex, pageSize, orderBy, direction },
          );
        });
      },
      { prefix },
    );
  }
  await app.register(
    async (scope) => {
      const api = createApi(scope);
      api.handle(listUsers, async ({ query }) => {
        const { pageIndex, pageSize, orderBy, direction, ...filter } = query;
        const page = await uncachedUsers.userPage(filter, { pageIndex, pageSize, orderBy, direction });
        return { data: page.rows.map((row) => toManagedUser(row, clock())), total: page.total };
      });
      api.prepared(loginLogs, async ({ query }) => {
        const { pageIndex, pageSize, orderBy, direction, keyword, shopwareId } = query;
        return uncachedLogs.page(
          { keyword, userId: shopwareId },
          { pageIndex, pageSize, orderBy, direction },
        );
      });
    },
    { prefix: '/uncached/api' },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const cases = [
    ['user list, no filter', '/api/bayuser'],
    ['user list, inactive', '/api/bayuser?userStatus=inactive'],
    ['user list, active', '/api/bayuser?userStatus=active'],
    ['user list, PayPal', '/api/bayuser?agreementFrom=paypal'],
    ['user list, Gold', '/api/bayuser?parentPlanName=Gold'],
    ['user list, keyword', '/api/bayuser?keyword=Nachname77'],
    [
      'user list, page 2000 by last payment',
      '/api/bayuser?pageIndex=2000&orderBy=lastPayment&direction=desc',
    ],
    ['user list, keyword, never kept', '/uncached/api/bayuser?keyword=Nachname77'],
    [
      'user list, page 2000 by last payment, never kept',
      '/uncached/api/bayuser?pageIndex=2000&orderBy=lastPayment&direction=desc',
    ],
    ['KPI summary', '/api/baylyticskpi/kpi-summary'],
    ['sign-in log, first page', '/api/activitylog/logined'],
    ['sign-in log, one user', '/api/activitylog/logined?shopwareId=500'],
    ['sign-in log, keyword', '/api/activitylog/logined?keyword=10.0.7.'],
    ['sign-in log, first page, never kept', '/uncached/api/activitylog/logined'],
    ['sign-in log, keyword, never kept', '/uncached/api/activitylog/logined?keyword=10.0.7.'],
    ['sign-in log, a new sign-in only', '/sign-in-only/api/activitylog/logined'],
    ['sign-in log, first page after a new sign-in', '/after-sign-in/api/activitylog/logined'],
    ['sign-in log, keyword after a new sign-in', '/after-sign-in/api/activitylog/logined?keyword=10.0.7.'],
  ] as const;
  const lines = [
    '| call | p50 | p95 | req/s | server ms/req | all threads ms/req | db ms/req | failed |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, url] of cases.filter(([name]) => name.includes(only))) {
    const processBefore = processCpuMs();
    const load = await measuredLoad(handle.pool, {
      url: `${address}${url}`,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
      duration: seconds,
      // As a browser asks: an answer kept compressed (the KPI summary) is sent so.
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    // Every thread of the server's process: its main thread and libuv's pool, which compresses answers.
    const processMs = (processCpuMs() - processBefore) / Math.max(1, load.requests.total);
    lines.push(
      `| ${name} | ${load.latency.p50} ms | ${load.latency.p95} ms | ${load.requests.average} | ${load.serverMs.toFixed(2)} | ${processMs.toFixed(2)} | ${load.databaseMs.toFixed(2)} | ${load.non2xx + load.errors} |`,
    );
    process.stdout.write(`${lines.at(-1)}\n`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  await handle.close();
  await server.stop();
}
