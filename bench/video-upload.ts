// Video upload: a 150 MB MP4 streamed as the browser sends it (multipart/form-data over loopback) to the real
// server, started as `npm start` starts it (its own process, embedded PostgreSQL, the eBay stand-in beside it in
// that process), and on through the server to the stand-in's Media API. Measured per upload: the server process's
// resident memory (VmRSS from /proc, sampled every 20 ms) above what it held just before, and the throughput from
// the first byte sent to the answer, and the server's CPU time per upload (its throughput on a core of its own, a
// figure the neighbours' load does not move). The uploader is the demo administrator, connected to demo-seller-1.
// `npx tsx bench/video-upload.ts [uploads]`; BENCH_VIDEO_PORT_BASE moves its ports (default 4400: server, then
// PayPal, eBay and suggest stand-ins, database); its data lives under data/bench-video, rebuilt on every run.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { videoMaxBytes } from '@baylytics/contract/videos';
import { mp4Chunks } from '@baylytics/sandbox/ebay/testing/mp4-sample';
import { demoAccount, demoPassword } from '../apps/server/src/seed/demo-accounts.ts';
import { demoSellerOf } from '../apps/server/src/seed/demo-connections.ts';
import { uploadVideoFile } from '../apps/server/test/support/multipart-upload.ts';

const uploads = Number(process.argv[2] ?? 3);
const portBase = Number(process.env.BENCH_VIDEO_PORT_BASE ?? 4400);
const mib = 1024 * 1024;
const budget = { rssGrowthMib: 32, throughputMibPerSecond: 50 };
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}data/bench-video`;
const baseUrl = `http://127.0.0.1:${portBase}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(portBase),
    PAYPAL_SANDBOX_PORT: String(portBase + 1),
    EBAY_SANDBOX_PORT: String(portBase + 2),
    SUGGEST_SANDBOX_PORT: String(portBase + 3),
    EMBEDDED_PG_PORT: String(portBase + 4),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The shortest demo history: its backfill must not run beside the measurement.
    DEMO_HISTORY_DAYS: '1',
  },
});
const pid = server.pid;
if (pid === undefined) throw new Error('the server did not start');

/** The server process's resident memory in bytes. */
function residentBytes(): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line?.[1] ?? Number.NaN) * 1024;
}

/** CPU ms the server process spent so far (user + system; 10 ms ticks). */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, init);
  const body = (await answer.json()) as { data: T };
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function waitFor<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await sleep(500);
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

/** Waits until the server spends under a tenth of a core for 3 s: the demo seed's work is done. */
async function waitUntilQuiet(seconds: number): Promise<void> {
  await waitFor('the server to become quiet', seconds, async () => {
    const before = cpuMs();
    await sleep(3000);
    return cpuMs() - before < 300 ? true : undefined;
  });
}

const lines: string[] = [];
try {
  await waitFor('the heartbeat', 180, async () =>
    (await fetch(`${baseUrl}/api/heartbeat`)).ok ? true : undefined,
  );
  const admin = demoAccount('administrator');
  const token = await json<string>('/api/auth/bayuser', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: demoPassword }),
  });
  const sellerName = demoSellerOf.administrator ?? '';
  await waitFor('the demo seller connection', 180, async () => {
    const accounts = await json<{ username: string }[]>('/api/bayuser/valid-ebay-tokens', {
      headers: { authorization: `Bearer ${token}` },
    });
    return accounts.some((account) => account.username === sellerName) ? true : undefined;
  });
  await waitUntilQuiet(300);

  const upload = async (bytes: number) => {
    const fields = { title: 'Bench video', description: 'Streamed', sellerName, fileSize: String(bytes) };
    const started = performance.now();
    const answer = await uploadVideoFile(baseUrl, token, fields, mp4Chunks(bytes, 256 * 1024));
    if (answer.status !== 200) throw new Error(`upload: ${answer.status} ${JSON.stringify(answer.body)}`);
    return performance.now() - started;
  };
  // A small upload first, so the code on the path is loaded and compiled before the measurement.
  await upload(4 * mib);

  for (let run = 1; run <= uploads; run += 1) {
    await sleep(1000);
    const before = residentBytes();
    const cpuBefore = cpuMs();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes());
    }, 20);
    const ms = await upload(videoMaxBytes);
    clearInterval(sampler);
    const cpu = cpuMs() - cpuBefore;
    peak = Math.max(peak, residentBytes());
    const growthMib = (peak - before) / mib;
    const throughput = videoMaxBytes / mib / (ms / 1000);
    lines.push(
      `upload ${run}: ${(videoMaxBytes / mib).toFixed(0)} MiB in ${(ms / 1000).toFixed(2)} s = ${throughput.toFixed(1)} MiB/s (budget ≥ ${budget.throughputMibPerSecond}); server RSS ${(before / mib).toFixed(0)} → peak ${(peak / mib).toFixed(0)} MiB, +${growthMib.toFixed(1)} MiB (budget ≤ ${budget.rssGrowthMib}); server CPU ${(cpu / 1000).toFixed(2)} s = ${(videoMaxBytes / mib / (cpu / 1000)).toFixed(0)} MiB per CPU second`,
    );
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  lines.push(`load average ${load}`);
  console.log(lines.join('\n'));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
