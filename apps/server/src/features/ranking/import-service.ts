import {
  type ImportErrorCode,
  type ImportProgress,
  importAccountLimitFor,
} from '@baylytics/contract/ranking';
import type { Role } from '@baylytics/contract/roles';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ebayTokens, listingImports, rankingAccounts } from '../../db/schema.ts';
import { AppError } from '../../kernel/errors.ts';
import type { JobQueue } from '../../kernel/job-queue.ts';
import { importListingsJob } from './import-listings-job.ts';

export interface ImportCaller {
  id: number;
  roles: readonly Role[];
}

const sameSeller = (column: typeof rankingAccounts.sellerName | typeof ebayTokens.username, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** The listing import as the API and the demo seed ask for it: who may import what, and its progress. */
export function createImportService(deps: { db: Database; jobs: JobQueue; clock: () => Date }) {
  const { db, jobs, clock } = deps;

  /** The caller's usable tokens: not blocked, refresh grant not expired. */
  async function connectedSellerNames(userId: number): Promise<string[]> {
    const rows = await db
      .select({ username: ebayTokens.username })
      .from(ebayTokens)
      .where(
        and(
          eq(ebayTokens.userId, userId),
          eq(ebayTokens.isBlocked, false),
          gt(ebayTokens.expiresAt, clock()),
        ),
      )
      .orderBy(asc(ebayTokens.id));
    return rows.map((row) => row.username);
  }

  return {
    /**
     * Queues an import of one of the caller's connected seller accounts. The first import of a seller
     * name adds it to the caller's accounts (one, Platinum up to 3); a re-import of an account is always
     * allowed and an import already queued or running is answered instead of starting a second one.
     */
    async requestImport(caller: ImportCaller, sellerName: string): Promise<{ importId: number }> {
      const connected = await connectedSellerNames(caller.id);
      const tokenName = connected.find((name) => name.toLowerCase() === sellerName.trim().toLowerCase());
      if (!tokenName) throw new AppError('ebayAccountNotConnected');

      const queued = await db.transaction(async (tx) => {
        // Serialises one user's requests so two at once cannot pass the account limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ranking-import'), ${caller.id})`);
        let [account] = await tx
          .select({ id: rankingAccounts.id })
          .from(rankingAccounts)
          .where(
            and(eq(rankingAccounts.userId, caller.id), sameSeller(rankingAccounts.sellerName, tokenName)),
          );
        if (!account) {
          const [held] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(rankingAccounts)
            .where(eq(rankingAccounts.userId, caller.id));
          if ((held?.n ?? 0) >= importAccountLimitFor(caller.roles))
            throw new AppError('importAccountLimitReached');
          [account] = await tx
            .insert(rankingAccounts)
            .values({ userId: caller.id, sellerName: tokenName })
            .returning({ id: rankingAccounts.id });
          if (!account) throw new Error('account insert returned nothing');
        }
        const [active] = await tx
          .select({ id: listingImports.id })
          .from(listingImports)
          .where(
            and(
              eq(listingImports.accountId, account.id),
              inArray(listingImports.status, ['queued', 'running']),
            ),
          );
        if (active) return { importId: active.id, isNew: false, accountId: account.id };
        const [created] = await tx
          .insert(listingImports)
          .values({ accountId: account.id, createdAt: clock() })
          .returning({ id: listingImports.id });
        if (!created) throw new Error('import insert returned nothing');
        return { importId: created.id, isNew: true, accountId: account.id };
      });
      if (queued.isNew)
        await jobs.add(
          importListingsJob,
          { importId: queued.importId },
          { jobKey: `import:${queued.accountId}`, maxAttempts: 10 },
        );
      return { importId: queued.importId };
    },

    /** The latest import of each of the user's accounts. */
    async progress(userId: number): Promise<ImportProgress[]> {
      const rows = await db
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
      return rows.map((row) => ({
        ...row,
        status: row.status as ImportProgress['status'],
        startedAt: row.startedAt?.toISOString() ?? null,
        finishedAt: row.finishedAt?.toISOString() ?? null,
        error: row.error as ImportErrorCode | null,
      }));
    },

    /** Seller names of the user's connected tokens not imported yet (what the import wizard offers). */
    async availableAccounts(userId: number): Promise<string[]> {
      const imported = new Set((await this.userAccounts(userId)).map((name) => name.toLowerCase()));
      return (await connectedSellerNames(userId)).filter((name) => !imported.has(name.toLowerCase()));
    },

    /** The user's imported seller names, oldest first. */
    async userAccounts(userId: number): Promise<string[]> {
      const rows = await db
        .select({ sellerName: rankingAccounts.sellerName })
        .from(rankingAccounts)
        .where(eq(rankingAccounts.userId, userId))
        .orderBy(asc(rankingAccounts.id));
      return rows.map((row) => row.sellerName);
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
