import { afterAll, describe, expect, it } from 'vitest';
import { readListingPage } from './listing-page.ts';
import { createListingPagePool } from './listing-page-pool.ts';

const pool = createListingPagePool();
afterAll(() => pool.close());

/** A view-item page of about 3 MB: markup, scripts and tracking around the item number, as eBay's are. */
function hugePage(itemNumber: string): string {
  const filler = '<div class="x-row"><span>Versand</span><script>var t={a:1,b:"<p>"};</script></div>\n';
  return `<html><head><link rel="canonical" href="https://www.ebay.de/itm/${itemNumber}"></head><body>${filler.repeat(
    Math.ceil(3_000_000 / filler.length),
  )}</body></html>`;
}

/** Counts the event loop's turns until `work` settles: a loop blocked by the work turns (almost) never. */
async function turnsWhile<T>(work: Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let isDone = false;
  const spin = () => {
    if (isDone) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  const value = await work;
  isDone = true;
  return { value, turns };
}

describe('the pasted-page pool', () => {
  it('reads a page in a worker thread as the parser does on its own', async () => {
    const html = hugePage('123456789012');
    expect(html.length).toBeGreaterThan(3_000_000);
    expect(await pool.read(html, 20)).toEqual(await readListingPage(html, 20));
  });

  it('leaves the event loop free while a 3 MB page is read', async () => {
    const html = hugePage('210987654321');
    await pool.read('<p></p>', 20); // a worker started, so only the reading itself is measured
    const offThread = await turnsWhile(pool.read(html, 20));
    expect(offThread.value.itemNumbers).toEqual(['210987654321']);
    // The same page read on this thread holds the loop until it is done: the loop turns only at its start.
    const onThread = await turnsWhile(readListingPage(html, 20));
    expect(onThread.turns).toBeLessThanOrEqual(2);
    expect(offThread.turns).toBeGreaterThan(20);
  });
});
