import { liveChartTiming } from '@baylytics/contract/live-chart';

type Timing = Pick<typeof liveChartTiming, 'firstUpdateDelayMs' | 'updateIntervalMs'>;

/**
 * The live chart's polling (spec 001 §2.8): the first update after 1.5 s, then one every 15 s, until
 * stopped. Answers the stop function.
 */
export function schedulePolling(onUpdate: () => void, timing: Timing = liveChartTiming): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    onUpdate();
    interval = setInterval(onUpdate, timing.updateIntervalMs);
  }, timing.firstUpdateDelayMs);
  return () => {
    clearTimeout(first);
    if (interval !== undefined) clearInterval(interval);
  };
}

/** After 15 minutes on the page it goes back to the dashboard (spec 001 §2.8). Answers the cancel function. */
export function scheduleLeave(
  onLeave: () => void,
  afterMs: number = liveChartTiming.redirectAfterMs,
): () => void {
  const timer = setTimeout(onLeave, afterMs);
  return () => clearTimeout(timer);
}
