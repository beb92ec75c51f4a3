import { liveChartTiming } from '@baylytics/contract/live-chart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleLeave, schedulePolling } from './live-chart-schedule.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live chart schedule', () => {
  it('updates first after 1.5 s, then every 15 s, and not after stopping', () => {
    const onUpdate = vi.fn();
    const stop = schedulePolling(onUpdate);
    vi.advanceTimersByTime(1_499);
    expect(onUpdate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(14_999);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onUpdate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_000);
    expect(onUpdate).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(onUpdate).toHaveBeenCalledTimes(4);
  });

  it('does not update at all when stopped before the first update', () => {
    const onUpdate = vi.fn();
    schedulePolling(onUpdate)();
    vi.advanceTimersByTime(60_000);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('leaves after 900000 ms, unless cancelled', () => {
    expect(liveChartTiming.redirectAfterMs).toBe(900_000);
    const onLeave = vi.fn();
    scheduleLeave(onLeave);
    vi.advanceTimersByTime(899_999);
    expect(onLeave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLeave).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    scheduleLeave(cancelled)();
    vi.advanceTimersByTime(900_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
