import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { affiliateCodes } from '../db/schema/affiliate.ts';
import { agreements, plans, promoCodes, userAddresses } from '../db/schema/billing.ts';
import { changelog, countries, guidingVideos } from '../db/schema/common.ts';
import { learningClasses, learningVideos } from '../db/schema/learning.ts';
import { userRoles, users } from '../db/schema/users-and-auth.ts';
import { transactional } from '../db/transactional.ts';
import type { LearningClassSeed } from './learning-classes.ts';

/** SQL of the seeds: reference data every installation needs and the demo's users and content. */
export function createSeedRepository(db: Executor) {
  return transactional(db, seedStatements);
}

function seedStatements(db: Executor) {
  return {
    /** One plan seeder at a time until the transaction ends: two processes starting together must not both see an empty table. */
    async lockPlanSeed(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('seed-plans'))`);
    },

    /** One demo seeder at a time until the transaction ends, for the same reason. */
    async lockDemoSeed(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo'))`);
    },

    async addCountries(isoCodes: string[]): Promise<void> {
      await db
        .insert(countries)
        .values(isoCodes.map((iso) => ({ iso })))
        .onConflictDoNothing();
    },

    async planCount(): Promise<number> {
      const [existing] = await db.select({ n: count() }).from(plans);
      return existing?.n ?? 0;
    },

    async addPlan(plan: typeof plans.$inferInsert): Promise<void> {
      await db.insert(plans).values(plan);
    },

    async addPromoCode(code: string, planTag: string): Promise<void> {
      await db.insert(promoCodes).values({ code, planTag }).onConflictDoNothing();
    },

    async userCount(): Promise<number> {
      const [existing] = await db.select({ n: count() }).from(users);
      return existing?.n ?? 0;
    },

    async addUser(user: typeof users.$inferInsert): Promise<number> {
      const [row] = await db.insert(users).values(user).returning({ id: users.id });
      if (!row) throw new Error('demo user insert returned nothing');
      return row.id;
    },

    async addRole(userId: number, role: string): Promise<void> {
      await db.insert(userRoles).values({ userId, role });
    },

    /** The id of a user by the exact address the demo account was stored with. */
    async userIdByStoredEmail(email: string): Promise<number | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id ?? null;
    },

    /** The standard (taxed, untagged) 12-month plan of a package. */
    async yearlyPlan(parentName: string): Promise<{ id: number; trialDays: number } | null> {
      const [plan] = await db
        .select({ id: plans.id, trialDays: plans.trialDays })
        .from(plans)
        .where(
          and(
            eq(plans.parentName, parentName),
            eq(plans.numberOfMonth, 12),
            eq(plans.isTaxFree, false),
            isNull(plans.planTag),
          ),
        );
      return plan ?? null;
    },

    /** A billing address in Germany (the country of the demo's invoices). */
    async addGermanAddress(
      address: Omit<typeof userAddresses.$inferInsert, 'countryId' | 'updatedAt'>,
    ): Promise<void> {
      const [germany] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso, 'DE'));
      if (!germany) throw new Error('the countries are not seeded');
      await db.insert(userAddresses).values({ ...address, countryId: germany.id });
    },

    async addAgreement(agreement: typeof agreements.$inferInsert): Promise<void> {
      await db.insert(agreements).values(agreement);
    },

    /** A class and its videos, unless the class exists already (the content team may have changed it). */
    async addLearningClass(seed: LearningClassSeed, sortOrder: number): Promise<void> {
      const { videos, ...learningClass } = seed;
      const added = await db
        .insert(learningClasses)
        .values({ ...learningClass, sortOrder })
        .onConflictDoNothing()
        .returning({ classId: learningClasses.classId });
      if (added.length === 0) return;
      await db
        .insert(learningVideos)
        .values(videos.map((video, i) => ({ ...video, classId: seed.classId, position: i + 1 })));
    },

    /** Sets the sources of a class's videos that have none yet. */
    async setMissingLearningSources(
      classId: string,
      sourceOf: (position: number, language: 'de' | 'en') => string,
    ): Promise<void> {
      const videos = await db
        .select({ id: learningVideos.id, position: learningVideos.position })
        .from(learningVideos)
        .where(and(eq(learningVideos.classId, classId), isNull(learningVideos.sourceUrlDe)));
      for (const video of videos)
        await db
          .update(learningVideos)
          .set({ sourceUrlDe: sourceOf(video.position, 'de'), sourceUrlEn: sourceOf(video.position, 'en') })
          .where(eq(learningVideos.id, video.id));
    },

    async addAffiliateCode(userId: number, code: string): Promise<void> {
      await db.insert(affiliateCodes).values({ userId, code });
    },

    async addGuidingVideos(videos: (typeof guidingVideos.$inferInsert)[]): Promise<void> {
      await db.insert(guidingVideos).values(videos);
    },

    async addChanges(changes: (typeof changelog.$inferInsert)[]): Promise<void> {
      await db.insert(changelog).values(changes);
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
