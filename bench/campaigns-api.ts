// The campaign screens at bench scale, in an embedded PostgreSQL of its own (data/bench-campaigns, port
// BENCH_CAMPAIGNS_PG_PORT or 5458), filled once and reused: one seller with 500 stored campaigns of 20 ads each
// (10,000 ads), and a cost-per-sale campaign of 1,000 listings with 90 days of report rows (90,000 rows).
// Measures the campaign list (GET /ebaycampaign, the first page and a search by name, the seller's campaigns read
// fresh) and the report chart over the 90 days (GET /ebaycampaignreport/pl-listing) under autocannon with 20
// connections, p95 read exactly over every response; and the account check's page (GET /ranking) over the
// seller's 25,000 listings, 9,980 of them with ads, for the cost of its promotion columns. Nothing is sent to eBay: the stored campaigns and reports
// are fresh. The session lookup is replaced by a fixed caller. The list is measured as it is served (its pages kept
// while the stored campaigns are unchanged) and with no page kept, as a first view costs.
// `npx tsx bench/campaigns-api.ts [seconds] [only cases whose name contains this]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { createCampaignCreation } from '../apps/server/src/features/campaigns/campaign-creation.ts';
import { createCampaignReportRepository } from '../apps/server/src/features/campaigns/campaign-report-repository.ts';
import { createCampaignReportService } from '../apps/server/src/features/campaigns/campaign-report-service.ts';
import { createCampaignRepository } from '../apps/server/src/features/campaigns/campaign-repository.ts';
import {
  type CampaignService,
  createCampaignService,
} from '../apps/server/src/features/campaigns/campaign-service.ts';
import { createCampaignStatusChanges } from '../apps/server/src/features/campaigns/campaign-status.ts';
import type { CampaignCalls } from '../apps/server/src/features/campaigns/ports.ts';
import { campaignRoutes } from '../apps/server/src/features/campaigns/routes.ts';
import { createUsableTokens } from '../apps/server/src/features/marketplace/public.ts';
import { createAccountCheckRepository } from '../apps/server/src/features/ranking/account-check/repository.ts';
import { accountCheckRoutes } from '../apps/server/src/features/ranking/account-check/routes.ts';
import { createAccountCheckService } from '../apps/server/src/features/ranking/account-check/service.ts';
import type { MailService } from '../apps/server/src/integrations/mail/mail-service.ts';
import type { Api } from '../apps/server/src/kernel/api.ts';
import { benchApi, benchCaller } from './bench-api.ts';
import { autocannon, measuredLoad } from './load-cost.ts';

const seconds = Number(process.argv[2] ?? 5);
/** Only the cases whose name contains this text (all when absent), e.g. 'campaign list'. */
const only = process.argv[3] ?? '';
const dataDir = path.join(fileURLToPath(new URL('../data/', import.meta.url)), 'bench-campaigns');
const port = Number(process.env.BENCH_CAMPAIGNS_PG_PORT ?? 5458);
const seller = 'bench-seller';
const campaignCount = 500;
const adsPerCampaign = 20;
const reportListings = 1_000;
const reportDays = 90;
const accountListings = 25_000;
/** The report campaign's eBay id: the highest, so it is also the list's first row. */
const reportCampaignId = String(100_000 + campaignCount);

