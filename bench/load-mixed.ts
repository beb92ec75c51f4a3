// Sustained mixed load against a running `npm start`: a constant rate of signed-in requests (sign-in, account
// check, My Ranking, Keyword Pro, dashboard), sent on schedule whether or not earlier answers have come (an open
// loop, so a slow server is not hidden by a waiting generator), for a set duration. Reports errors, p50/p95/p99
// per kind and overall, the most answers outstanding at once, the generator's lag behind its schedule, the
// machine's load average, the server process's CPU per answer, and its resident memory (VmRSS of
// /proc/<pid>/status) at start, at its peak and at the end.
//
//   npx tsx bench/load-mixed.ts --url http://127.0.0.1:3000 --pid <server pid> [--rate 200] [--seconds 600]
//     [--account gold] [--max-rss-growth-mb 150]
//
// The server pid is the node process listening on the port (`ss -ltnp 'sport = :3000'`). Exits 1 on any error or
// when memory grew by more than the bound.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type DemoKind, demoAccount, demoPassword } from '../apps/server/src/seed/demo-accounts.ts';
import { percentile } from './percentile.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.LOAD_URL ?? 'http://127.0.0.1:3000' },
    pid: { type: 'string', default: process.env.LOAD_SERVER_PID ?? '' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '600' },
    account: { type: 'string', default: 'gold' },
    'max-rss-growth-mb': { type: 'string', default: '150' },
  },
});
const baseUrl = args.url.replace(/\/$/, '');
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const maxGrowthMb = Number(args['max-rss-growth-mb']);
const account = demoAccount(args.account as DemoKind);
const requestTimeoutMs = 30_000;
// More answers outstanding than this means the server has stopped keeping up; the run says so instead of piling on.
const maxInFlight = 5_000;

type Kind = 'signIn' | 'accountCheck' | 'myRanking' | 'keywordPro' | 'dashboard';

/** One round of the mix: 1 sign-in in 20 requests (argon2id is meant to be slow), the four screens alike. */
const mix: Kind[] = [
  'signIn',
  ...Array.from({ length: 19 }, (_, i): Kind => {
    const screens: Kind[] = ['accountCheck', 'myRanking', 'keywordPro', 'dashboard'];
    return screens[i % screens.length] as Kind;
  }),
];
const keywordProTerms = ['lampe', 'kabel', 'tasche', 'schuhe', 'handy', 'garten'];

function requestOf(kind: Kind, sequence: number, token: string): { path: string; init: RequestInit } {
  const signedIn = { headers: { authorization: `Bearer ${token}` } };
  switch (kind) {
    case 'signIn':
      return {
        path: '/api/auth/bayuser',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: demoPassword }),
        },
      };
    case 'accountCheck':
      return { path: '/api/ranking?pageIndex=1&pageSize=50', init: signedIn };
    case 'myRanking':
      return { path: '/api/ebayranking?pageIndex=1&pageSize=25', init: signedIn };
    case 'keywordPro': {
      const term = keywordProTerms[sequence % keywordProTerms.length] ?? 'lampe';
      return { path: `/api/keyword/pro?eBaySiteId=77&keyword=${term}`, init: signedIn };
    }
    case 'dashboard':
      return { path: '/api/dashboard/overview', init: signedIn };
  }
}

