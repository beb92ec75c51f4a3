import type { EngineDeps } from '../../src/kernel/engine-deps.ts';
import type { useEngine } from './engine-harness.ts';
import type { TestApp } from './test-app.ts';

export interface FaultContext {
  t: TestApp;
  engine: ReturnType<typeof useEngine>;
  /** Which of the fault kinds this run is (its index): each run of a file takes sellers and keywords of its own. */
  run: number;
}

/** A job made ready to run: what it is given, what it must leave alone while it fails, what it leaves once done. */
export interface ArrangedRun {
  /** The job's payload; absent when the arrangement queued the job itself, as the product does. */
  payload?: Record<string, unknown>;
  /** The worker's dependencies when the job needs more than the test app's (the demo market's seeding). */
  deps?: EngineDeps;
  /** The saved data the job writes to: a failed run must leave it reading the same. */
  saved(): Promise<unknown>;
  /** Checks what the run left once it completed after the fault cleared. */
  completed(): Promise<void>;
  /**
   * Checks the failed state the user sees once the job gave up after its last attempt (the thing it works for
   * marked failed with its reason); absent for a system job, whose failure the worker's log line shows.
   */
  gaveUp?(): Promise<void>;
  /** The saved data a job that gave up must leave as it was, when its failed state is written beside it. */
  kept?(): Promise<unknown>;
}

/** The outside services whose stand-ins the fault test can make fail. */
export type OutsideDependency = 'eBay' | 'Afterbuy';

/** How a job that reaches outside is made to fail, and the data it runs on. */
export interface JobFaultCase {
  /** The outside service whose every call fails while the fault lasts. */
  dependency: OutsideDependency;
  /**
   * Its work is done once per database (the demo market's first start, a campaign's first report): of the runs
   * that complete once the fault clears, the first fault only. A run that gives up leaves the work undone, so the
   * lasting faults take every kind.
   */
  isOncePerDatabase?: boolean;
  arrange(context: FaultContext): Promise<ArrangedRun>;
}
