import { asc, count, desc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { changelog } from '../../db/schema/common.ts';

export function createDashboardRepository(db: Database) {
  return {
    async changelogPage(page: { pageIndex: number; pageSize: number; direction: 'asc' | 'desc' }) {
      const order = page.direction === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(changelog)
        .orderBy(order(changelog.createdDate), order(changelog.id))
        .limit(page.pageSize)
        .offset((page.pageIndex - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(changelog);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
