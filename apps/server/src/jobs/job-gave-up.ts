import type { Job } from '../kernel/define-job.ts';
import type { EngineDeps } from '../kernel/engine-deps.ts';
import { reasonOf } from '../kernel/reason-of.ts';

/**
 * A job's last attempt failed: the log says so with the reason (what the operator sees of a system job), and the
 * job marks what it works for as failed. A failure of that marking is logged too, and does not hide the job's own.
 */
export async function onJobGaveUp(
  job: Job,
  payload: unknown,
  deps: EngineDeps,
  attempts: number,
  error: unknown,
): Promise<void> {
  deps.log(`job ${job.name} gave up after ${attempts} attempts: ${reasonOf(error)}`);
  if (!job.onGaveUp) return;
  try {
    await job.onGaveUp(payload, deps, error);
  } catch (marking) {
    deps.log(`job ${job.name}: its failed state could not be stored: ${reasonOf(marking)}`);
  }
}
