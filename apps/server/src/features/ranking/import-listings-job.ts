import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { createImportRepository } from './import-repository.ts';
import { failImport, runListingImport } from './import-task.ts';
import { refreshPromotionAdviceJob } from './promotion-advice-job.ts';

/**
 * One listing import (a seller's live listings, page by page, then their product reviews). A finished import
 * queues eBay's promotion advice for the account's listings (one job per account at a time).
 */
export const importListingsJob = defineJob({
  name: 'importListings',
  payload: z.object({ importId: z.number().int() }),
  async handler({ importId }, deps, { attempts, maxAttempts }) {
    try {
      await runListingImport(deps, importId);
    } catch (error) {
      // The last attempt: nobody will retry, so the user must see the import as failed, not running.
      if (attempts >= maxAttempts) await failImport(deps.db, importId, 'serviceUnavailable', deps.clock());
      throw error;
    }
    const run = await createImportRepository(deps.db).run(importId);
    if (run?.status === 'done')
      await deps.jobs.add(
        refreshPromotionAdviceJob,
        { accountId: run.accountId },
        { jobKey: `promotion-advice-${run.accountId}` },
      );
  },
});
