import { ebayFailures } from './ebay-failure.ts';

/** The UTC day of a moment, as the market counts days. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day a call answers for: `X-Sandbox-Date` when the caller asks for the past (the crawler's backfill),
 * else today by the stand-in's clock. The real eBay ignores the unknown header and answers for today.
 */
export function requestedDay(header: string | string[] | undefined, now: Date): string {
  const today = dayOf(now);
  if (header === undefined) return today;
  const value = Array.isArray(header) ? header[0] : header;
  if (
    !value ||
    !dayPattern.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    dayOf(new Date(`${value}T00:00:00Z`)) !== value
  ) {
    throw ebayFailures.sandboxRequest('X-Sandbox-Date must be a day as YYYY-MM-DD.');
  }
  if (value > today) throw ebayFailures.sandboxRequest(`X-Sandbox-Date ${value} is after today (${today}).`);
  return value;
}
