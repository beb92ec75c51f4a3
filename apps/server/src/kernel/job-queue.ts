import type { TaskSpec } from 'graphile-worker';
import type { z } from 'zod';

/**
 * Where code queues background work. A job is named by its declaration, so the payload is typed by the
 * same schema the worker checks it with: there is no second list of job names and payloads to disagree.
 */
export interface JobQueue {
  // The job's name and schema are all a queue needs of a declaration (see define-job.ts).
  add<S extends z.ZodType>(
    job: { readonly name: string; readonly payload: S },
    payload: z.input<S>,
    spec?: TaskSpec,
  ): Promise<void>;
  close(): Promise<void>;
}
