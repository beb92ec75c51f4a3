import { z } from 'zod';
import type { EbaySiteId } from '../../../integrations/ebay/ebay-types.ts';
import { defineJob } from '../../../kernel/define-job.ts';
import type { EngineDeps } from '../../../kernel/engine-deps.ts';
import { dayOf } from '../../crawler/public.ts';
import { forEachLimited, readListing } from './read-listing.ts';
import { createVariantRepository } from './variant-repository.ts';

/** eBay calls the daily reading makes at once; the client's limiter keeps Browse's pace. */
const parallelReads = 4;

/**
 * Reads every observed listing's sold quantities as of a day and stores them as that day's reading; a day's
 * sales are the difference to the day before. Without a day: today (the nightly run). A listing eBay no
 * longer knows is kept with its history and no longer read.
 */
export async function readVariantSales(
  deps: EngineDeps,
  day?: string,
): Promise<{ read: number; ended: number }> {
  const today = dayOf(deps.clock());
  const on = day ?? today;
  const repository = createVariantRepository(deps.db);
  const listings = await repository.toRead(on);
  const readDeps = { repository, ebay: deps.variantSales, clock: deps.clock };
  let ended = 0;
  await forEachLimited(listings, parallelReads, async (listing) => {
    const isRead = await readListing(
      readDeps,
      { ...listing, siteId: listing.siteId as EbaySiteId },
      { day: on, today, observedSince: on },
    );
    // Only today's answer says a listing has ended; a past day's may predate its start.
    if (!isRead && on === today) {
      await repository.markEnded(listing.itemNumber, deps.clock());
      ended += 1;
    }
  });
  return { read: listings.length - ended, ended };
}

export const readVariantSalesJob = defineJob({
  name: 'readVariantSales',
  payload: z
    .object({
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    })
    .loose(),
  async handler({ day }, deps) {
    const outcome = await readVariantSales(deps, day);
    deps.log(`variant sales ${day ?? 'today'}: ${outcome.read} listings read, ${outcome.ended} ended`);
  },
});
