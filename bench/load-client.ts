// The load generator of the API benchmarks, as its own process: every response's time is kept, so the
// percentile the targets name (p95) is read exactly; autocannon's own summary has p90 and p97.5 but no p95.
// Started by load-cost.ts with the options as JSON in argv[2]; prints one JSON line (LoadResult) on stdout. A
// process of its own keeps the generator off the server's event loop.
// Two generators: autocannon (the default), and Node's own HTTP client for large answers. autocannon reads a
// body at ~3.3 ms of CPU per 254 KiB: twenty connections asking Keyword Pro's answers kept it at a whole core
// and ~300 answers a second while the server used 35–45 % of one, so it measured itself. Node's client parses
// with llhttp and reads the same answers at ~0.2 ms each.
import http from 'node:http';
import { createRequire } from 'node:module';
import type { LoadOptions, LoadResult } from './load-cost.ts';
import { percentile } from './percentile.ts';

interface Instance {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
  ): void;
  on(event: 'done', listener: (result: { requests: { average: number }; errors: number }) => void): void;
}

// autocannon ships no types: the part of its interface used here, typed once.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => Instance;

/** CPU ms this process used (user + system). */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

interface Run {
  times: number[];
  non2xx: number;
  errors: number;
  /** Responses per second over the run. */
  average: number;
}

function withAutocannon(options: LoadOptions): Promise<Run> {
  const run: Run = { times: [], non2xx: 0, errors: 0, average: 0 };
  const instance = autocannon(options);
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    run.times.push(ms);
    if (statusCode < 200 || statusCode > 299) run.non2xx += 1;
  });
  return new Promise((resolve) =>
    instance.on('done', (summary) =>
      resolve({ ...run, average: summary.requests.average, errors: summary.errors }),
    ),
  );
}

/** `connections` keep-alive sockets, each asking again as soon as its answer is read, for `duration` seconds. */
async function withNodeHttp(options: LoadOptions): Promise<Run> {
  if (options.method === 'POST' || options.idReplacement)
    throw new Error('node-http asks GET only, one address');
  const run: Run = { times: [], non2xx: 0, errors: 0, average: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const started = performance.now();
  const endsAt = started + options.duration * 1000;
  const ask = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      http
        .get(options.url, { agent, headers: options.headers }, (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            run.times.push(performance.now() - sent);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) run.non2xx += 1;
            resolve();
          });
        })
        .on('error', () => {
          run.errors += 1;
          resolve();
        });
    });
  const connection = async () => {
    while (performance.now() < endsAt) await ask();
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  agent.destroy();
  return { ...run, average: Math.round(run.times.length / ((performance.now() - started) / 1000)) };
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const run = await (options.generator === 'node-http' ? withNodeHttp(options) : withAutocannon(options));
const sorted = Float64Array.from(run.times).sort();
const result: LoadResult = {
  latency: {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p95: percentile(sorted, 0.95),
    p97_5: percentile(sorted, 0.975),
    p99: percentile(sorted, 0.99),
  },
  requests: { average: run.average, total: run.times.length },
  non2xx: run.non2xx,
  errors: run.errors,
  generatorMs: cpuMs() / Math.max(1, run.times.length),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
