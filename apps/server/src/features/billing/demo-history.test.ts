import { describe, expect, it } from 'vitest';
import { demoHistoryDays, demoStories, historyEventsOf, type PastBooking } from './demo-history.ts';
import type { PlanRow } from './pricing.ts';

const dayMs = 86_400_000;

/** The reference catalogue's shape: ranking tiers with a 14-day trial for 1.00, their 'ohne' variants without. */
function planOf(booking: PastBooking): PlanRow {
  const isRankingTier = ['Bronze', 'Silver', 'Gold', 'Platinum'].includes(booking.parentName);
  const hasTrial = isRankingTier && !booking.isWithoutTrial;
  return {
    id: 1,
    name: `${booking.parentName} ${booking.months}`,
    parentName: booking.parentName,
    numberOfMonth: booking.months,
    priceMonth: '19.90',
    taxRate: '19.00',
    trialDays: hasTrial ? 14 : 0,
    initialPrice: hasTrial ? '1.00' : '0.00',
    planTag: booking.isWithoutTrial ? 'ohne' : null,
  };
}

// Every day of a year as 'today': months of 28 to 31 days must never push a story past its limits.
const todays = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2026, 0, 1, 10) + i * dayMs));

describe('demo billing stories', () => {
  it.each(Object.entries(demoStories))(
    '%s begins within two years and has run out a month ago',
    (_, story) => {
      for (const now of todays) {
        const { events, endsAt } = historyEventsOf(story ?? [], planOf, now);
        const first = Math.min(...events.map((event) => event.at.getTime()));
        expect(now.getTime() - first).toBeLessThanOrEqual(demoHistoryDays * dayMs);
        // The current agreement began 30 days ago; every earlier one, and its cancellation, came before.
        expect(endsAt?.getTime()).toBeLessThanOrEqual(now.getTime() - 30 * dayMs);
        for (const event of events) expect(event.at.getTime()).toBeLessThan(now.getTime() - 30 * dayMs);
      }
    },
  );

  it('pays the trial fee at booking, then each cycle when the previous period ends, and cancels before the next', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const story: PastBooking[] = [
      {
        parentName: 'Bronze',
        months: 1,
        bookedDaysAgo: 100,
        cycles: 2,
        endedBy: { by: 'customer', reason: 'x' },
      },
      { parentName: 'Silver', months: 3, isWithoutTrial: true, cycles: 1, endedBy: { by: 'provider' } },
    ];
    const { events } = historyEventsOf(story, planOf, now, 5);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    expect(events.map((event) => [event.kind, event.booking, day(event.at)])).toEqual([
      ['book', 5, '2026-08-18'],
      ['pay', 5, '2026-08-18'],
      ['pay', 5, '2026-09-01'],
      ['pay', 5, '2026-10-01'],
      ['cancel', 5, '2026-10-29'],
      ['book', 6, '2026-11-01'],
      ['pay', 6, '2026-11-01'],
      ['cancel', 6, '2027-02-02'],
    ]);
    expect(events.filter((event) => event.kind === 'pay').map((event) => event.amount)).toEqual([
      '1.19',
      '23.68',
      '23.68',
      '71.04',
    ]);
  });
});