async function fill(db: Database): Promise<number> {
  const [done] = (
    await db.execute<{ id: number }>(sql`
      select a.user_id as id from ranking_accounts a
      where (select count(*) from listings) >= ${accountListings} limit 1`)
  ).rows;
  if (done) return done.id;
  // A fill stopped half-way starts again from nothing.
  await db.execute(sql`truncate users cascade`);
  process.stdout.write('filling: campaigns, ads, 90 days of report rows …\n');
  const [created] = (
    await db.execute<{ id: number }>(sql`
      insert into users (email, password_hash, first_name, last_name, phone, status)
      values ('bench@bench.test', 'x', 'Bench', 'Seller', '', 'true') returning id`)
  ).rows;
  const userId = created?.id ?? 0;
  await db.execute(sql`
    insert into ebay_tokens (user_id, username, expires_at) values (${userId}, ${seller}, now() + interval '10 years')`);
  await db.execute(sql`
    insert into campaigns (user_id, ebay_token_id, seller_name, campaign_id, campaign_name, campaign_status,
      funding_model, bid_percentage, daily_budget, currency, marketplace_id, start_date, end_date, refreshed_at)
    select ${userId}, t.id, ${seller}, (100000 + g)::text, 'Kampagne ' || g || case when g % 10 = 0 then ' Sommer' else '' end,
      case when g % 7 = 0 then 'PAUSED' when g % 11 = 0 then 'ENDED' else 'RUNNING' end,
      case when g % 3 = 0 then 'COST_PER_CLICK' else 'COST_PER_SALE' end,
      case when g % 3 = 0 then null else 5 + g % 10 end, case when g % 3 = 0 then 20 end, 'EUR', 'EBAY_DE',
      now() - (g % 200) * interval '1 day', now() + (g % 90) * interval '1 day', now()
    from generate_series(1, ${campaignCount}) g, (select id from ebay_tokens limit 1) t`);
  await db.execute(sql`
    insert into campaign_ads (campaign_row_id, ad_id, listing_id, ad_status, bid_percentage)
    select c.id, c.campaign_id || '-' || a, (200000000000 + c.id * 1000 + a)::text, 'ACTIVE', c.bid_percentage
    from campaigns c, generate_series(1, ${adsPerCampaign}) a where c.campaign_id <> ${reportCampaignId}`);
  await db.execute(sql`
    insert into campaign_ads (campaign_row_id, ad_id, listing_id, ad_status, bid_percentage)
    select c.id, 'r-' || a, (300000000000 + a)::text, 'ACTIVE', 8
    from campaigns c, generate_series(1, ${reportListings}) a where c.campaign_id = ${reportCampaignId}`);
  // Written here by hand, so counted here as the product counts them when it stores ads.
  await db.execute(sql`
    update campaigns c set ad_count = (select count(*) from campaign_ads a where a.campaign_row_id = c.id)`);
  await db.execute(sql`
    update campaigns set funding_model = 'COST_PER_SALE', bid_percentage = 8, daily_budget = null,
      campaign_status = 'RUNNING', start_date = now() - interval '120 days'
    where campaign_id = ${reportCampaignId}`);
  // Every listing every day: impressions and clicks vary by listing and day, a sale on some days.
  await db.execute(sql`
    insert into campaign_report_rows (campaign_row_id, kind, day, listing_id, impressions, clicks, sales, quantity,
      sale_amount, ad_fees)
    select c.id, 'listing', (current_date - d)::date, (300000000000 + a)::text,
      50 + (a * 7 + d * 13) % 400, (a + d) % 25, case when (a + d) % 17 = 0 then 1 else 0 end,
      case when (a + d) % 17 = 0 then 1 else 0 end,
      case when (a + d) % 17 = 0 then 19.99 + a % 50 else 0 end,
      case when (a + d) % 17 = 0 then round((19.99 + a % 50) * 0.08, 2) else 0 end
    from campaigns c, generate_series(1, ${reportListings}) a, generate_series(0, ${reportDays - 1}) d
    where c.campaign_id = ${reportCampaignId}`);
  // The seller's account check: 25,000 live listings, the 9,980 of the campaigns' ads among them.
  const [account] = (
    await db.execute<{ id: number }>(sql`
      insert into ranking_accounts (user_id, seller_name) values (${userId}, ${seller}) returning id`)
  ).rows;
  await db.execute(sql`
    insert into listings (account_id, item_number, site_id, title, sku, category_name, today_bay_score, today_score)
    select ${account?.id}, ad.listing_id::bigint, 77, 'Angebot ' || ad.listing_id, '', 'Werkzeug', 1 + random() * 80, 1
    from campaign_ads ad join campaigns c on c.id = ad.campaign_row_id where c.campaign_id <> ${reportCampaignId}`);
  await db.execute(sql`
    insert into listings (account_id, item_number, site_id, title, sku, category_name, today_bay_score, today_score)
    select ${account?.id}, 400000000000 + g, 77, 'Angebot ' || g, '', 'Werkzeug', 1 + random() * 80, 1
    from generate_series(1, ${accountListings} - (select count(*) from listings)) g`);
  await db.execute(sql`vacuum analyze`);
  return userId;
}

/** The bench's campaigns and reports are fresh: asking eBay would be a fault of the bench. */
const noEbay = new Proxy({} as CampaignCalls, {
  get: () => () => Promise.reject(new Error('the bench asks eBay nothing')),
});

