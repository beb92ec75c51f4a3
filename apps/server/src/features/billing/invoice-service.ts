import type { MailService } from '../../integrations/mail/mail-service.ts';
import { AppError } from '../../kernel/errors.ts';
import { type InvoiceForPdf, renderInvoicePdf, type Seller } from './invoice-pdf.ts';
import { cycleCharge } from './pricing.ts';
import type { BillingRepository } from './repository.ts';

/** What the account pages read: agreements, plans in force, invoices and their PDFs. */
export function createInvoiceService(deps: {
  repository: BillingRepository;
  mail: MailService;
  seller: Seller;
  clock: () => Date;
}) {
  const { repository, mail, seller, clock } = deps;

  async function pdfOf(userId: number, invoiceId: number) {
    const invoice = await repository.invoiceOf(userId, invoiceId);
    if (!invoice) throw new AppError('notFound');
    const content = await renderInvoicePdf(
      { ...invoice, buyer: JSON.parse(invoice.buyer) as InvoiceForPdf['buyer'] },
      seller,
    );
    return { invoice, content };
  }

  return {
    async agreements(userId: number) {
      const now = clock();
      return (await repository.agreementsOf(userId))
        .filter(({ agreement }) => agreement.status !== 'pending')
        .map(({ agreement, plan }) => {
          const isInForce =
            agreement.paidUntil > now || (agreement.trialEndsAt !== null && agreement.trialEndsAt > now);
          // A paused renewal still runs to the end of its paid period, with no next payment.
          const isRunning = (agreement.status === 'active' || agreement.status === 'suspended') && isInForce;
          return {
            agreementId: agreement.id,
            description: plan.name,
            createdTime: agreement.createdAt.toISOString(),
            price: cycleCharge(plan).gross,
            nextPayment:
              isRunning && agreement.status === 'active' ? agreement.paidUntil.toISOString() : null,
            active: isRunning,
            cancellationReason: agreement.cancellationReason,
          };
        });
    },

    async plansInForce(userId: number) {
      const now = clock();
      return (await repository.agreementsOf(userId))
        .filter(
          ({ agreement }) =>
            agreement.paidUntil > now || (agreement.trialEndsAt !== null && agreement.trialEndsAt > now),
        )
        .map(({ agreement, plan }) => ({
          planId: plan.id,
          name: plan.name,
          parentName: plan.parentName,
          paidUntil: agreement.paidUntil.toISOString(),
        }));
    },

    async page(
      userId: number,
      query: {
        pageIndex: number;
        pageSize: number;
        orderBy: 'invoiceDate' | 'invoiceNumber';
        direction: 'asc' | 'desc';
        keyword?: string;
      },
    ) {
      const { rows, total } = await repository.invoicePage(userId, query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          invoiceDate: row.invoiceDate.toISOString(),
          prefix: row.prefix,
          invoiceNumber: row.invoiceNumber,
          summary: Number(row.gross),
          paymentTransactionId: row.paymentTransactionId,
        })),
        total,
      };
    },

    async pdf(userId: number, invoiceId: number) {
      const { invoice, content } = await pdfOf(userId, invoiceId);
      return { filename: `${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', content };
    },

    /** Sends the invoice to the billing e-mail, or the account's address without one. */
    async send(userId: number, invoiceId: number) {
      const { invoice, content } = await pdfOf(userId, invoiceId);
      const buyer = await repository.buyerOf(userId);
      if (!buyer) throw new AppError('notFound');
      const to = buyer.address?.billingEmail || buyer.user.email;
      await mail.send(
        to,
        'invoice',
        invoice.language === 'en' ? 'en' : 'de',
        { firstName: buyer.user.firstName, invoiceNumber: invoice.invoiceNumber },
        [{ filename: `${invoice.invoiceNumber}.pdf`, content, contentType: 'application/pdf' }],
      );
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
