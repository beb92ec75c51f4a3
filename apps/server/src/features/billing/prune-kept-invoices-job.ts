import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { lastExpiredYear } from './invoice-retention.ts';
import { createKeptInvoicesRepository } from './kept-invoices-repository.ts';

/**
 * Deletes the kept invoices of deleted accounts once their retention has ended (`INVOICE_RETENTION_YEARS` after
 * the end of the year of issue), with their payments, the orders they documented and the anonymous account row
 * once nothing is left under it. Invoices of existing accounts are never touched.
 */
export const pruneKeptInvoicesJob = defineJob({
  name: 'pruneKeptInvoices',
  payload: z.object({}).loose(),
  async handler(_payload, deps) {
    const lastYear = lastExpiredYear(deps.clock(), deps.invoiceRetentionYears);
    const removed = await createKeptInvoicesRepository(deps.db).deleteExpired(lastYear);
    if (removed.invoices > 0)
      deps.log(
        `kept invoices: deleted ${removed.invoices} issued in ${lastYear} or before, and ${removed.accounts} deleted accounts`,
      );
  },
});
