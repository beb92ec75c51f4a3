import { type parentPlans, planCycles } from '@baylytics/contract/plans';
import type { Database } from '../db/database.ts';
import { allCountryCodes } from '../features/common/routes.ts';
import { learningClassSeeds } from './learning-classes.ts';
import { createSeedRepository } from './seed-repository.ts';

/** Monthly net prices in EUR; longer cycles are cheaper per month. */
const monthlyPrice: Record<keyof typeof parentPlans, number> = {
  Bronze: 19.9,
  Silver: 39.9,
  Gold: 69.9,
  Platinum: 119.9,
  Video: 9.9,
  Transformer: 29.9,
  Old: 10,
  Affiliate: 0,
};
const rankingTiers: string[] = ['Bronze', 'Silver', 'Gold', 'Platinum'];
const cycleDiscount: Record<(typeof planCycles)[number], number> = { 1: 0, 3: 0.05, 6: 0.1, 12: 0.2 };

/**
 * Data every installation needs, demo or not: countries, the plan catalogue and the learning classes (without
 * video sources). Safe to run at every start.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const seeds = createSeedRepository(db);
  await seeds.addCountries(allCountryCodes());
  for (const [i, learningClass] of learningClassSeeds.entries())
    await seeds.addLearningClass(learningClass, i);

  await seeds.transaction(async (locked) => {
    // One seeder at a time: two processes starting together must not both see an empty table.
    await locked.lockPlanSeed();
    if ((await locked.planCount()) > 0) return;
    let sortOrder = 0;
    for (const [parentName, price] of Object.entries(monthlyPrice) as [keyof typeof parentPlans, number][]) {
      const cycles: readonly (typeof planCycles)[number][] = parentName === 'Affiliate' ? [12] : planCycles;
      const isRankingTier = rankingTiers.includes(parentName);
      // Ranking tiers start with a 14-day trial for 1 EUR; promo code variants tagged 'ohne' skip it.
      const tags = isRankingTier ? [null, 'ohne'] : [null];
      for (const planTag of tags)
        for (const isTaxFree of [false, true])
          for (const months of cycles) {
            sortOrder += 1;
            await locked.addPlan({
              name: `${parentName} ${months}`,
              parentName,
              numberOfMonth: months,
              priceMonth: (price * (1 - cycleDiscount[months])).toFixed(2),
              taxRate: isTaxFree ? '0.00' : '19.00',
              isTaxFree,
              trialDays: isRankingTier && planTag === null ? 14 : 0,
              initialPrice: isRankingTier && planTag === null ? '1.00' : '0.00',
              planTag,
              isBookable: parentName !== 'Old',
              sortOrder,
            });
          }
    }
    await locked.addPromoCode('OHNE-TEST', 'ohne');
  });
}
