// The bench database of the data engine: its own embedded PostgreSQL (data/bench, port BENCH_ENGINE_PG_PORT,
// default 5441), filled once at bench scale and reused by the next run. Run alone to (re)check or build it:
// `npx tsx bench/engine-data.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import {
  type Database,
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
} from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { addDays, dayOf, daysBetween } from '../apps/server/src/features/crawler/days.ts';
import { deriveDay, refreshListingScores } from '../apps/server/src/features/crawler/derive-day.ts';
import { ensurePartition } from '../apps/server/src/features/crawler/partitions.ts';
import { fillPlacementDay } from '../apps/server/src/features/crawler/placement-days.ts';

export const benchScale = {
  listings: 25_000,
  variationShare: 0.3,
  rankedKeywords: 2_000,
  days: 60,
  keywordDatabase: 1_000_000,
  /** Own listings placed in one search's top 200 (before a few drop out per day). */
  ownPerSnapshot: 40,
};
/** Item numbers of the bench account: firstItem … firstItem + listings - 1; competitors' start at 2e11. */
export const firstItem = 100_000_000_000;
export const sellerName = 'bench-seller';
const doneMarker = 'bench-data';

const dataDir = fileURLToPath(new URL('../data/bench', import.meta.url));

// Words of the bench keyword database; the first ones are drawn most often (cubed skew), as head terms are.
const words = [
  'akku',
  'set',
  'neu',
  'bosch',
  'damen',
  'herren',
  'schwarz',
  'led',
  'kinder',
  'original',
  'vintage',
  'weiß',
  'holz',
  'edelstahl',
  'leder',
  'makita',
  'lampe',
  'tasche',
  'schuhe',
  'jacke',
  'garten',
  'werkzeug',
  'ladegerät',
  'bohrschrauber',
  'kabel',
  'usb',
  'iphone',
  'samsung',
  'hülle',
  'glas',
  'ring',
  'silber',
  'gold',
  'kette',
  'uhr',
  'armband',
  'sofa',
  'tisch',
  'stuhl',
  'regal',
  'teppich',
  'vorhang',
  'kissen',
  'decke',
  'bett',
  'matratze',
  'spiegel',
  'rot',
  'blau',
  'grün',
  'grau',
  'beige',
  'braun',
  'rosa',
  'gelb',
  'lila',
  'groß',
  'klein',
  'mini',
  'xl',
  'xxl',
  'baumwolle',
  'wolle',
  'seide',
  'outdoor',
  'wasserdicht',
  'kabellos',
  'bluetooth',
  'lautsprecher',
  'kopfhörer',
  'laptop',
  'monitor',
  'tastatur',
  'maus',
  'drucker',
  'patrone',
  'toner',
  'papier',
  'stift',
  'buch',
  'spiel',
  'lego',
  'puppe',
  'auto',
  'fahrrad',
  'helm',
  'handschuhe',
  'mütze',
  'schal',
  'socken',
  'hose',
  'jeans',
  'kleid',
  'rock',
  'bluse',
  'hemd',
  'pullover',
  'shirt',
  'sneaker',
  'stiefel',
  'sandalen',
  'rucksack',
  'koffer',
  'geldbörse',
  'parfum',
  'creme',
  'shampoo',
  'bürste',
  'föhn',
  'rasierer',
  'zahnbürste',
  'kaffee',
  'tee',
  'tasse',
  'teller',
  'pfanne',
  'topf',
  'messer',
  'gabel',
  'löffel',
  'mixer',
  'toaster',
  'wasserkocher',
  'staubsauger',
  'filter',
  'beutel',
  'ersatzteil',
  'dichtung',
  'schraube',
  'dübel',
  'bohrer',
  'säge',
  'hammer',
  'zange',
  'schlüssel',
  'box',
  'halter',
  'ständer',
  'adapter',
  'stecker',
  'batterie',
  'solar',
  'pumpe',
  'schlauch',
  'düse',
  'vase',
  'kerze',
  'bild',
  'rahmen',
  'poster',
  'figur',
  'deko',
  'weihnachten',
  'ostern',
  'geschenk',
  'karte',
  '18v',
  '12v',
  '230v',
  '2er',
  '3er',
  '5er',
  '10er',
  '36',
  '38',
  '40',
  '42',
  '44',
  '46',
  '100ml',
  '500ml',
  '1l',
  'neuwertig',
  'gebraucht',
  'defekt',
  'restposten',
  'sammlung',
  'konvolut',
  'antik',
  'retro',
  'modern',
  'design',
];

