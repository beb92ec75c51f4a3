import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { listingImports, rankingAccounts } from '../../db/schema/ranking.ts';
import { transactional } from '../../db/transactional.ts';

/** SQL of the imported seller accounts and their import runs (`ranking_accounts`, `listing_imports`). */
export function createImportRepository(db: Executor) {
  return transactional(db, importStatements);
}

function importStatements(db: Executor) {
  return {
    /** Serialises one user's import requests until the transaction ends (so two cannot pass a limit together). */
    async lockUser(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('ranking-import'), ${userId})`);
    },

    async accountId(userId: number, sellerName: string): Promise<number | null> {
      const [account] = await db
        .select({ id: rankingAccounts.id })
        .from(rankingAccounts)
        .where(
          and(
            eq(rankingAccounts.userId, userId),
            sql`lower(${rankingAccounts.sellerName}) = lower(${sellerName})`,
          ),
        );
      return account?.id ?? null;
    },

    async accountCount(userId: number): Promise<number> {
      const [held] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rankingAccounts)
        .where(eq(rankingAccounts.userId, userId));
      return held?.n ?? 0;
    },

    async addAccount(userId: number, sellerName: string): Promise<number> {
      const [account] = await db
        .insert(rankingAccounts)
        .values({ userId, sellerName })
        .returning({ id: rankingAccounts.id });
      if (!account) throw new Error('account insert returned nothing');
      return account.id;
    },

    /** The account's import that is queued or running, if any. */
    async activeImportId(accountId: number): Promise<number | null> {
      const [active] = await db
        .select({ id: listingImports.id })
        .from(listingImports)
        .where(
          and(eq(listingImports.accountId, accountId), inArray(listingImports.status, ['queued', 'running'])),
        );
      return active?.id ?? null;
    },

    async addImport(accountId: number, now: Date): Promise<number> {
      const [created] = await db
        .insert(listingImports)
        .values({ accountId, createdAt: now })
        .returning({ id: listingImports.id });
      if (!created) throw new Error('import insert returned nothing');
      return created.id;
    },

    /** The latest import of each of the user's accounts. */
    async latestImports(userId: number) {
      return db
        .selectDistinctOn([rankingAccounts.id], {
          importId: listingImports.id,
          sellerName: rankingAccounts.sellerName,
          status: listingImports.status,
          imported: listingImports.imported,
          total: listingImports.total,
          startedAt: listingImports.startedAt,
          finishedAt: listingImports.finishedAt,
          error: listingImports.error,
        })
        .from(listingImports)
        .innerJoin(rankingAccounts, eq(rankingAccounts.id, listingImports.accountId))
        .where(eq(rankingAccounts.userId, userId))
        .orderBy(rankingAccounts.id, sql`${listingImports.id} desc`);
    },

    /** The user's imported seller names, oldest first. */
    async sellerNames(userId: number): Promise<string[]> {
      const rows = await db
        .select({ sellerName: rankingAccounts.sellerName })
        .from(rankingAccounts)
        .where(eq(rankingAccounts.userId, userId))
        .orderBy(asc(rankingAccounts.id));
      return rows.map((row) => row.sellerName);
    },

    /** One run with its account's owner and seller name. */
    async run(importId: number) {
      const [run] = await db
        .select({
          status: listingImports.status,
          nextPage: listingImports.nextPage,
          accountId: listingImports.accountId,
          userId: rankingAccounts.userId,
          sellerName: rankingAccounts.sellerName,
        })
        .from(listingImports)
        .innerJoin(rankingAccounts, eq(rankingAccounts.id, listingImports.accountId))
        .where(eq(listingImports.id, importId));
      return run ?? null;
    },

    /** Marks the run running; its first start time is kept across re-runs. */
    async markRunning(importId: number, now: Date): Promise<void> {
      await db
        .update(listingImports)
        .set({ status: 'running', startedAt: sql`coalesce(${listingImports.startedAt}, ${now})` })
        .where(eq(listingImports.id, importId));
    },

    /** Marks the run failed, unless it finished meanwhile. */
    async markFailed(importId: number, error: string, now: Date): Promise<void> {
      await db
        .update(listingImports)
        .set({ status: 'failed', error, finishedAt: now })
        .where(and(eq(listingImports.id, importId), sql`${listingImports.status} <> 'done'`));
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
