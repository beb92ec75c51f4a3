/**
 * A token bucket for the suggest endpoint. The public endpoint has no published quota and answers a
 * client it thinks is a bot with 429s (and captchas), so we stay far below what a browser would send.
 * A call waits for its turn only as long as `maxWaitMs`; beyond that it is refused at once, so a burst
 * of users cannot queue requests that would time out anyway.
 */
export interface SuggestRateGate {
  /** Resolves when the call may go out; false when it would have to wait longer than allowed. */
  take(): Promise<boolean>;
}

export function createSuggestRateGate(
  limit: { perSecond: number; burst: number; maxWaitMs: number },
  now: () => number = () => performance.now(),
): SuggestRateGate {
  let tokens = limit.burst;
  let updatedAt = now();
  return {
    async take() {
      const at = now();
      tokens = Math.min(limit.burst, tokens + ((at - updatedAt) / 1000) * limit.perSecond);
      updatedAt = at;
      const waitMs = tokens >= 1 ? 0 : ((1 - tokens) / limit.perSecond) * 1000;
      if (waitMs > limit.maxWaitMs) return false;
      // The token is spent now, so the calls waiting behind this one line up after it.
      tokens -= 1;
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      return true;
    },
  };
}
