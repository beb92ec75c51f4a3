// Days are UTC calendar days ('YYYY-MM-DD'): snapshot partitions, daily scores and KPIs all use them.

const dayMs = 24 * 60 * 60 * 1000;

export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** Days from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
