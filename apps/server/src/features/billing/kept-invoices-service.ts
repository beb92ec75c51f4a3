import type { KeptInvoice } from '@baylytics/contract/admin-kept-invoices';
import { AppError } from '../../kernel/errors.ts';
import { type InvoiceForPdf, renderInvoicePdf, type Seller } from './invoice-pdf.ts';
import { keptUntil } from './invoice-retention.ts';
import type { KeptInvoicesRepository } from './kept-invoices-repository.ts';

/** The operator's view of the invoices deleted accounts left behind: a searchable list and each one's PDF. */
export function createKeptInvoicesService(deps: {
  repository: KeptInvoicesRepository;
  seller: Seller;
  retentionYears: number;
}) {
  const { repository, seller, retentionYears } = deps;
  return {
    async page(
      keyword: string,
      view: Parameters<KeptInvoicesRepository['page']>[1],
    ): Promise<{ data: KeptInvoice[]; total: number }> {
      const { rows, total } = await repository.page(keyword, view);
      return {
        data: rows.map((row) => ({
          id: row.id,
          invoiceNumber: row.invoiceNumber,
          invoiceDate: row.invoiceDate.toISOString(),
          buyerName: row.buyerName,
          company: row.company,
          city: row.city,
          gross: Number(row.gross),
          formerUserId: row.formerUserId,
          deletedAt: row.deletedAt?.toISOString() ?? '',
          keptUntil: keptUntil(row.invoiceDate, retentionYears),
        })),
        total,
      };
    },

    /** The same PDF the account holder was offered, from the invoice as it was written. */
    async pdf(invoiceId: number) {
      const invoice = await repository.one(invoiceId);
      if (!invoice) throw new AppError('notFound');
      const content = await renderInvoicePdf(
        { ...invoice, buyer: JSON.parse(invoice.buyer) as InvoiceForPdf['buyer'] },
        seller,
      );
      return { filename: `${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', content };
    },
  };
}

export type KeptInvoicesService = ReturnType<typeof createKeptInvoicesService>;
