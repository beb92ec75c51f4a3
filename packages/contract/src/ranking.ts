import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';
import { type Role, roleGroups } from './roles.ts';

/** Listings one seller account may bring in (spec 001 §2.1, §9). */
export const importListingLimit = 25_000;

/** Seller accounts a user may import: one, Platinum and Administrator up to 3 (spec 001 §6, §9). */
export const importAccountLimits = { default: 1, platinum: 3 } as const;

/** Roles that may hold more than one imported account and switch between them (spec 001 §6). */
export const multiAccountRoles = ['Administrator', 'EbayRankingPlatinum'] as const satisfies readonly Role[];

/** Who may import: the account check's roles (spec 001 §6). */
export const importRoles = roleGroups.goldAndUp;

export function importAccountLimitFor(held: readonly Role[]): number {
  return multiAccountRoles.some((role) => held.includes(role))
    ? importAccountLimits.platinum
    : importAccountLimits.default;
}

/**
 * Tracked-keyword limits per plan (spec 001 §9 says they come from the server; these are ours).
 * `keywords` counts every tracked (item, site, keyword) row, `premium` those refreshed every 20 minutes.
 * Administrators get Platinum's limits; Old-plan roles get Gold's; a trial alone gets Bronze's.
 */
export const keywordPlanLimits = {
  Bronze: { keywords: 50, premium: 5 },
  Silver: { keywords: 150, premium: 15 },
  Gold: { keywords: 400, premium: 40 },
  Platinum: { keywords: 1000, premium: 100 },
} as const;

export type KeywordPlan = keyof typeof keywordPlanLimits;
export type KeywordLimit = (typeof keywordPlanLimits)[KeywordPlan];

/** Highest plan first: a user holding several plan roles gets the best limit. */
const keywordPlanByRole: readonly (readonly [Role, KeywordPlan])[] = [
  ['Administrator', 'Platinum'],
  ['EbayRankingPlatinum', 'Platinum'],
  ['EbayRankingGold', 'Gold'],
  ['EbayRanking', 'Gold'],
  ['EbayRankingOld', 'Gold'],
  ['EbayRankingSilver', 'Silver'],
  ['EbayRankingBronze', 'Bronze'],
  ['BGTest', 'Bronze'],
];

/** The keyword limits of a user's roles; zero for users without a ranking plan. */
export function keywordLimitFor(held: readonly Role[]): { keywords: number; premium: number } {
  const match = keywordPlanByRole.find(([role]) => held.includes(role));
  return match ? keywordPlanLimits[match[1]] : { keywords: 0, premium: 0 };
}

/** How often a tracked keyword is searched (spec 001 §9: premium 20 minutes instead of 60). */
export const crawlIntervalMinutes = { premium: 20, regular: 60 } as const;

/** Positions read per search (spec 001 §9: a position search covers 200 results). */
export const positionSearchDepth = 200;

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** Why an import failed: a translation key (catalogue group `errors`). */
export const importErrorCodes = [
  'ebayAccountNotConnected',
  'importListingLimit',
  'serviceUnavailable',
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

const sellerNameSchema = text().trim().min(1).max(64).describe('eBay user name of the seller account');

export const importForAccount = endpoint({
  method: 'POST',
  path: '/ranking/import-for-account',
  access: importRoles,
  summary:
    "Import (or re-import) one of the caller's connected seller accounts: its listings, at most 25,000; runs as a job",
  body: z.object({ sellerName: sellerNameSchema }),
  data: z.object({ importId: z.number().int().positive() }),
});

export const importProgressSchema = z.object({
  importId: z.number().int().positive(),
  sellerName: text(),
  status: z.enum(importStatuses),
  imported: z.number().int().min(0).describe('Listings stored so far'),
  total: z.number().int().min(0).nullable().describe('Listings the account has, known after the first page'),
  startedAt: text().nullable().describe('ISO 8601'),
  finishedAt: text().nullable().describe('ISO 8601'),
  error: z.enum(importErrorCodes).nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importProgress = endpoint({
  method: 'GET',
  path: '/ranking/import-progress',
  access: 'signedIn',
  summary: "The latest import of each of the caller's seller accounts",
  data: z.array(importProgressSchema),
});

export const availableAccounts = endpoint({
  method: 'GET',
  path: '/ranking/available-accounts',
  access: 'signedIn',
  summary: "Seller names of the caller's connected, valid eBay tokens that the caller has not imported yet",
  data: z.array(text()),
});

export const userEbayAccount = endpoint({
  method: 'GET',
  path: '/ranking/user-ebay-account',
  access: 'signedIn',
  summary: "Seller names the caller has imported, in import order (the account check's account list)",
  data: z.array(text()),
});
