import type { TradingError } from './ebay-failure.ts';

/**
 * eBay's Trading reference (ReviseItem, ReviseFixedPriceItem): "Any eBay listing can be revised up to 250 times
 * in one calendar day using ReviseFixedPriceItem and ReviseItem calls. If this revision threshold is reached, the
 * seller will be blocked from using these calls on the listing until the next calendar day."
 */
export const revisionsPerItemPerDay = 250;

/** eBay documents the limit but names no error code for it; ours (see docs/decisions/revision-limit-per-day.md). */
export const revisionLimitErrorCode = 21919444;

/** How many days of counts are kept; older days can no longer be revised against anyway. */
const keptDays = 3;

export interface RevisionLimit {
  /** eBay's refusal when the listing has used up the day's revisions, else undefined. */
  refusal(itemId: string, day: string): TradingError | undefined;
  /** One revision of the listing went through on that (UTC) day. */
  count(itemId: string, day: string): void;
}

/** Counts revisions per listing and UTC day, in memory (a restart of the stand-in starts the count afresh). */
export function createRevisionLimit(limit = revisionsPerItemPerDay): RevisionLimit {
  const byDay = new Map<string, Map<string, number>>();
  return {
    refusal(itemId, day) {
      if ((byDay.get(day)?.get(itemId) ?? 0) < limit) return undefined;
      return {
        errorCode: revisionLimitErrorCode,
        shortMessage: 'Revision limit reached.',
        longMessage: `The listing ${itemId} has been revised ${limit} times today, the most eBay allows in one calendar day. It can be revised again tomorrow.`,
      };
    },
    count(itemId, day) {
      const counts = byDay.get(day) ?? new Map<string, number>();
      counts.set(itemId, (counts.get(itemId) ?? 0) + 1);
      byDay.set(day, counts);
      if (byDay.size > keptDays) {
        const oldest = [...byDay.keys()].sort()[0];
        if (oldest !== undefined) byDay.delete(oldest);
      }
    },
  };
}
