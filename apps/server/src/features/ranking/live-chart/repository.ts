import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { liveChartPoints, liveChartSetups } from '../../../db/schema/analytics.ts';

export interface LiveChartSetup {
  itemNumber: number;
  keywords: string;
  siteId: number;
}

export interface StoredPoint {
  at: Date;
  position: number;
  isAdv: boolean;
  isSuperPrice: boolean;
}

const pointColumns = {
  at: liveChartPoints.at,
  position: liveChartPoints.position,
  isAdv: liveChartPoints.isAdv,
  isSuperPrice: liveChartPoints.isSuperPrice,
};

/** The caller's live chart: one setup per user and the points of that setup. Every query by user id. */
export function createLiveChartRepository(db: Database) {
  return {
    async setup(userId: number): Promise<LiveChartSetup | null> {
      const [row] = await db
        .select({
          itemNumber: liveChartSetups.itemNumber,
          keywords: liveChartSetups.keywords,
          siteId: liveChartSetups.siteId,
        })
        .from(liveChartSetups)
        .where(eq(liveChartSetups.userId, userId));
      return row ?? null;
    },

    /** A new setup starts a new series: the previous points go in the same transaction. */
    async saveSetup(userId: number, setup: LiveChartSetup, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(liveChartSetups)
          .values({ userId, ...setup, updatedAt: at })
          .onConflictDoUpdate({ target: liveChartSetups.userId, set: { ...setup, updatedAt: at } });
        await tx.delete(liveChartPoints).where(eq(liveChartPoints.userId, userId));
      });
    },

    points(userId: number): Promise<StoredPoint[]> {
      return db
        .select(pointColumns)
        .from(liveChartPoints)
        .where(eq(liveChartPoints.userId, userId))
        .orderBy(liveChartPoints.at);
    },

    async newestPoint(userId: number): Promise<StoredPoint | null> {
      const [row] = await db
        .select(pointColumns)
        .from(liveChartPoints)
        .where(eq(liveChartPoints.userId, userId))
        .orderBy(desc(liveChartPoints.at))
        .limit(1);
      return row ?? null;
    },

    async addPoint(userId: number, point: StoredPoint): Promise<void> {
      await db
        .insert(liveChartPoints)
        .values({ userId, ...point })
        .onConflictDoNothing();
    },
  };
}

export type LiveChartRepository = ReturnType<typeof createLiveChartRepository>;
