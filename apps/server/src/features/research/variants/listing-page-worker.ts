import { type ListingPage, readListingPage } from './listing-page.ts';

/** Runs in a worker thread of `listing-page-pool.ts`: one pasted page read there, off the server's event loop. */
export default function readInWorker(task: { html: string; limit: number }): Promise<ListingPage> {
  return readListingPage(task.html, task.limit);
}
