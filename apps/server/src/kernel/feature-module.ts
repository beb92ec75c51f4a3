import type { FastifyInstance } from 'fastify';
import type { Job } from './define-job.ts';
import type { FeatureDeps } from './feature-deps.ts';

/**
 * One area of the product as the composition root sees it: its routes, registered on the `/api` scope with
 * the shared dependencies, and the background jobs its worker runs.
 */
export interface FeatureModule {
  readonly name: string;
  readonly routes?: (scope: FastifyInstance, deps: FeatureDeps) => void | Promise<void>;
  readonly jobs?: readonly Job[];
}
