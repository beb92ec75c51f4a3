import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { parentPlanNameSchema } from './plans.ts';
import { roleGroups } from './roles.ts';

/** Products with a KPI dashboard at /app/admin/{product}-kpi, each answered by GET /{product}kpi/kpi-summary. */
export const kpiProducts = ['baylytics'] as const;
export type KpiProduct = (typeof kpiProducts)[number];

/** Months of revenue the monthly charts look back and ahead; days the daily charts cover. */
export const kpiMonths = 24;
export const kpiAdvanceMonths = 12;
export const kpiAdvanceDays = 30;
export const kpiRegistrationDays = 60;

const series = z.object({
  categories: z.array(z.string()).describe("'YYYY-MM' months or 'YYYY-MM-DD' days (UTC)"),
});

const point = z.object({
  x: z.number().describe('Start of the UTC day, ms since 1970'),
  y: z.number().int(),
});

export const kpiSummarySchema = z.object({
  averageBasketNewPlan: z
    .number()
    .describe('Average first payment of the agreements started in the last 30 days, EUR'),
  totalOldSubscriptionPlan: z.number().int().describe("Agreements in force on the parent plan 'Old'"),
  totalOldTransformer: z.number().int().describe("Agreements in force on the parent plan 'Transformer'"),
  totalAgreements: z.number().int().describe('Agreements in force'),
  totalUsers: z.number().int(),
  payingUsers: z.number().int().describe('Users with an agreement in force that is not a trial'),
  trialUsers: z.number().int().describe('Users with a trial running'),
  revenueThisMonth: z.number().describe('Payments received this calendar month (UTC), EUR gross'),
  revenueInAdvanceNext30Days: z.number().describe('Renewals due in the next 30 days, EUR gross'),
  signInsLast30Days: z.number().int(),
  totalsPerPlan: z
    .array(z.object({ parentPlan: parentPlanNameSchema, total: z.number().int() }))
    .describe('Agreements in force per parent plan'),
  monthlyRevenue: series.extend({ byMonths: z.array(z.number()).describe('EUR gross received per month') }),
  monthlyRevenueInAdvanced: series.extend({
    byMonths: z.array(z.number()).describe('EUR gross of renewals due'),
  }),
  dailyRevenueInAdvanced: series.extend({ byDates: z.array(z.number()) }),
  dailyNewRegisteredUsers: series.extend({ byDates: z.array(z.number().int()) }),
  newAndCancellationAgreements: z.array(
    z.object({ parentPlan: parentPlanNameSchema, new: z.array(point), cancellation: z.array(point) }),
  ),
});
export type KpiSummary = z.infer<typeof kpiSummarySchema>;

export const kpiSummary = endpoint({
  method: 'GET',
  path: '/baylyticskpi/kpi-summary',
  access: roleGroups.administrator,
  summary: 'The KPI dashboard: agreements, revenue received and due, registrations, from the billing tables',
  data: kpiSummarySchema,
  // About 150 KB (thousands of chart points with two years of agreements): a run-time check cost more than the
  // summary's reads.
  isLargeAnswer: true,
});
