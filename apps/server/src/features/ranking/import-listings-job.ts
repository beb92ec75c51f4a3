import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { failImport, runListingImport } from './import-task.ts';

/** One listing import (a seller's live listings, page by page, then their product reviews). */
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
  },
});
