/** Recent failed sign-ins of one kind (one address, or one account from one address) within the window. */
export interface RecentFailures {
  count: number;
  latestAt: Date | null;
}

const minuteMs = 60_000;

/**
 * How long a caller waits before its next sign-in, in seconds (0: now). Below `threshold` failures nothing
 * waits; from there the wait after the latest failure doubles with each further failure, from one minute up
 * to the whole window. Guessing slows down to a handful of tries per window, and the wait is never longer
 * than the window, so nobody stays locked out.
 */
export function secondsToWait(
  failures: RecentFailures,
  threshold: number,
  windowMs: number,
  now: Date,
): number {
  if (failures.count < threshold || !failures.latestAt) return 0;
  const pause = Math.min(windowMs, minuteMs * 2 ** (failures.count - threshold));
  const waitMs = failures.latestAt.getTime() + pause - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
