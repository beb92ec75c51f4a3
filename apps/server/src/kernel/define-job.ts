import type { z } from 'zod';
import type { EngineDeps } from './engine-deps.ts';

/** Where a run stands among the attempts graphile-worker makes (a handler may act on the last one). */
export interface JobAttempt {
  attempts: number;
  maxAttempts: number;
}

/**
 * One kind of background work: its name in the queue, the payload it accepts (the worker checks every
 * payload against it, since the queue is a table anyone with access can write) and what it does.
 */
export interface Job<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
  // A method, so a job of any payload fits a list of jobs (method parameters are compared bivariantly).
  handler(payload: z.output<S>, deps: EngineDeps, attempt: JobAttempt): Promise<void>;
  /**
   * Called once the last attempt failed (graphile-worker's max_attempts): nobody retries, so the thing the job
   * works for is marked failed with its reason where its screen shows it. The worker logs every such end itself.
   */
  onGaveUp?(payload: z.output<S>, deps: EngineDeps, reason: unknown): Promise<void>;
}

/** Declares a job; its payload type is inferred from the schema. */
export function defineJob<S extends z.ZodType>(job: Job<S>): Job<S> {
  return job;
}
