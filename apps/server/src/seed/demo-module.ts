import { z } from 'zod';
import { defineJob } from '../kernel/define-job.ts';
import type { FeatureModule } from '../kernel/feature-module.ts';
import { reasonOf } from '../kernel/reason-of.ts';
import { markDemoMarketFailed } from './demo-market.ts';

/** The demo market's first start, queued by the server on the embedded default (see demo-market.ts). */
export const seedDemoMarketJob = defineJob({
  name: 'seedDemoMarket',
  payload: z.object({}).loose(),
  async handler(_payload, deps) {
    await deps.seedDemoMarket?.();
  },
  async onGaveUp(_payload, deps, reason) {
    await markDemoMarketFailed(deps, reasonOf(reason));
  },
});

/** The demo: no routes of its own, the job that seeds the demo market. */
export const demoModule: FeatureModule = { name: 'demo', jobs: [seedDemoMarketJob] };
