// Two API processes behind one port, as `npm start` runs them with API_PROCESSES=2: both serve, and one killed
// with SIGKILL is started again by the supervisor while the other keeps answering.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupervisedProcesses } from './support/supervised-processes.ts';
import { useTestApp } from './support/test-app.ts';
import { waitFor } from './support/worker-process.ts';

const tokenKey = randomBytes(32).toString('hex');
const t = useTestApp({ env: { EBAY_TOKEN_KEY: tokenKey } });
let processes: Awaited<ReturnType<typeof startSupervisedProcesses>>;

const minuteMs = 60_000;

beforeAll(async () => {
  // At info the server logs each request with the id of the process that answered it.
  processes = await startSupervisedProcesses(t, { tokenKey, api: 2, workers: 0, logLevel: 'info' });
}, 5 * minuteMs);

afterAll(async () => {
  await processes?.stop();
}, minuteMs);

/** Asks the heartbeat on a new connection each time; answers the statuses and the ids of the processes that served. */
async function askMany(times: number, marker: string): Promise<{ statuses: number[]; pids: Set<number> }> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const response = await fetch(`${processes.baseUrl}/api/heartbeat?probe=${marker}-${i}`, {
      headers: { connection: 'close' },
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  const pids = new Set<number>();
  for (const { line } of processes.output) {
    if (!line.includes(`probe=${marker}-`)) continue;
    const entry = JSON.parse(line) as { pid?: number };
    if (entry.pid !== undefined) pids.add(entry.pid);
  }
  return { statuses, pids };
}

describe('API processes sharing one port', () => {
  it(
    'both serve, and a killed one is started again while the other keeps serving',
    async () => {
      const first = processes.supervisor.children('API').map((child) => child.pid);
      expect(first).toHaveLength(2);

      const before = await askMany(20, 'before');
      expect(before.statuses.every((status) => status === 200)).toBe(true);
      expect([...before.pids].sort()).toEqual([...first].sort());

      const [victim, survivor] = first;
      await processes.kill(victim ?? -1);
      const during = await askMany(10, 'during');
      expect(during.statuses.every((status) => status === 200)).toBe(true);
      expect([...during.pids]).toEqual([survivor]);

      const restarted = await waitFor(
        async () => processes.supervisor.children('API').map((child) => child.pid),
        (pids) => pids.length === 2,
        2 * minuteMs,
        processes.describe,
      );
      const newcomer = restarted.find((pid) => pid !== survivor);
      expect(newcomer).not.toBe(victim);
      expect(processes.log.join('\n')).toContain(`API process ${victim} ended (SIGKILL)`);
      // The new process serves once it listens: asked until it has answered too.
      const after = await waitFor(
        () => askMany(10, `after-${Date.now()}`),
        (answer) => newcomer !== undefined && answer.pids.has(newcomer),
        2 * minuteMs,
        processes.describe,
      );
      expect(after.statuses.every((status) => status === 200)).toBe(true);
      process.stdout.write(
        `API processes: ${before.pids.size} served 20 requests; ${victim} killed, ${survivor} served 10 alone; ${newcomer} started again and serves\n`,
      );
    },
    5 * minuteMs,
  );
});