/** CPU time the server process has used so far (user + system, ms), or null without a readable pid. */
function cpuMs(): number | null {
  if (!args.pid) return null;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100/s).
    const fields = readFileSync(`/proc/${args.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The server's resident memory in MB, or null without a readable pid. */
function rssMb(): number | null {
  if (!args.pid) return null;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${args.pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

async function signIn(): Promise<string> {
  const { path, init } = requestOf('signIn', 0, '');
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`sign-in as ${account.email} answered ${response.status}`);
  return ((await response.json()) as { data: string }).data;
}

interface Tally {
  times: number[];
  errors: number;
  statuses: Map<string, number>;
}
const tallies = new Map<Kind, Tally>(
  [...new Set(mix)].map((kind) => [kind, { times: [], errors: 0, statuses: new Map() }]),
);
const lags: number[] = [];
let inFlight = 0;
let peakInFlight = 0;
let skipped = 0;

async function send(kind: Kind, sequence: number, token: string, scheduledAt: number): Promise<void> {
  const tally = tallies.get(kind) as Tally;
  const { path, init } = requestOf(kind, sequence, token);
  const startedAt = performance.now();
  lags.push(startedAt - scheduledAt);
  inFlight += 1;
  peakInFlight = Math.max(peakInFlight, inFlight);
  let outcome: string;
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    await response.arrayBuffer();
    outcome = String(response.status);
    if (!response.ok) tally.errors += 1;
  } catch (error) {
    outcome = error instanceof Error ? error.name : 'error';
    tally.errors += 1;
  }
  inFlight -= 1;
  tally.times.push(performance.now() - startedAt);
  tally.statuses.set(outcome, (tally.statuses.get(outcome) ?? 0) + 1);
}

function summary(times: number[]) {
  const sorted = Float64Array.from(times).sort();
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}

const token = await signIn();
const loadAtStart = loadavg();
const rssAtStart = rssMb();
const cpuAtStart = cpuMs();
let rssPeak = rssAtStart ?? 0;
const pending: Promise<void>[] = [];
const intervalMs = 1000 / rate;
const total = Math.round(rate * seconds);
const startedAt = performance.now();
let sent = 0;
let lastReport = startedAt;

process.stdout.write(
  `load: ${rate} requests/s for ${seconds} s against ${baseUrl} as ${account.email}; server RSS at start ${rssAtStart ?? '?'} MB\n`,
);
while (sent < total) {
  const now = performance.now();
  const due = Math.min(total, Math.floor((now - startedAt) / intervalMs) + 1);
  for (; sent < due; sent += 1) {
    const kind = mix[sent % mix.length] as Kind;
    if (inFlight >= maxInFlight) {
      skipped += 1;
      continue;
    }
    pending.push(send(kind, sent, token, startedAt + sent * intervalMs));
  }
  if (now - lastReport >= 10_000) {
    lastReport = now;
    rssPeak = Math.max(rssPeak, rssMb() ?? 0);
    const errors = [...tallies.values()].reduce((n, t) => n + t.errors, 0);
    process.stdout.write(
      `  ${Math.round((now - startedAt) / 1000)} s: ${sent} sent, ${inFlight} in flight, ${errors} errors, RSS ${rssMb() ?? '?'} MB, load ${loadavg()[0]?.toFixed(1)}\n`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(1, intervalMs / 2)));
}
await Promise.all(pending);
const elapsedS = (performance.now() - startedAt) / 1000;
const rssAtEnd = rssMb();
const cpuAtEnd = cpuMs();
rssPeak = Math.max(rssPeak, rssAtEnd ?? 0);

const all: number[] = [];
let errors = 0;
const kinds = [...tallies.entries()].map(([kind, tally]) => {
  all.push(...tally.times);
  errors += tally.errors;
  return {
    kind,
    requests: tally.times.length,
    errors: tally.errors,
    ...summary(tally.times),
    statuses: Object.fromEntries(tally.statuses),
  };
});
const growthMb =
  rssAtStart !== null && rssAtEnd !== null ? Math.round((rssAtEnd - rssAtStart) * 10) / 10 : null;
const result = {
  rate,
  seconds,
  elapsedS: Math.round(elapsedS * 10) / 10,
  achievedPerSecond: Math.round((all.length / elapsedS) * 10) / 10,
  skippedOverInFlightLimit: skipped,
  peakInFlight,
  overall: { requests: all.length, errors, ...summary(all) },
  // The server process's own CPU per answer; its database sessions' work is not in it.
  serverCpuMsPerRequest:
    cpuAtStart !== null && cpuAtEnd !== null && all.length > 0
      ? Math.round(((cpuAtEnd - cpuAtStart) / all.length) * 100) / 100
      : null,
  kinds,
  scheduleLagMs: summary(lags),
  loadAverage: { start: loadAtStart.map((n) => n.toFixed(1)), end: loadavg().map((n) => n.toFixed(1)) },
  serverRssMb: {
    start: rssAtStart,
    peak: rssPeak || null,
    end: rssAtEnd,
    growth: growthMb,
    bound: maxGrowthMb,
  },
};
for (const row of [...kinds, { kind: 'overall', ...result.overall }]) {
  process.stdout.write(
    `${row.kind.padEnd(13)} ${String(row.requests).padStart(7)} requests ${String(row.errors).padStart(5)} errors  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms\n`,
  );
}
process.stdout.write(`${JSON.stringify(result)}\n`);
const isHeld = errors === 0 && skipped === 0 && (growthMb === null || growthMb <= maxGrowthMb);
process.exit(isHeld ? 0 : 1);
