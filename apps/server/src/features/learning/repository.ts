import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { learningClasses, learningVideos } from '../../db/schema/learning.ts';

export function createLearningRepository(db: Database) {
  return {
    async classes() {
      return db
        .select({
          classId: learningClasses.classId,
          titleDe: learningClasses.titleDe,
          titleEn: learningClasses.titleEn,
          videoCount: count(learningVideos.id),
        })
        .from(learningClasses)
        .leftJoin(learningVideos, eq(learningVideos.classId, learningClasses.classId))
        .groupBy(learningClasses.classId)
        .orderBy(asc(learningClasses.sortOrder), asc(learningClasses.classId));
    },

    async classById(classId: string) {
      const [found] = await db.select().from(learningClasses).where(eq(learningClasses.classId, classId));
      if (!found) return null;
      const videos = await db
        .select()
        .from(learningVideos)
        .where(eq(learningVideos.classId, classId))
        .orderBy(asc(learningVideos.position));
      return { ...found, videos };
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
