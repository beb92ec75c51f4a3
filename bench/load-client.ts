// The load generator of the API benchmarks, as its own process: autocannon fires the requests and every
// response's time is kept, so the percentile the targets name (p95) is read exactly; autocannon's own summary
// has p90 and p97.5 but no p95. Started by load-cost.ts with the options as JSON in argv[2]; prints one JSON
// line (LoadResult) on stdout. A process of its own keeps the generator off the server's event loop.
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

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const times: number[] = [];
let non2xx = 0;
const instance = autocannon(options);
instance.on('response', (_client, statusCode, _bytes, ms) => {
  times.push(ms);
  if (statusCode < 200 || statusCode > 299) non2xx += 1;
});
instance.on('done', (summary) => {
  const sorted = Float64Array.from(times).sort();
  const result: LoadResult = {
    latency: {
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p95: percentile(sorted, 0.95),
      p97_5: percentile(sorted, 0.975),
      p99: percentile(sorted, 0.99),
    },
    requests: { average: summary.requests.average, total: times.length },
    non2xx,
    errors: summary.errors,
    generatorMs: cpuMs() / Math.max(1, times.length),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
});
