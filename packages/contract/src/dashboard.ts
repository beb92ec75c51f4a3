import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Places 61–120: the second result page of eBay's 60 per page, where a little work brings a keyword to page one. */
export const nearPageOne = { from: 61, to: 120 } as const;
/** How many movers each way and how many near-page-one keywords the dashboard shows. */
export const dashboardListSize = 5;

const moverSchema = z.object({
  itemNumber: z.number().int(),
  title: z.string(),
  yesterdayBayScore: z.number(),
  todayBayScore: z.number(),
});

export const dashboardOverviewSchema = z.object({
  checklist: z
    .object({
      isEbayConnected: z.boolean().describe('An eBay seller account is connected'),
      isImported: z.boolean().describe("A seller account's listings were imported"),
      isTracking: z.boolean().describe('At least one keyword is tracked in My Ranking'),
      hasPackage: z.boolean().describe('A package was booked (an agreement exists)'),
    })
    .describe('Getting started: each step ticks itself off from what the account holds'),
  bayScore: z
    .object({
      sellerName: z.string(),
      today: z.number().nullable(),
      yesterday: z.number().nullable(),
    })
    .nullable()
    .describe("The first imported account's median BayScore of single listings, today and yesterday"),
  moversUp: z
    .array(moverSchema)
    .describe('Listings whose BayScore improved most since yesterday (lower is better)'),
  moversDown: z.array(moverSchema).describe('Listings whose BayScore worsened most since yesterday'),
  nearPageOne: z
    .array(z.object({ itemNumber: z.number().int(), keyword: z.string(), position: z.number().int() }))
    .describe("Tracked keywords whose organic place yesterday was on eBay's second page (61–120)"),
  marketHistory: z
    .object({
      daysDone: z.number().int(),
      daysTotal: z
        .number()
        .int()
        .nullable()
        .describe('Null while the run prepares and has not counted its days yet'),
    })
    .nullable()
    .describe("The market's history being gathered now (after the first start); null once it is complete"),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

export const dashboardOverview = endpoint({
  method: 'GET',
  path: '/dashboard/overview',
  access: 'signedIn',
  summary:
    "The start page's figures: the getting-started checklist, today's BayScore, movers, keywords near page one",
  data: dashboardOverviewSchema,
});
