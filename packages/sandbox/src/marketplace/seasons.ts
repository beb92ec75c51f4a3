import { mix } from './random.ts';

/**
 * Seasonality shared by hidden keyword demand and sales: one yearly curve per level-1 category
 * (toys peak before Christmas, garden in May …) and a weekly rhythm with a Sunday evening peak.
 * Written so that its integral has a closed form: sales up to any day cost O(1), not O(days).
 */
const yearly = (2 * Math.PI) / 365.25;
const weekly = (2 * Math.PI) / 7;
const weeklyAmplitude = 0.12;

/** Day of the year (0-based) of each level-1 category's peak and the size of its swing. */
const knownPeaks: Record<number, [number, number]> = {
  1239: [350, 0.45],
  537: [330, 0.15],
  536: [130, 0.35],
  632: [110, 0.3],
  988: [160, 0.3],
  166: [300, 0.2],
  222: [340, 0.3],
  412: [345, 0.25],
};

export interface Season {
  amplitude: number;
  /** Peak as a day number (days since 1970) modulo the year. */
  peakDay: number;
}

export function seasonOfRoot(seed: number, rootId: number): Season {
  const known = knownPeaks[rootId];
  // Day number 0 (1970-01-01) is day-of-year 0, so a day-of-year is a phase directly.
  if (known) return { peakDay: known[0], amplitude: known[1] };
  const h = mix(seed, rootId, 0x5ea5);
  return { peakDay: h % 365, amplitude: 0.05 + ((h >>> 9) % 20) / 100 };
}

/** Demand factor on a day (day number since 1970): around 1. */
export function seasonFactor(season: Season, dayNo: number): number {
  return (
    1 +
    season.amplitude * Math.cos(yearly * (dayNo - season.peakDay)) +
    weeklyAmplitude * Math.cos(weekly * (dayNo - 3))
  );
}

/** ∫ seasonFactor from a fixed origin to `t` (t in days, fractional allowed): strictly increasing. */
export function seasonIntegral(season: Season, t: number): number {
  return (
    t +
    (season.amplitude / yearly) * Math.sin(yearly * (t - season.peakDay)) +
    (weeklyAmplitude / weekly) * Math.sin(weekly * (t - 3))
  );
}
