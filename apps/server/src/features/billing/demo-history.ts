import type { ParentPlanName } from '@baylytics/contract/plans';
import { cycleCharge, firstCharge, hasTrial, type PlanRow } from './pricing.ts';

const dayMs = 86_400_000;

/** How many days of billing history the demo holds before its current agreements. */
export const demoHistoryDays = 730;

/** One earlier agreement of a demo customer: the package and cycle booked, how long it ran and how it ended. */
export interface PastBooking {
  parentName: ParentPlanName;
  months: 1 | 3 | 6 | 12;
  /** Booked this many days before today; without it, booked the day the previous agreement ran out. */
  bookedDaysAgo?: number;
  /** A returning customer books the package without its trial (the plans tagged 'ohne'). */
  isWithoutTrial?: boolean;
  /** Full cycles paid, each a renewal after the first (trials not counted). */
  cycles: number;
  /** The customer cancelled, with the reason they gave; or PayPal ended the subscription (a failed payment). */
  endedBy: { by: 'customer'; reason: string } | { by: 'provider' };
}

const toYearly = 'Wechsel auf das Jahrespaket';

/**
 * What each demo customer went through before the yearly agreement they hold today, by that agreement's
 * package: renewals month by month or quarter by quarter, plan changes, a cancellation with a pause and a
 * subscription PayPal ended. Every story ends at least 30 days before the current agreement began (a month ago).
 */
export const demoStories: Partial<Record<ParentPlanName, PastBooking[]>> = {
  Bronze: [
    {
      parentName: 'Bronze',
      months: 1,
      bookedDaysAgo: 700,
      cycles: 21,
      endedBy: { by: 'customer', reason: toYearly },
    },
  ],
  Silver: [
    {
      parentName: 'Bronze',
      months: 3,
      bookedDaysAgo: 720,
      cycles: 4,
      endedBy: { by: 'customer', reason: 'Wechsel auf Silver' },
    },
    {
      parentName: 'Silver',
      months: 3,
      isWithoutTrial: true,
      cycles: 3,
      endedBy: { by: 'customer', reason: toYearly },
    },
  ],
  Gold: [
    {
      parentName: 'Gold',
      months: 3,
      bookedDaysAgo: 722,
      cycles: 7,
      endedBy: { by: 'customer', reason: toYearly },
    },
  ],
  Platinum: [
    {
      parentName: 'Gold',
      months: 3,
      bookedDaysAgo: 660,
      cycles: 3,
      endedBy: { by: 'customer', reason: 'Wechsel auf Platinum' },
    },
    {
      parentName: 'Platinum',
      months: 3,
      isWithoutTrial: true,
      cycles: 3,
      endedBy: { by: 'customer', reason: toYearly },
    },
  ],
  Video: [
    { parentName: 'Video', months: 3, bookedDaysAgo: 600, cycles: 2, endedBy: { by: 'provider' } },
    {
      parentName: 'Video',
      months: 3,
      bookedDaysAgo: 330,
      cycles: 3,
      endedBy: { by: 'customer', reason: toYearly },
    },
  ],
  Transformer: [
    {
      parentName: 'Transformer',
      months: 3,
      bookedDaysAgo: 540,
      cycles: 3,
      endedBy: { by: 'customer', reason: 'Brauche ich gerade nicht' },
    },
    {
      parentName: 'Transformer',
      months: 1,
      bookedDaysAgo: 200,
      cycles: 5,
      endedBy: { by: 'customer', reason: toYearly },
    },
  ],
};

/** One step of the history, at its time: what PayPal or the customer did. */
export type HistoryEvent =
  | { at: Date; kind: 'book'; booking: number; plan: PlanRow }
  | { at: Date; kind: 'pay'; booking: number; sequence: number; amount: string }
  | { at: Date; kind: 'cancel'; booking: number; endedBy: PastBooking['endedBy'] };

/** The same calendar arithmetic as the paid periods of payment notices (UTC months). */
function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * The events of a customer's earlier agreements, in time order: booked, paid as PayPal charges (the trial's fee,
 * then each cycle when the previous one ends), and ended a few days before the renewal that no longer came
 * (the customer) or the day after it failed (PayPal). `bookingOffset` numbers the bookings across customers.
 */
export function historyEventsOf(
  story: PastBooking[],
  planOf: (booking: PastBooking) => PlanRow,
  now: Date,
  bookingOffset = 0,
): { events: HistoryEvent[]; endsAt: Date | null } {
  const events: HistoryEvent[] = [];
  let previousEnd: Date | null = null;
  for (const [index, booking] of story.entries()) {
    const number = bookingOffset + index;
    const plan = planOf(booking);
    const bookedAt: Date =
      booking.bookedDaysAgo !== undefined || previousEnd === null
        ? new Date(now.getTime() - (booking.bookedDaysAgo ?? 0) * dayMs)
        : previousEnd;
    events.push({ at: bookedAt, kind: 'book', booking: number, plan });
    const charges: { at: Date; gross: number }[] = [];
    let periodEnd: Date = bookedAt;
    if (hasTrial(plan)) {
      charges.push({ at: bookedAt, gross: firstCharge(plan).gross });
      periodEnd = new Date(bookedAt.getTime() + plan.trialDays * dayMs);
    }
    for (let cycle = 0; cycle < booking.cycles; cycle += 1) {
      charges.push({ at: periodEnd, gross: cycleCharge(plan).gross });
      periodEnd = addMonths(periodEnd, plan.numberOfMonth);
    }
    for (const [sequence, charge] of charges.entries())
      events.push({ at: charge.at, kind: 'pay', booking: number, sequence, amount: charge.gross.toFixed(2) });
    const endedAt =
      booking.endedBy.by === 'customer'
        ? new Date(periodEnd.getTime() - 3 * dayMs)
        : new Date(periodEnd.getTime() + dayMs);
    events.push({ at: endedAt, kind: 'cancel', booking: number, endedBy: booking.endedBy });
    previousEnd = periodEnd;
  }
  return { events, endsAt: previousEnd };
}
