import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { dayOf } from './days.ts';
import { maintainPartitions } from './partitions.ts';

/** Keeps the position history's day partitions: tomorrow's made, those past the kept window dropped. */
export const maintainPartitionsJob = defineJob({
  name: 'maintainPartitions',
  payload: z.object({}).loose(),
  async handler(_payload, deps) {
    const { dropped } = await maintainPartitions(deps.db, dayOf(deps.clock()));
    if (dropped.length > 0) deps.log(`position history: dropped ${dropped.join(', ')}`);
  },
});
