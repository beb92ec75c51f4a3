/** Calendar days as 'YYYY-MM-DD' strings and as whole days since 1970-01-01 (UTC). */

const msPerDay = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

export function dayNumber(day: string): number {
  if (!isDay(day)) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  return Math.round(Date.parse(`${day}T00:00:00Z`) / msPerDay);
}

export function dayString(dayNo: number): string {
  return new Date(dayNo * msPerDay).toISOString().slice(0, 10);
}

/** ISO date-time of a moment within a day, given as seconds after midnight UTC. */
export function isoTime(dayNo: number, secondOfDay: number): string {
  return new Date(dayNo * msPerDay + secondOfDay * 1000).toISOString();
}
