import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { databaseIdParam, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Rows per page of the kept invoices. */
export const keptInvoicePageSize = 25;

/** An invoice of a deleted account, kept for the tax law's period, with the buyer as written on it. */
export const keptInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: text(),
  invoiceDate: text().describe('When the invoice was issued (ISO timestamp)'),
  buyerName: text().describe('First and last name as written on the invoice'),
  company: text().describe('Company as written on the invoice; empty without one'),
  city: text(),
  gross: z.number().describe('Gross amount, EUR'),
  formerUserId: z.number().int().describe('The id the account had; its row is anonymous now'),
  deletedAt: text().describe('When the account was deleted (ISO timestamp)'),
  keptUntil: text().describe('The last day of the retention period (YYYY-MM-DD); deleted the day after'),
});
export type KeptInvoice = z.infer<typeof keptInvoiceSchema>;

export const keptInvoices = endpoint({
  method: 'GET',
  path: '/admin/kept-invoices',
  access: roleGroups.administrator,
  summary:
    'Invoices of deleted accounts, kept until their retention ends; searchable by number, name or company',
  query: listQueryOf(['invoiceDate', 'invoiceNumber'], {
    pageSize: keptInvoicePageSize,
    orderBy: 'invoiceDate',
    direction: 'desc',
  }).extend({
    keyword: text()
      .trim()
      .max(100)
      .default('')
      .describe('Part of the invoice number, the buyer name or the company as kept on the invoice'),
  }),
  data: z.array(keptInvoiceSchema),
  isList: true,
});

export const keptInvoicePdf = endpoint({
  method: 'GET',
  path: '/admin/kept-invoices/:id',
  access: roleGroups.administrator,
  summary: 'One kept invoice of a deleted account as PDF, named by its invoice number',
  params: z.object({ id: databaseIdParam() }),
  data: z.null(),
  isFile: true,
});
