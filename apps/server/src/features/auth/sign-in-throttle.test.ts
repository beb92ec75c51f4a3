import { describe, expect, it } from 'vitest';
import { secondsToWait } from './sign-in-throttle.ts';

const windowMs = 15 * 60_000;
const now = new Date('2026-03-01T12:00:00Z');
const failures = (count: number, secondsAgo = 0) => ({
  count,
  latestAt: new Date(now.getTime() - secondsAgo * 1000),
});

describe('secondsToWait', () => {
  it('lets every attempt through below the threshold', () => {
    expect(secondsToWait(failures(4), 5, windowMs, now)).toBe(0);
    expect(secondsToWait({ count: 0, latestAt: null }, 5, windowMs, now)).toBe(0);
  });

  it('waits a minute at the threshold and doubles with each further failure, up to the window', () => {
    expect([5, 6, 7, 8, 9, 20].map((count) => secondsToWait(failures(count), 5, windowMs, now))).toEqual([
      60, 120, 240, 480, 900, 900,
    ]);
  });

  it('counts the wait from the latest failure', () => {
    expect(secondsToWait(failures(5, 45), 5, windowMs, now)).toBe(15);
    expect(secondsToWait(failures(5, 60), 5, windowMs, now)).toBe(0);
  });
});
