import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { parentPlanNameSchema } from './plans.ts';
import { databaseId, databaseIdParam, text } from './primitives.ts';

const money = z.number().describe('EUR, two decimals');

export const planSchema = z.object({
  id: z.number().int(),
  name: text(),
  parentName: parentPlanNameSchema,
  priceMonth: money.describe('Net price per month'),
  priceSummary: money.describe('Net price of one billing cycle'),
  numberOfMonth: z.number().int(),
  planTag: text().nullable(),
  trial: z.number().int().describe('Trial days; 0 without a trial'),
  initialPrice: money.describe('Net price of the trial period'),
  taxRate: z.number().describe('VAT rate in percent'),
  vat: money.describe('VAT on what is paid today'),
  payToday: money.describe('Gross amount charged today'),
  checked: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const parentPlanSchema = z.object({
  name: parentPlanNameSchema,
  priceMonthFrom: money.describe('Lowest net price per month over the cycles'),
});

export const availableParentPlans = endpoint({
  method: 'GET',
  path: '/order/available-parent-plans',
  access: 'public',
  summary: 'The packages that can be booked',
  data: z.array(parentPlanSchema),
});

export const availablePlans = endpoint({
  method: 'GET',
  path: '/order/available-plans',
  access: 'signedIn',
  summary: "The cycles of one package with the caller's VAT (from the billing address) and promo code",
  query: z.object({ parentPlanName: parentPlanNameSchema, promoCode: text().trim().max(50).optional() }),
  data: z.array(planSchema),
});

export const currentUserPlans = endpoint({
  method: 'GET',
  path: '/order/plans-current-user',
  access: 'signedIn',
  summary: "The plans of the caller's agreements in force",
  data: z.array(z.object({ planId: z.number().int(), name: text(), parentName: text(), paidUntil: text() })),
});

export const startPayment = endpoint({
  method: 'POST',
  path: '/paypal',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary: 'Starts the PayPal subscription for a plan; answers the approval link',
  body: z.object({ planId: databaseId() }),
  data: z.object({ redirectUrl: text() }),
});

export const completePayment = endpoint({
  method: 'GET',
  path: '/paypal/complete',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary: 'Confirms the approved subscription with PayPal and activates the agreement (idempotent)',
  query: z.object({
    token: text().min(1).max(100).describe('The PayPal subscription id of the return URL'),
  }),
  data: z.object({ planName: text(), status: z.enum(['active', 'pending']) }),
});

export const cancellationReasons = [
  'tooExpensive',
  'missingFeatures',
  'notUsingEnough',
  'switchedTool',
  'technicalProblems',
  'businessClosed',
  'temporaryPause',
  'other',
] as const;

export const agreementSchema = z.object({
  agreementId: z.number().int(),
  description: text(),
  createdTime: text(),
  price: money,
  nextPayment: text().nullable(),
  active: z.boolean(),
  cancellationReason: text().nullable(),
});

export const agreements = endpoint({
  method: 'GET',
  path: '/bayuser/agreements',
  access: 'signedIn',
  summary: "The caller's agreements, running and ended",
  data: z.array(agreementSchema),
});

export const cancelAgreement = endpoint({
  method: 'PUT',
  path: '/bayuser/cancel-agreement/:agreementId',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary: 'Cancels a running agreement at PayPal; its roles end with the paid period',
  params: z.object({ agreementId: databaseIdParam() }),
  body: z
    .object({ reason: z.enum(cancellationReasons), text: text().trim().max(1000).optional() })
    .refine((b) => b.reason !== 'other' || Boolean(b.text), { path: ['text'], message: 'required' }),
  data: z.null(),
});

export const subscriptionSchema = z.object({
  id: z.number().int().describe('The agreement whose PayPal subscription this is'),
  name: text().describe("The plan's name, e.g. 'Silver 3'"),
  description: text().describe('As the agreements list describes the agreement'),
  active: z.boolean().describe('Whether automatic renewal is on'),
  unitPrice: money.describe('Gross amount charged per billing cycle'),
  nextRunDate: text().nullable().describe('Next renewal; null while renewal is paused or cancelled'),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptions = endpoint({
  method: 'GET',
  path: '/subscriptions',
  access: 'signedIn',
  summary: "The renewals of the caller's agreements whose paid period still runs",
  data: z.array(subscriptionSchema),
});

export const setSubscriptionActive = endpoint({
  method: 'PUT',
  path: '/subscriptions/:isActive',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary:
    'Pauses (false) or resumes (true) the automatic renewal of an agreement at PayPal; the paid period runs on (idempotent)',
  params: z.object({ isActive: z.enum(['true', 'false']) }),
  body: z.object({ id: databaseId().describe('The agreement id') }),
  data: z.null(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  invoiceDate: text(),
  prefix: text(),
  invoiceNumber: text(),
  summary: money.describe('Gross amount'),
  paymentTransactionId: text(),
});

export const orders = endpoint({
  method: 'GET',
  path: '/order',
  access: 'signedIn',
  personalToken: 'read',
  summary: "The caller's invoices, searchable by number",
  query: listQueryOf(['invoiceDate', 'invoiceNumber'], {
    pageSize: 25,
    orderBy: 'invoiceDate',
    direction: 'desc',
  }).extend({
    keyword: text().trim().max(50).optional(),
  }),
  data: z.array(invoiceSchema),
  isList: true,
});

export const sendInvoice = endpoint({
  method: 'GET',
  path: '/invoice/:orderId/send',
  access: 'signedIn',
  summary: "E-mails one of the caller's invoices as PDF to the billing address",
  params: z.object({ orderId: databaseIdParam() }),
  data: z.null(),
});

export const invoicePdf = endpoint({
  method: 'GET',
  path: '/invoice/:id',
  access: 'signedIn',
  personalToken: 'read',
  summary: "One of the caller's invoices as PDF, named by its invoice number",
  params: z.object({ id: databaseIdParam() }),
  data: z.null(),
  isFile: true,
});

export const paypalWebhook = endpoint({
  method: 'POST',
  path: '/paypal/webhook',
  access: 'public',
  summary: "PayPal's event notifications; trusted only after PayPal confirms the signature",
  body: z.looseObject({
    id: text(),
    event_type: text(),
    resource: z.looseObject({}),
  }),
  data: z.null(),
});