/** The words as one array literal (a JS array would be spread into a parameter list). */
const wordList = `{${words.join(',')}}`;
/** Constants go into the SQL text: as untyped parameters PostgreSQL would read them as integer. */
const n = (value: number) => sql.raw(String(value));

export interface BenchDatabase extends DatabaseHandle {
  url: string;
  accountId: number;
  userId: number;
  today: string;
  stop(): Promise<void>;
}

/** Starts the bench PostgreSQL, migrates it and builds the data unless a finished build is there. */
export async function openBenchDatabase(log: (line: string) => void = () => {}): Promise<BenchDatabase> {
  const server = await startEmbeddedPostgres(dataDir, Number(process.env.BENCH_ENGINE_PG_PORT ?? 5441));
  const handle = openDatabase(server.url, { max: 4 });
  await migrateDatabase(handle.db);
  const existing = await handle.db.execute<{ detail: string }>(
    sql`select detail from engine_runs where name = ${doneMarker} and status = 'done'`,
  );
  const detail = existing.rows[0]?.detail;
  const built = detail ? (JSON.parse(detail) as { accountId: number; userId: number; today: string }) : null;
  const made = built ?? (await buildBenchData(handle.db, log));
  await fillPlacementDays(handle.db, made.today, log);
  return {
    ...handle,
    ...made,
    url: server.url,
    async stop() {
      await handle.close();
      await server.stop();
    },
  };
}

/**
 * The reverse tracker's daily placements (migration 0009) of every past day of the bench that has none yet, as
 * the daily derivation writes them: a bench built before the table gets them on its next open. The bench's
 * today stays unmarked, read from its snapshots as the app reads a day still running.
 */
async function fillPlacementDays(db: Database, today: string, log: (line: string) => void): Promise<void> {
  const { rows } = await db.execute<{ day: string }>(
    sql`select to_char(day, 'YYYY-MM-DD') as day from placement_days`,
  );
  const marked = new Set(rows.map((row) => row.day));
  const missing = daysBetween(addDays(today, -(benchScale.days - 1)), addDays(today, -1)).filter(
    (day) => !marked.has(day),
  );
  if (missing.length === 0) return;
  await timed(log, `daily placements of ${missing.length} days`, async () => {
    for (const day of missing) await timed(log, `placements ${day}`, () => fillPlacementDay(db, day));
  });
  await db.execute(sql`vacuum (analyze) item_keyword_days`);
}

