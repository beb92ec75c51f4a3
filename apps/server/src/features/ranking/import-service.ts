import {
  type ImportErrorCode,
  type ImportProgress,
  importAccountLimitFor,
} from '@baylytics/contract/ranking';
import type { Role } from '@baylytics/contract/roles';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../kernel/errors.ts';
import type { JobQueue } from '../../kernel/job-queue.ts';
import { createUsableTokens } from '../marketplace/public.ts';
import { importListingsJob } from './import-listings-job.ts';
import { createImportRepository } from './import-repository.ts';

export interface ImportCaller {
  id: number;
  roles: readonly Role[];
}

/** The listing import as the API and the demo seed ask for it: who may import what, and its progress. */
export function createImportService(deps: { db: Database; jobs: JobQueue; clock: () => Date }) {
  const { jobs, clock } = deps;
  const imports = createImportRepository(deps.db);
  const tokens = createUsableTokens(deps.db);

  /** The caller's usable tokens: not blocked, refresh grant not expired. */
  const connectedSellerNames = (userId: number) => tokens.usableSellerNames(userId, clock());

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

      const queued = await imports.transaction(async (repository) => {
        // Serialises one user's requests so two at once cannot pass the account limit together.
        await repository.lockUser(caller.id);
        let accountId = await repository.accountId(caller.id, tokenName);
        if (accountId === null) {
          if ((await repository.accountCount(caller.id)) >= importAccountLimitFor(caller.roles))
            throw new AppError('importAccountLimitReached');
          accountId = await repository.addAccount(caller.id, tokenName);
        }
        const activeId = await repository.activeImportId(accountId);
        if (activeId !== null) return { importId: activeId, isNew: false, accountId };
        return { importId: await repository.addImport(accountId, clock()), isNew: true, accountId };
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
      const rows = await imports.latestImports(userId);
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
      return imports.sellerNames(userId);
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
