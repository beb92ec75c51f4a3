import type { JobHelpers } from 'graphile-worker';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../kernel/define-job.ts';
import type { EngineDeps } from '../kernel/engine-deps.ts';
import { allJobs, buildTaskList } from './task-list.ts';

const deps = {} as EngineDeps;
const helpers = (attempts: number) => ({ job: { attempts, max_attempts: 3 } }) as unknown as JobHelpers;

describe('the task list', () => {
  it('runs a job with its checked payload and where it stands among the attempts', async () => {
    const handler = vi.fn(async () => {});
    const tasks = buildTaskList(deps, [
      defineJob({ name: 'probe', payload: z.object({ n: z.number() }), handler }),
    ]);
    await tasks.probe?.({ n: 1 }, helpers(2));
    expect(handler).toHaveBeenCalledWith({ n: 1 }, deps, { attempts: 2, maxAttempts: 3 });
  });

  it('refuses a payload its schema does not accept, without running the job', async () => {
    const handler = vi.fn(async () => {});
    const tasks = buildTaskList(deps, [
      defineJob({ name: 'probe', payload: z.object({ n: z.number() }), handler }),
    ]);
    await expect(tasks.probe?.({ n: 'one' }, helpers(1))).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('on the last failed attempt logs the reason and lets the job mark its failed state; not before', async () => {
    const lines: string[] = [];
    const logging = { log: (line: string) => lines.push(line) } as unknown as EngineDeps;
    const onGaveUp = vi.fn(async () => {});
    const tasks = buildTaskList(logging, [
      defineJob({
        name: 'probe',
        payload: z.object({ n: z.number() }),
        handler: async () => {
          throw new Error('eBay answered 503');
        },
        onGaveUp,
      }),
    ]);
    await expect(tasks.probe?.({ n: 1 }, helpers(2))).rejects.toThrow('eBay answered 503');
    expect(onGaveUp).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await expect(tasks.probe?.({ n: 1 }, helpers(3))).rejects.toThrow('eBay answered 503');
    expect(onGaveUp).toHaveBeenCalledWith({ n: 1 }, logging, expect.any(Error));
    expect(lines).toEqual(['job probe gave up after 3 attempts: Error: eBay answered 503']);
  });

  it('keeps the job failed when marking its failed state fails too, and logs both', async () => {
    const lines: string[] = [];
    const logging = { log: (line: string) => lines.push(line) } as unknown as EngineDeps;
    const tasks = buildTaskList(logging, [
      defineJob({
        name: 'probe',
        payload: z.object({}),
        handler: async () => {
          throw new Error('no answer');
        },
        onGaveUp: async () => {
          throw new Error('database gone');
        },
      }),
    ]);
    await expect(tasks.probe?.({}, helpers(3))).rejects.toThrow('no answer');
    expect(lines).toEqual([
      'job probe gave up after 3 attempts: Error: no answer',
      'job probe: its failed state could not be stored: Error: database gone',
    ]);
  });

  it('holds every job of the feature modules, each name once', () => {
    const names = allJobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(buildTaskList(deps)).sort()).toEqual(
      [
        'backfillDay',
        'backfillHistory',
        'crawlKeyword',
        'deriveDay',
        'discoverKeywords',
        'fetchCampaignReports',
        'importListings',
        'linkAfterbuyProducts',
        'loadItemSpecifics',
        'maintainPartitions',
        'pruneKeptInvoices',
        'pruneLoginLogs',
        'pollVideoStatus',
        'readVariantSales',
        'refreshCampaigns',
        'refreshPromotionAdvice',
        'refreshCategoryTrees',
        'resumeVideoStatus',
        'revokeEbayGrants',
        'scheduleCrawls',
        'seedDemoMarket',
        'sendAlertMails',
        'sweepCampaigns',
        'syncItemSpecifics',
      ].sort(),
    );
  });
});