async function timed<T>(log: (line: string) => void, what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function buildBenchData(db: Database, log: (line: string) => void) {
  // A half-built run (killed midway) is thrown away whole: engine tables only, the schema stays.
  await db.execute(sql`truncate users, keywords, search_snapshots, item_daily_scores, engine_runs cascade`);
  const today = dayOf(new Date());
  const firstDay = addDays(today, -(benchScale.days - 1));
  const [user] = (
    await db.execute<{ id: number }>(sql`
      insert into users (email, password_hash, first_name, last_name, status)
      values ('bench@example.test', '-', 'Bench', 'Seller', 'true') returning id`)
  ).rows;
  const [account] = (
    await db.execute<{ id: number }>(sql`
      insert into ranking_accounts (user_id, seller_name) values (${user?.id}, ${sellerName}) returning id`)
  ).rows;
  const userId = user?.id ?? 0;
  const accountId = account?.id ?? 0;
  await db.execute(sql`select setseed(0.42)`);

  await timed(log, `listings (${benchScale.listings})`, () =>
    db.execute(sql`
      insert into listings (account_id, item_number, site_id, title, sku, category_id, category_name,
        has_variations, price, currency, quantity, quantity_sold, start_time, end_time, star_color)
      select ${accountId}, ${n(firstItem)} + i, 77,
        initcap(w[1 + (i * 7) % n]) || ' ' || w[1 + (i * 13) % n] || ' ' || w[1 + (i * 31) % n] || ' ' ||
          w[1 + (i * 57) % n] || ' Art. ' || i,
        'SKU-' || i, 1000 + i % 120, 'Kategorie ' || (i % 120),
        random() < ${n(benchScale.variationShare)}, round((5 + random() * 195)::numeric, 2), 'EUR',
        1 + (random() * 20)::int, (random() * 50)::int,
        now() - interval '200 days', now() + interval '30 days', (random() * 5)::int
      from generate_series(0, ${n(benchScale.listings - 1)}) i,
        (select ${wordList}::text[] as w, cardinality(${wordList}::text[]) as n) v`),
  );

  await timed(log, `keyword database (${benchScale.keywordDatabase})`, () =>
    db.execute(sql`
      insert into keywords (site_id, keyword, source, show_in_keyword, value, suggest_rank, category_ids, facts_day)
      select 77, k, 'seed', (random() * 200000)::int, (random() * 100)::int,
        case when random() < 0.05 then 1 + (random() * 9)::int end, array[1000 + (random() * 119)::int], ${today}::date
      from (
        select distinct k from (
          select concat_ws(' ', w[1 + floor(n * random() ^ 3)::int], w[1 + floor(n * random() ^ 2)::int],
            w[1 + floor(n * random())::int], case when random() < 0.6 then w[1 + floor(n * random())::int] end) k
          from generate_series(1, ${n(Math.round(benchScale.keywordDatabase * 1.3))}),
            (select ${wordList}::text[] as w, cardinality(${wordList}::text[]) as n) v
        ) candidates
        limit ${n(benchScale.keywordDatabase)}
      ) picked`),
  );
  await db.execute(sql`analyze keywords`);

  // The ranked keywords: the first ids of the database; the user tracks a fifth of them.
  await db.execute(sql`
    insert into tracked_keywords (user_id, item_number, site_id, keyword, keyword_id)
    select ${userId}, ${n(firstItem)} + (k.id * 7919) % ${n(benchScale.listings)}, 77, k.keyword, k.id
    from keywords k where k.id <= ${n(benchScale.rankedKeywords)} and k.id % 5 = 0`);

  // Per keyword the same 40 own listings (so an item keeps its keywords), at positions rotating per day,
  // one in ten missing on a given day; the other places are competitors' items.
  const per = benchScale.ownPerSnapshot;
  const spacing = 200 / per;
  for (let index = 0; index < benchScale.days; index++) {
    const day = addDays(firstDay, index);
    await ensurePartition(db, day);
    await timed(log, `snapshots ${day}`, () =>
      db.execute(sql`
        insert into search_snapshots (keyword_id, crawled_at, item_numbers, sponsored_positions, total_results)
        select k.id, ${`${day}T12:00:00Z`}::timestamptz,
          array(
            select case
              when p % ${n(spacing)} = (k.id + ${n(index)}) % ${n(spacing)}
                and ((k.id * 31 + p * 17 + ${n(index)} * 7) % 10) <> 0
              then ${n(firstItem)} + (k.id * 7919 + ((p / ${n(spacing)} + ${n(index)} * 3 + k.id) % ${n(per)}) * 104729)
                % ${n(benchScale.listings)}
              else 200000000000 + (k.id * 2654435761 + p * 40503 + ${n(index)} * 977) % 2000000
            end
            from generate_series(0, 199) p order by p),
          array[1, 2, 3, 20 + (k.id + ${n(index)}) % 30]::smallint[], 1000 + (k.id * 37) % 50000
        from keywords k where k.id <= ${n(benchScale.rankedKeywords)}`),
    );
  }
  await db.execute(sql`analyze search_snapshots`);

  for (let index = 0; index < benchScale.days; index++) {
    const day = addDays(firstDay, index);
    await timed(log, `deriveDay ${day}`, () => deriveDay(db, day));
  }
  await refreshListingScores(db, today);
  // VACUUM, not only ANALYZE: the visibility map must be set (as autovacuum keeps it in production), else
  // the account check's count reads the heap instead of running as an index-only scan.
  await db.execute(sql`vacuum (analyze)`);
  const made = { accountId, userId, today };
  await db.execute(sql`
    insert into engine_runs (name, status, detail, finished_at)
    values (${doneMarker}, 'done', ${JSON.stringify(made)}, now())`);
  return made;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bench = await openBenchDatabase((line) => process.stdout.write(`${line}\n`));
  const { rows } = await bench.db.execute(sql`
    select (select count(*) from listings) listings, (select count(*) from keywords) keywords,
      (select count(*) from search_snapshots) snapshots, (select count(*) from item_daily_scores) scores,
      (select count(*) from account_daily_kpis) kpis, pg_size_pretty(pg_database_size(current_database())) size`);
  process.stdout.write(`${JSON.stringify(rows[0])}\n`);
  await bench.stop();
}
