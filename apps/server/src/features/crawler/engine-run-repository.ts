import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { engineRuns } from '../../db/schema/crawler.ts';

/** SQL of the long engine runs' progress rows (`engine_runs`). */
export function createEngineRunRepository(db: Executor) {
  return {
    /** Starts a run once: false when a run of that name exists already. */
    async claim(run: { name: string; total: number; detail: string; startedAt: Date }): Promise<boolean> {
      const claimed = await db
        .insert(engineRuns)
        .values({ ...run, status: 'running' })
        .onConflictDoNothing()
        .returning({ name: engineRuns.name });
      return claimed.length > 0;
    },

    /** Adds a running row for the run unless one of that name exists already (whatever its state). */
    async startOnce(run: { name: string; total: number; startedAt: Date }): Promise<void> {
      await db
        .insert(engineRuns)
        .values({ ...run, status: 'running' })
        .onConflictDoNothing();
    },

    async status(name: string): Promise<string | null> {
      const [run] = await db
        .select({ status: engineRuns.status })
        .from(engineRuns)
        .where(eq(engineRuns.name, name));
      return run?.status ?? null;
    },

    /** Whether the run is under way: running, and started or counted a step since `since`. */
    async isUnderWay(name: string, since: Date): Promise<boolean> {
      const [run] = await db
        .select({ name: engineRuns.name })
        .from(engineRuns)
        .where(
          and(eq(engineRuns.name, name), eq(engineRuns.status, 'running'), gte(engineRuns.updatedAt, since)),
        );
      return run !== undefined;
    },

    async finish(name: string, done: number, now: Date): Promise<void> {
      await db
        .update(engineRuns)
        .set({ status: 'done', done, finishedAt: now })
        .where(eq(engineRuns.name, name));
    },

    /** Ends a run as failed, its reason kept in `detail` for whoever reads the run's state. */
    async fail(name: string, reason: string, now: Date): Promise<void> {
      await db
        .update(engineRuns)
        .set({ status: 'failed', detail: reason, finishedAt: now, updatedAt: now })
        .where(eq(engineRuns.name, name));
    },

    /** A failed run started again: running, its old reason gone. */
    async resumeFailed(name: string, now: Date): Promise<void> {
      await db
        .update(engineRuns)
        .set({ status: 'running', detail: '', finishedAt: null, updatedAt: now })
        .where(and(eq(engineRuns.name, name), eq(engineRuns.status, 'failed')));
    },

    /** Counts one more step done, finishing the run at its total; answers the progress after it. */
    async countStep(name: string, now: Date): Promise<{ done: number; total: number } | undefined> {
      const [run] = await db
        .update(engineRuns)
        .set({
          done: sql`least(${engineRuns.done} + 1, ${engineRuns.total})`,
          updatedAt: now,
          status: sql`case when ${engineRuns.done} + 1 >= ${engineRuns.total} then 'done' else 'running' end`,
          finishedAt: sql`case when ${engineRuns.done} + 1 >= ${engineRuns.total} then now() end`,
        })
        .where(eq(engineRuns.name, name))
        .returning({ done: engineRuns.done, total: engineRuns.total });
      return run;
    },
  };
}

export type EngineRunRepository = ReturnType<typeof createEngineRunRepository>;
