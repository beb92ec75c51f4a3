import type { LimitedApi } from './ebay-api.ts';

export interface CallLimit {
  /** Calls allowed per window for the whole application (all its tokens together). */
  perApplication?: number;
  /** Calls allowed per window for one user token's seller (eBay counts Trading calls per user too). */
  perUser?: number;
  windowMs: number;
}

export type CallLimits = Partial<Record<LimitedApi, CallLimit>>;

export interface RateLimiter {
  /** Counts a call; returns the seconds to wait when it is over a limit (and then does not count it). */
  take(api: LimitedApi, user: string | undefined, now: number): number | undefined;
}

/** Rolling windows: the times of the calls inside the window, oldest first, per (api, application|user). */
export function createRateLimiter(limits: CallLimits): RateLimiter {
  const windows = new Map<string, number[]>();

  function wait(key: string, limit: number, windowMs: number, now: number): number | undefined {
    const times = windows.get(key) ?? [];
    windows.set(key, times);
    let expired = 0;
    while (expired < times.length && (times[expired] ?? 0) <= now - windowMs) expired += 1;
    if (expired > 0) times.splice(0, expired);
    if (times.length < limit) return undefined;
    return Math.max(1, Math.ceil(((times[0] ?? now) + windowMs - now) / 1000));
  }

  return {
    take(api, user, now) {
      const limit = limits[api];
      if (!limit) return undefined;
      const keys: [string, number][] = [];
      if (limit.perApplication !== undefined) keys.push([`${api}|application`, limit.perApplication]);
      if (limit.perUser !== undefined && user !== undefined)
        keys.push([`${api}|user|${user}`, limit.perUser]);
      for (const [key, count] of keys) {
        const seconds = wait(key, count, limit.windowMs, now);
        if (seconds !== undefined) return seconds;
      }
      for (const [key] of keys) windows.get(key)?.push(now);
      return undefined;
    },
  };
}
