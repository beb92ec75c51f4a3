import type { EngineDeps } from '../../../kernel/engine-deps.ts';
import { addDays, dayOf } from '../../crawler/public.ts';
import type { SiteId } from '../ports.ts';
import { forEachLimited, readListing } from './read-listing.ts';
import { readVariantSalesJob } from './read-variant-sales-job.ts';
import { createVariantRepository } from './variant-repository.ts';

/** Listings with variations taken from each keyword's first results, and at most in all. */
const perKeyword = 4;
const maxListings = 150;
const searchDepth = 50;

/**
 * The demo market's variant history (embedded default only: the past comes from the stand-in's
 * `X-Sandbox-Date`, which eBay ignores): observe the listings with variations among the first results of the
 * given keywords, then read each past day as the market stood then, one job per day. Runs once: nothing
 * happens when listings are observed already.
 */
export async function startVariantHistory(
  deps: EngineDeps,
  o: { keywords: readonly string[]; siteId: SiteId; days: number },
): Promise<number> {
  const repository = createVariantRepository(deps.db);
  if ((await repository.countObserved()) > 0) return 0;
  const today = dayOf(deps.clock());
  const chosen: string[] = [];
  for (const keyword of o.keywords) {
    if (chosen.length >= maxListings) break;
    const page = await deps.variantSales.searchItems({ siteId: o.siteId, q: keyword, limit: searchDepth });
    const grouped = page.items.flatMap((item) =>
      item.itemGroupType && item.legacyItemId && !chosen.includes(item.legacyItemId)
        ? [item.legacyItemId]
        : [],
    );
    chosen.push(...[...new Set(grouped)].slice(0, Math.min(perKeyword, maxListings - chosen.length)));
  }
  const since = addDays(today, -o.days);
  const readDeps = { repository, ebay: deps.variantSales, clock: deps.clock };
  await forEachLimited(chosen, 4, async (itemNumber) => {
    await readListing(
      readDeps,
      { itemNumber, siteId: o.siteId, hasVariations: true },
      { day: today, today, observedSince: since },
    );
  });
  for (let back = o.days; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    await deps.jobs.add(readVariantSalesJob, { day }, { jobKey: `readVariantSales:${day}`, maxAttempts: 5 });
  }
  deps.log(`variant history: ${chosen.length} listings observed, ${o.days} past days queued`);
  return chosen.length;
}
