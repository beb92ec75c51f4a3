// The listing-optimisation benches' world: a database of their own (embedded PostgreSQL, rebuilt on every run), the
// eBay stand-in with a market of the asked size started through the app's own `startMarketplace` (the app's eBay
// client: token, rate limiter, retries), and one user connected to a stand-in seller through the OAuth code flow a
// browser goes through, with that seller's live German listings imported into the account check (written as the
// import writes them; the import itself is not what these benches measure).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MarketplaceOptions } from '@baylytics/sandbox/marketplace/model';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/app/config.ts';
import { type Marketplace, startMarketplace } from '../apps/server/src/app/marketplace.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { createMarketplaceRepository } from '../apps/server/src/features/marketplace/repository.ts';
import { createMarketplaceService } from '../apps/server/src/features/marketplace/service.ts';

export interface ListingBenchWorld {
  handle: DatabaseHandle;
  marketplace: Marketplace;
  userId: number;
  sellerName: string;
  accountId: number;
  /** The seller's live German listings as imported (item number order). */
  listings: { itemNumber: number; title: string; categoryId: string }[];
  today: string;
  clock: () => Date;
  close(): Promise<void>;
}

export interface WorldOptions {
  /** Folder under data/ (git-ignored), deleted first. */
  folder: string;
  port: number;
  market: MarketplaceOptions;
  sellerName: string;
  /** Runs on the stand-in's market before the import: e.g. a seller moving listings to another category. */
  prepare?: (market: NonNullable<Marketplace['sandbox']>['market'], today: string) => void;
  log: (line: string) => void;
}

export async function startListingWorld(options: WorldOptions): Promise<ListingBenchWorld> {
  const dataDir = fileURLToPath(new URL(`../data/${options.folder}`, import.meta.url));
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres(dataDir, options.port);
  const handle = openDatabase(server.url, { max: 10 });
  let marketplace: Marketplace | undefined;
  try {
    return await fillWorld(options, server, handle, (started) => {
      marketplace = started;
    });
  } catch (error) {
    // A failed set-up stops what it started: a PostgreSQL left running would refuse the next run's start.
    await marketplace?.close();
    await handle.close();
    await server.stop();
    throw error;
  }
}

async function fillWorld(
  options: WorldOptions,
  server: { url: string; stop(): Promise<void> },
  handle: DatabaseHandle,
  started: (marketplace: Marketplace) => void,
): Promise<ListingBenchWorld> {
  await migrateDatabase(handle.db);
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: server.url,
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://127.0.0.1:1',
    EBAY_TOKEN_KEY: randomBytes(32).toString('hex'),
  });
  const clock = () => new Date();
  const begin = performance.now();
  const marketplace = await startMarketplace({ ...config, EBAY_API_URL: undefined }, handle.db, {
    sandboxPort: 0,
    sandboxDataDir: null,
    marketOptions: options.market,
    clock,
  });
  started(marketplace);
  const sandbox = marketplace.sandbox;
  if (!sandbox) throw new Error('the bench needs the eBay stand-in');
  const today = clock().toISOString().slice(0, 10);
  options.log(
    `stand-in market of ${options.market.listings.toLocaleString('en')} listings built in ${((performance.now() - begin) / 1000).toFixed(0)} s`,
  );
  options.prepare?.(sandbox.market, today);

  const { rows: users } = await handle.db.execute<{ id: number }>(sql`
    insert into users (email, password_hash, first_name, last_name, status)
    values ('bench@example.test', 'not-a-hash', 'Bench', 'User', 'true') returning id`);
  const userId = users[0]?.id;
  if (userId === undefined) throw new Error('no bench user');
  const service = createMarketplaceService({
    repository: createMarketplaceRepository(handle.db),
    ebay: marketplace.client,
    cipher: marketplace.cipher,
    clock,
  });
  const { eBayRedirectUrl } = await service.authorize(userId, 'de');
  const { code, state } = sandbox.grantDemoConsent(eBayRedirectUrl, options.sellerName);
  await service.accept(userId, { code, state });

  const market = sandbox.market;
  const live = market
    .listingIdsOfSeller(options.sellerName, today)
    .map((id) => market.listing(id, today))
    .filter((listing) => listing?.siteId === 77)
    .map((listing) => ({
      itemNumber: Number(listing?.itemId),
      title: listing?.title ?? '',
      categoryId: listing?.categoryId ?? '',
      categoryName: listing?.categoryPath.at(-1) ?? '',
    }))
    .sort((a, b) => a.itemNumber - b.itemNumber);
  const { rows: accounts } = await handle.db.execute<{ id: number }>(sql`
    insert into ranking_accounts (user_id, seller_name) values (${userId}, ${options.sellerName}) returning id`);
  const accountId = accounts[0]?.id;
  if (accountId === undefined) throw new Error('no bench account');
  for (let at = 0; at < live.length; at += 1000) {
    const part = live.slice(at, at + 1000);
    await handle.pool.query(
      `insert into listings (account_id, item_number, site_id, title, category_id, category_name)
       select $1, item_number, 77, title, category_id, category_name
       from unnest($2::bigint[], $3::text[], $4::int[], $5::text[]) as t(item_number, title, category_id, category_name)`,
      [
        accountId,
        part.map((l) => l.itemNumber),
        part.map((l) => l.title),
        part.map((l) => Number(l.categoryId)),
        part.map((l) => l.categoryName),
      ],
    );
  }
  await handle.db.execute(sql`vacuum (analyze) listings`);
  options.log(`${options.sellerName}: ${live.length} live German listings imported for the bench user`);

  return {
    handle,
    marketplace,
    userId,
    sellerName: options.sellerName,
    accountId,
    listings: live,
    today,
    clock,
    async close() {
      await marketplace.close();
      await handle.close();
      await server.stop();
    },
  };
}

/**
 * Has the seller move live German listings into its largest leaf until that leaf holds `wanted` of them, through the
 * stand-in's own revisions (as ReviseItem keeps them); for `prepare`. Answers the leaf's id.
 */
export function gatherIntoOneLeaf(
  market: NonNullable<Marketplace['sandbox']>['market'],
  today: string,
  sellerName: string,
  wanted: number,
  log: (line: string) => void,
): string {
  const german = market
    .listingIdsOfSeller(sellerName, today)
    .map((id) => market.listing(id, today))
    .filter((listing) => listing?.siteId === 77)
    .sort((a, b) => Number(a?.itemId) - Number(b?.itemId));
  if (german.length < wanted) throw new Error(`${sellerName} has ${german.length} German listings only`);
  const counts = new Map<string, number>();
  for (const listing of german)
    counts.set(listing?.categoryId ?? '', (counts.get(listing?.categoryId ?? '') ?? 0) + 1);
  const leaf = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const held = counts.get(leaf) ?? 0;
  if (held > wanted) throw new Error(`the leaf already holds ${held} listings`);
  const moving = german.filter((listing) => listing?.categoryId !== leaf).slice(0, wanted - held);
  for (const listing of moving) if (listing) market.revise(listing.itemId, { categoryId: leaf }, today);
  log(`leaf ${leaf}: held ${held} of the seller's listings, ${moving.length} more moved there`);
  return leaf;
}
