import type pg from 'pg';

export interface Timed {
  median: number;
  p95: number;
  rows: number;
}

export const warmups = 5;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** Median and p95 in ms of `runs` executions after `warmups` unmeasured ones, on one connection. */
export async function timeQuery(
  client: pg.PoolClient,
  query: { text: string; values: unknown[] },
  runs: number,
): Promise<Timed> {
  let rows = 0;
  const times: number[] = [];
  for (let run = 0; run < warmups + runs; run++) {
    const started = performance.now();
    const result = await client.query(query);
    const elapsed = performance.now() - started;
    rows = result.rowCount ?? 0;
    if (run >= warmups) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), rows };
}
