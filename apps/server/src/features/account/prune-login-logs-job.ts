import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { loginLogs } from '../../db/schema/users-and-auth.ts';
import { defineJob } from '../../kernel/define-job.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Deletes sign-in log entries older than the configured retention (`LOGIN_LOG_RETENTION_DAYS`). */
export const pruneLoginLogsJob = defineJob({
  name: 'pruneLoginLogs',
  payload: z.object({}).loose(),
  async handler(_payload, deps) {
    const before = new Date(deps.clock().getTime() - deps.loginLogRetentionDays * dayMs);
    const removed = await deps.db.delete(loginLogs).where(lt(loginLogs.createdTime, before)).returning({
      id: loginLogs.id,
    });
    if (removed.length > 0)
      deps.log(`sign-in log: deleted ${removed.length} entries before ${before.toISOString()}`);
  },
});
