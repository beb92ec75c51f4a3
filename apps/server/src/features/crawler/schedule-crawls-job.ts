import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { scheduleCrawls } from './crawl-schedule.ts';

/** Claims this interval's crawl slots and queues their searches (every 2 minutes, from the crontab). */
export const scheduleCrawlsJob = defineJob({
  name: 'scheduleCrawls',
  payload: z.object({}).loose(),
  async handler(_payload, deps) {
    await scheduleCrawls(deps.db, deps.jobs, deps.clock());
  },
});
