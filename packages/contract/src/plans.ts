import { z } from 'zod';
import type { Role } from './roles.ts';

/** Parent plans (tiers and packages) and the roles an active agreement on them grants. */
export const parentPlans = {
  Bronze: ['EbayRankingBronze'],
  Silver: ['EbayRankingSilver'],
  Gold: ['EbayRankingGold'],
  Platinum: ['EbayRankingPlatinum', 'Livegraph'],
  Video: ['Video'],
  Transformer: ['Transformer', 'TransformerCSV'],
  Old: ['EbayRanking', 'EbayRankingOld'],
  Affiliate: ['Affiliate'],
} as const satisfies Record<string, readonly Role[]>;

export type ParentPlanName = keyof typeof parentPlans;
export const parentPlanNames = Object.keys(parentPlans) as ParentPlanName[];
export const parentPlanNameSchema = z.enum(parentPlanNames as [ParentPlanName, ...ParentPlanName[]]);

/** Billing cycles in months (spec 000 §1). */
export const planCycles = [1, 3, 6, 12] as const;

/** The role a user holds while an agreement is in its trial period. */
export const trialRole: Role = 'BGTest';
