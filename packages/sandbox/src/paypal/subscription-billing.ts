import { addTax, fromMinorUnits, toMinorUnits } from './money.ts';
import { paypalIds } from './paypal-ids.ts';
import type { BillingCycle, IntervalUnit } from './request-schemas.ts';
import type { PaymentRecord, PlanRecord, SubscriptionRecord } from './sandbox-state.ts';

/**
 * Adds calendar intervals in UTC. Months keep the anchor day where the month has it: billing from 31 January
 * goes to 28 February, then back to 31 March, instead of drifting to the 28th for good.
 */
export function addInterval(
  date: Date,
  unit: IntervalUnit,
  count: number,
  anchorDay = date.getUTCDate(),
): Date {
  const next = new Date(date.getTime());
  if (unit === 'DAY' || unit === 'WEEK') {
    next.setUTCDate(next.getUTCDate() + (unit === 'WEEK' ? 7 : 1) * count);
    return next;
  }
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + (unit === 'YEAR' ? 12 : 1) * count);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(anchorDay, lastDay));
  return next;
}

export function planCurrency(plan: PlanRecord): string {
  const priced = plan.billing_cycles.find((cycle) => cycle.pricing_scheme);
  return (
    priced?.pricing_scheme?.fixed_price.currency_code ??
    plan.payment_preferences.setup_fee?.currency_code ??
    'EUR'
  );
}

/** A cycle's price; PayPal adds exclusive taxes to the cycle price only, not to the setup fee. */
export function cyclePriceMinor(plan: PlanRecord, cycle: BillingCycle): number {
  const price = cycle.pricing_scheme ? toMinorUnits(cycle.pricing_scheme.fixed_price) : 0;
  return plan.taxes && !plan.taxes.inclusive ? addTax(price, plan.taxes.percentage) : price;
}

function runningCycleIndex(plan: PlanRecord, subscription: SubscriptionRecord): number {
  return plan.billing_cycles.findIndex(
    (cycle, index) =>
      cycle.total_cycles === 0 || (subscription.cyclesCompleted[index] ?? 0) < cycle.total_cycles,
  );
}

/** Runs the next cycle: counts it, moves the next billing time, records the payment if there is one. */
function runCycle(
  plan: PlanRecord,
  subscription: SubscriptionRecord,
  index: number,
  extraMinor: number,
  from: Date,
  now: Date,
): PaymentRecord | undefined {
  const cycle = plan.billing_cycles[index];
  if (!cycle) return undefined;
  subscription.cyclesCompleted[index] = (subscription.cyclesCompleted[index] ?? 0) + 1;
  const hasMore = runningCycleIndex(plan, subscription) >= 0;
  subscription.nextBillingTime = hasMore
    ? addInterval(
        from,
        cycle.frequency.interval_unit,
        cycle.frequency.interval_count,
        subscription.startTime.getUTCDate(),
      )
    : undefined;
  subscription.updateTime = now;
  const amountMinor = cyclePriceMinor(plan, cycle) + extraMinor;
  if (amountMinor <= 0) return undefined;
  const payment = {
    saleId: paypalIds.sale(),
    amount: fromMinorUnits(amountMinor, planCurrency(plan)),
    time: now,
  };
  subscription.payments.push(payment);
  return payment;
}

/** Approval: the subscription becomes ACTIVE and pays the setup fee plus its first cycle (nothing for a free trial). */
export function activateSubscription(
  plan: PlanRecord,
  subscription: SubscriptionRecord,
  now: Date,
): PaymentRecord | undefined {
  subscription.status = 'ACTIVE';
  subscription.statusUpdateTime = now;
  subscription.startTime = now;
  subscription.cyclesCompleted = plan.billing_cycles.map(() => 0);
  const setupFee = plan.payment_preferences.setup_fee;
  const setupMinor = setupFee ? toMinorUnits(setupFee) : 0;
  return runCycle(plan, subscription, 0, setupMinor, now, now);
}

/**
 * A billing date arrives: the next cycle is paid and the next billing time moves on by that cycle's interval.
 * A subscription whose finite cycles are all paid expires instead.
 */
export function renewSubscription(
  plan: PlanRecord,
  subscription: SubscriptionRecord,
  now: Date,
): { payment?: PaymentRecord; hasExpired: boolean } {
  const index = runningCycleIndex(plan, subscription);
  if (index < 0) {
    subscription.status = 'EXPIRED';
    subscription.statusUpdateTime = now;
    subscription.updateTime = now;
    return { hasExpired: true };
  }
  const payment = runCycle(plan, subscription, index, 0, subscription.nextBillingTime ?? now, now);
  return { ...(payment ? { payment } : {}), hasExpired: false };
}
