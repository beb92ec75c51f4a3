import { describe, expect, it } from 'vitest';
import { chartDay, chartMonth, pointsInRange } from './kpi-options.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('the new-versus-cancelled chart', () => {
  const points = [
    { x: day('2026-01-01'), y: 1 },
    { x: day('2026-02-20'), y: 2 },
    { x: day('2026-02-28'), y: 3 },
  ];

  it('shows the last week, two weeks, month, two months or everything up to today', () => {
    const today = day('2026-02-28');
    expect(pointsInRange(points, '1w', today).map((p) => p.y)).toEqual([3]);
    expect(pointsInRange(points, '2w', today).map((p) => p.y)).toEqual([2, 3]);
    expect(pointsInRange(points, '2m', today).map((p) => p.y)).toEqual([1, 2, 3]);
    expect(pointsInRange(points, '1m', today).map((p) => p.y)).toEqual([2, 3]);
    expect(pointsInRange(points, 'all', today)).toHaveLength(3);
  });

  it('writes chart dates as DD.MM in UTC and months as MM.YYYY', () => {
    expect(chartDay(day('2026-02-05'))).toBe('05.02');
    expect(chartDay('2026-12-31')).toBe('31.12');
    expect(chartMonth('2026-03')).toBe('03.2026');
  });
});
