import { setTimeout as sleep } from 'node:timers/promises';
import { EbayError } from '../../integrations/ebay/ebay-error.ts';
import type { BulkOutcome } from '../../integrations/ebay/marketing-types.ts';

export interface CreateOnceOptions {
  /**
   * Lookups repeated after a create that timed out and was not found at once, each after waiting as long as the
   * create was waited for: eBay may still be making it (its answer comes later than the client waits). 0: none.
   */
  lateLookups?: number;
}

/** The client gave up waiting for the answer: the request may still be under way at eBay. */
const isTimedOut = (error: EbayError) =>
  (error.cause as { name?: unknown } | undefined)?.name === 'TimeoutError';

/** No readable answer came back (a timeout, a connection closed, a body cut off, a 5xx): eBay may have done it. */
const isAnswerLost = (error: unknown): error is EbayError =>
  error instanceof EbayError && (error.kind === 'unavailable' || error.kind === 'invalidAnswer');

/**
 * Creates something at eBay exactly once though the answer may be lost. A create call is sent once (it is not
 * repeated by the client); when no readable answer came back (a timeout, a connection closed, a body cut off,
 * a 5xx, a 201 without the new id),
 * eBay may have created it all the same, so it is looked up by what the product chose for it (a campaign's
 * name, a report task's campaign and dates) and adopted when found, and created a second time only when not.
 * After a timeout, with `lateLookups`, eBay is given time to finish the first create before the second is sent.
 * A lookup that fails too fails the whole: nothing is created twice on a guess.
 */
export async function createOnce(
  create: () => Promise<string>,
  find: () => Promise<string | null>,
  options: CreateOnceOptions = {},
) {
  const sentAt = performance.now();
  try {
    return await create();
  } catch (error) {
    if (!isAnswerLost(error)) throw error;
    const waitedMs = performance.now() - sentAt;
    let found = await find();
    const lateLookups = isTimedOut(error) ? (options.lateLookups ?? 0) : 0;
    for (let lookup = 0; found === null && lookup < lateLookups; lookup += 1) {
      await sleep(waitedMs);
      found = await find();
    }
    return found ?? (await create());
  }
}

/**
 * Creates several things at eBay with one bulk call, each exactly once though the answer may be lost. The call
 * is sent once; when no readable answer came back, eBay may have made some or all of the entries, so `find`
 * tells for each entry what eBay holds for it (an outcome with eBay's id, or null), and only the entries eBay
 * does not hold are sent a second time. The answer is the found outcomes and those of the second call.
 * A lookup that fails too fails the whole, as with `createOnce`.
 */
export async function createEachOnce<Entry>(
  entries: Entry[],
  create: (entries: Entry[]) => Promise<BulkOutcome[]>,
  find: (entries: Entry[]) => Promise<(BulkOutcome | null)[]>,
): Promise<BulkOutcome[]> {
  try {
    return await create(entries);
  } catch (error) {
    if (!isAnswerLost(error)) throw error;
    const found = await find(entries);
    const missing = entries.filter((_, index) => !found[index]);
    const made = missing.length > 0 ? await create(missing) : [];
    return [...found.filter((outcome): outcome is BulkOutcome => outcome !== null), ...made];
  }
}
