import { describe, expect, it } from 'vitest';
import { overscanRows, visibleRange } from './visible-rows.ts';

describe('visibleRange', () => {
  it('renders the rows in the window and some beyond, from the first row when the table starts below', () => {
    // Table starts 500 px down a 900 px window, rows of 40 px: rows 0–9 are visible.
    const range = visibleRange(500, 40, 500, 900);
    expect(range.start).toBe(0);
    expect(range.end).toBeGreaterThanOrEqual(10 + overscanRows);
    expect(range.end).toBeLessThan(40);
  });

  it('follows the scrolling: the middle rows, never the top ones', () => {
    // Scrolled so the first row is 10,000 px above the window: rows 250–272 are visible.
    const range = visibleRange(500, 40, -10_000, 900);
    expect(range.start).toBeLessThanOrEqual(250 - overscanRows);
    expect(range.start).toBeGreaterThan(200);
    expect(range.end).toBeGreaterThanOrEqual(273 + overscanRows);
    expect(range.end).toBeLessThan(320);
  });

  it('stops at the last row and answers nothing without rows or row height', () => {
    expect(visibleRange(500, 40, -19_800, 900)).toEqual({ start: 480, end: 500 });
    expect(visibleRange(0, 40, 0, 900)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(500, 0, 0, 900)).toEqual({ start: 0, end: 0 });
  });

  it('moves in steps, so small scrolls keep the same rows', () => {
    expect(visibleRange(500, 40, -10_000, 900)).toEqual(visibleRange(500, 40, -10_020, 900));
  });
});
