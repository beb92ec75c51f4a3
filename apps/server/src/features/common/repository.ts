import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { countries, guidingVideos } from '../../db/schema/common.ts';

export function createCommonRepository(db: Database) {
  return {
    async guidingVideos(module?: string) {
      const query = db
        .select({ module: guidingVideos.module, name: guidingVideos.name })
        .from(guidingVideos)
        .orderBy(asc(guidingVideos.module), asc(guidingVideos.sortOrder), asc(guidingVideos.id));
      return module ? query.where(eq(guidingVideos.module, module)) : query;
    },

    async countries() {
      return db.select({ id: countries.id, iso: countries.iso }).from(countries);
    },
  };
}

export type CommonRepository = ReturnType<typeof createCommonRepository>;