const server = await startEmbeddedPostgres(dataDir, port);
const handle = openDatabase(server.url, { max: 10 });
try {
  await migrateDatabase(handle.db);
  const userId = await fill(handle.db);
  // Fresh as of this run: the list asks for no refresh, the report for no fetch.
  await handle.db.execute(sql`
    insert into campaign_refreshes (ebay_token_id, user_id, seller_name, refreshed_at)
    select id, user_id, username, now() from ebay_tokens
    on conflict (ebay_token_id) do update set refreshed_at = now()`);
  await handle.db.execute(sql`
    insert into campaign_report_fetches (campaign_row_id, fetched_at, from_day, to_day)
    select id, now(), current_date - ${reportDays - 1}::int, current_date from campaigns where campaign_id = ${reportCampaignId}
    on conflict (campaign_row_id) do update set fetched_at = now(), from_day = excluded.from_day, to_day = excluded.to_day`);
  const clock = () => new Date();
  const fault = async () => {
    throw new Error('the bench queues no job');
  };
  const serviceKeeping = (listPagesKept?: number) =>
    createCampaignService({
      repository: createCampaignRepository(handle.db),
      calls: () => noEbay,
      tokens: createUsableTokens(handle.db),
      clock,
      requestRefresh: fault,
      listPagesKept,
    });
  const campaigns = serviceKeeping();
  const reportsOf = (service: CampaignService) =>
    createCampaignReportService({
      campaigns: service,
      repository: createCampaignReportRepository(handle.db),
      clock,
      requestFetch: fault,
    });
  const routesOf = (api: Api, service: CampaignService) =>
    campaignRoutes(
      api,
      service,
      createCampaignCreation({ campaigns: service, calls: () => noEbay, clock }),
      reportsOf(service),
      createCampaignStatusChanges({ campaigns: service, calls: () => noEbay }),
    );
  const accountCheckRepository = createAccountCheckRepository(handle.db);
  const noMail: MailService = {
    async send() {
      throw new Error('the benchmark sends no mail');
    },
  };
  const caller = benchCaller(['User', 'EbayRankingGold'], userId);
  const app = benchApi(caller, (api, scope) => {
    routesOf(api, campaigns);
    accountCheckRoutes(api, scope, {
      service: createAccountCheckService(accountCheckRepository, clock),
      repository: accountCheckRepository,
      mail: noMail,
    });
  });
  // The same list with no page kept: what a first view (or the first after a write) costs.
  const firstViews = benchApi(caller, (api) => routesOf(api, serviceKeeping(0)));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const firstViewAddress = await firstViews.listen({ port: 0, host: '127.0.0.1' });
  const cases = [
    {
      name: 'campaign list, page 1 (25 of 500, newest first)',
      path: `/api/ebaycampaign?sellerName=${seller}`,
    },
    {
      name: "campaign list, search 'sommer' by start date",
      path: `/api/ebaycampaign?sellerName=${seller}&keyword=sommer&orderBy=startDate`,
    },
    {
      name: 'campaign list, page 1, no page kept (first view)',
      path: `/api/ebaycampaign?sellerName=${seller}`,
      isFirstView: true,
    },
    {
      name: 'PL listing chart, 90 days × 1,000 listings',
      path: `/api/ebaycampaignreport/pl-listing?campaignId=${reportCampaignId}`,
    },
    { name: 'account check page 1 (50 rows with promotion columns)', path: '/api/ranking' },
    { name: 'account check, promoted listings only', path: '/api/ranking?promotedListing=true' },
  ];
  const lines = [
    '| call | API p50 | API p95 | API p99 | req/s | server ms/req | DB ms/req |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const c of cases.filter((c) => c.name.includes(only))) {
    const url = `${c.isFirstView ? firstViewAddress : address}${c.path}`;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${c.name}: ${check.status} ${await check.text()}`);
    // One unmeasured second first: the pool's connections opened and the code paths compiled, as in a running server.
    await autocannon({ url, connections: 20, duration: 1 });
    const load = await measuredLoad(handle.pool, { url, connections: 20, duration: seconds });
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`${c.name}: ${load.non2xx} non-2xx, ${load.errors} errors`);
    lines.push(
      `| ${c.name} | ${load.latency.p50} ms | ${load.latency.p95} ms | ${load.latency.p99} ms | ${load.requests.average} | ${load.serverMs.toFixed(2)} | ${load.databaseMs.toFixed(2)} |`,
    );
  }
  await app.close();
  await firstViews.close();
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await handle.close();
  await server.stop();
}
