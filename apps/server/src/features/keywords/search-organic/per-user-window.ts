/**
 * At most `limit` calls per user in a sliding window, counted in this process. Enough to keep one person's
 * scripted loop off the shared eBay quota; with several API instances each counts its own share.
 */
export function createPerUserWindow(options: { limit: number; windowMs: number; clock: () => Date }) {
  const calls = new Map<number, number[]>();
  return {
    /** Counts a call and answers true, or answers false when the user has used up the window. */
    tryTake(userId: number): boolean {
      const now = options.clock().getTime();
      const recent = (calls.get(userId) ?? []).filter((at) => at > now - options.windowMs);
      if (recent.length >= options.limit) {
        calls.set(userId, recent);
        return false;
      }
      recent.push(now);
      calls.set(userId, recent);
      return true;
    },
  };
}
