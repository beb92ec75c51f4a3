import { describe, expect, it } from 'vitest';
import { createRateLimiter, defaultRateLimits } from './rate-limiter.ts';

describe('the rate limiter', () => {
  it('lets a burst through at once, then spaces calls at the sustained rate', async () => {
    const limiter = createRateLimiter({
      ...defaultRateLimits,
      perApi: { ...defaultRateLimits.perApi, browse: { perSecond: 20, burst: 3 } },
    });
    const started = performance.now();
    for (let i = 0; i < 3; i += 1) await limiter.take('browse');
    expect(performance.now() - started).toBeLessThan(20);
    for (let i = 0; i < 4; i += 1) await limiter.take('browse');
    // Four more at 20 per second take about 200 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('meters each seller apart: one busy seller does not slow another', async () => {
    const limiter = createRateLimiter({ ...defaultRateLimits, perSeller: { perSecond: 10, burst: 1 } });
    await limiter.take('trading', 'seller-1');
    const started = performance.now();
    await limiter.take('trading', 'seller-2');
    expect(performance.now() - started).toBeLessThan(20);
    await limiter.take('trading', 'seller-1');
    expect(performance.now() - started).toBeGreaterThanOrEqual(80);
  });
});
