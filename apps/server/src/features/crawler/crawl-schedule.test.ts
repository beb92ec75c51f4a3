import { describe, expect, it } from 'vitest';
import { slotStart } from './crawl-schedule.ts';

describe('slotStart', () => {
  it('aligns premium slots to 20 minutes and regular ones to the hour', () => {
    const now = new Date('2026-03-04T10:47:12Z');
    expect(slotStart(now, 20).toISOString()).toBe('2026-03-04T10:40:00.000Z');
    expect(slotStart(now, 60).toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(slotStart(new Date('2026-03-04T10:59:59.999Z'), 60).toISOString()).toBe(
      '2026-03-04T10:00:00.000Z',
    );
  });
});
