// Reads per second against a running `npm start` (BASE_URL, default http://127.0.0.1:3000), to compare
// API_PROCESSES=1 with 2: signs in as the demo Gold user and asks `/api/auth/me` and the account check's default
// page at CONNECTIONS (default 20) for SECONDS (default 20) each. Prints one JSON line per read with the load
// average before and after: on a machine whose cores are busy with other work a second process gains little.
//   npx tsx bench/api-processes.ts
import { loadavg } from 'node:os';
import { autocannon } from './load-cost.ts';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const connections = Number(process.env.CONNECTIONS ?? 20);
const duration = Number(process.env.SECONDS ?? 20);

const signIn = await fetch(`${baseUrl}/api/auth/bayuser`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'gold@demo.baylytics.de', password: 'Demo-2026!' }),
});
const token = ((await signIn.json()) as { data?: string }).data;
if (!signIn.ok || !token) throw new Error(`sign-in failed with ${signIn.status}`);
const headers = { authorization: `Bearer ${token}` };

const reads = {
  'auth/me': `${baseUrl}/api/auth/me`,
  'account check default page': `${baseUrl}/api/ranking`,
};
for (const [name, url] of Object.entries(reads)) {
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${name}: ${probe.status}`);
  const loadBefore = loadavg()[0] ?? 0;
  const result = await autocannon({ url, connections, duration, headers });
  const line = {
    read: name,
    connections,
    seconds: duration,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    loadAverage: { before: Number(loadBefore.toFixed(1)), after: Number((loadavg()[0] ?? 0).toFixed(1)) },
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
