import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ListingPage } from './listing-page.ts';

/** A worker with nothing to read for this long ends; the next page starts one again (about 0.3 s). */
const idleTimeoutMs = 5 * 60_000;

/**
 * Reads pasted pages in worker threads (piscina): tokenising a 3 MB view-item page takes the CPU for a while,
 * and on the server's event loop every other request would wait for it. One thread per core but one, at least
 * one, so the event loop keeps a core; pages beyond that wait in the pool's queue. The workers load TypeScript
 * as the server does (tsx). `close()` ends them with the server.
 */
export function createListingPagePool() {
  const pool = new Piscina<{ html: string; limit: number }, ListingPage>({
    filename: new URL('./listing-page-worker.ts', import.meta.url).href,
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: idleTimeoutMs,
  });
  return {
    read: (html: string, limit: number): Promise<ListingPage> => pool.run({ html, limit }),
    close: () => pool.destroy(),
  };
}

export type ListingPagePool = ReturnType<typeof createListingPagePool>;
