import { setTimeout as sleep } from 'node:timers/promises';
import { queryDatabase } from './demo-market.ts';

/** Longer than a first start takes on a busy machine (about two minutes at load average 15). */
const firstStartLimitMs = 6 * 60_000;

/**
 * Runs once before the first test, after the server answers: waits until the server's first start is over (the
 * demo market seeded, and every job it queued run), so the tests share the two cores with each other and not with
 * the seeding. The tests still wait for what they need themselves; this only keeps the start's load out of them.
 */
export default async function waitForFirstStart(): Promise<void> {
  const startedAt = Date.now();
  for (;;) {
    const state = await firstStartState();
    if (state?.failure) throw new Error(`the server's first start failed: ${state.failure}`);
    if (state?.seeded && state.due === 0) break;
    if (Date.now() - startedAt > firstStartLimitMs) {
      throw new Error(
        `the server's first start is not over after ${firstStartLimitMs / 1000} s (${state?.due ?? '?'} jobs due)`,
      );
    }
    await sleep(2_000);
  }
  console.log(`first start over after ${((Date.now() - startedAt) / 1000).toFixed(0)} s of waiting`);
}

/**
 * Null while the server is still creating its tables (the job queue's schema is made by the worker's start);
 * `failure` is the reason the demo market's seeding gave up after its last attempt, null unless it did.
 */
async function firstStartState(): Promise<{ seeded: boolean; failure: string | null; due: number } | null> {
  try {
    const [state] = await queryDatabase<{ seeded: boolean; failure: string | null; due: number }>(
      `select exists (select 1 from engine_runs where name = 'demo-market' and status = 'done') as seeded,
              (select detail from engine_runs where name = 'demo-market' and status = 'failed') as failure,
              (select count(*)::int from graphile_worker.jobs where run_at <= now()) as due`,
    );
    return state ?? null;
  } catch (error) {
    // 42P01 undefined table, 3F000 undefined schema: asked before the migrations or the queue's schema exist.
    const code = (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return null;
    throw error;
  }
}
