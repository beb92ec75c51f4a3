import { keptInvoicePdf, keptInvoices } from '@baylytics/contract/admin-kept-invoices';
import type { Api } from '../../kernel/api.ts';
import type { KeptInvoicesService } from './kept-invoices-service.ts';

/** The administrators' reading of deleted accounts' kept invoices; the contract declares the role. */
export function keptInvoicesRoutes(api: Api, kept: KeptInvoicesService): void {
  api.handle(keptInvoices, async ({ query }) => {
    const { keyword, ...view } = query;
    return kept.page(keyword, view);
  });
  api.file(keptInvoicePdf, async ({ params }) => kept.pdf(params.id));
}
