import type { FeatureModule } from '../../kernel/feature-module.ts';
import { backfillDayJob, backfillHistoryJob } from './backfill.ts';
import { crawlKeywordJob } from './crawl-keyword-job.ts';
import { deriveDayJob } from './derive-day-job.ts';
import { discoverKeywordsJob } from './discover-keywords-job.ts';
import { maintainPartitionsJob } from './maintain-partitions-job.ts';
import { scheduleCrawlsJob } from './schedule-crawls-job.ts';

/** The data engine behind ranking and keywords: searches, the keyword database, derived days. No routes. */
export const crawlerModule: FeatureModule = {
  name: 'crawler',
  jobs: [
    scheduleCrawlsJob,
    crawlKeywordJob,
    deriveDayJob,
    maintainPartitionsJob,
    discoverKeywordsJob,
    backfillHistoryJob,
    backfillDayJob,
  ],
};
