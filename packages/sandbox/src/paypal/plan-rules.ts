import { paypalFailures } from './paypal-failure.ts';
import type { BillingCycle, PlanRequest } from './request-schemas.ts';

/**
 * PayPal's business rules for billing cycles, each refused with the issue its 422 schema names. Returns the
 * cycles in sequence order, which is the order the stand-in bills them in.
 */
export function checkBillingCycles(plan: PlanRequest): BillingCycle[] {
  const cycles = [...plan.billing_cycles].sort((a, b) => a.sequence - b.sequence);
  const regular = cycles.filter((cycle) => cycle.tenure_type === 'REGULAR');
  const trials = cycles.filter((cycle) => cycle.tenure_type === 'TRIAL');
  const fail = paypalFailures.unprocessable;
  if (regular.length === 0)
    throw fail('MISSING_REGULAR_BILLING_CYCLE', 'Plan should have at least one regular billing cycle.');
  if (regular.length > 1)
    throw fail('MULTIPLE_REGULAR_BILLING_CYCLES_NOT_SUPPORTED', 'Only one regular billing cycle is allowed.');
  if (trials.length > 2)
    throw fail(
      'MORE_THAN_TWO_TRIAL_BILLING_CYCLE_NOT_SUPPORTED',
      'Only two trial billing cycles are allowed.',
    );
  if (trials.filter((cycle) => !cycle.pricing_scheme).length > 1) {
    throw fail(
      'MULTIPLE_FREE_TRIAL_BILLING_CYCLES_NOT_SUPPORTED',
      'Only one free trial billing cycle is allowed.',
    );
  }
  if (cycles.some((cycle, index) => cycle.sequence !== index + 1)) {
    throw fail(
      'INVALID_BILLING_CYCLE_SEQUENCE',
      'Billing cycle sequence should start with `1` and be consecutive.',
    );
  }
  if (cycles.at(-1)?.tenure_type !== 'REGULAR') {
    throw fail('INVALID_BILLING_CYCLE_SEQUENCE', 'Trial Billing cycle should precede regular billing cycle.');
  }
  if (trials.some((cycle) => cycle.total_cycles === 0)) {
    throw fail(
      'INVALID_TRIAL_BILLING_TOTAL_CYCLES',
      "Total cycles for trial billing must be greater than '0'.",
    );
  }
  const regularIndex = plan.billing_cycles.findIndex((cycle) => cycle.tenure_type === 'REGULAR');
  if (!regular[0]?.pricing_scheme) {
    throw paypalFailures.invalidRequest([
      {
        field: `/billing_cycles/${regularIndex}/pricing_scheme`,
        location: 'body',
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field is missing.',
      },
    ]);
  }
  const currencies = new Set(
    [
      ...cycles.map((cycle) => cycle.pricing_scheme?.fixed_price.currency_code),
      plan.payment_preferences.setup_fee?.currency_code,
    ].filter(Boolean),
  );
  if (currencies.size > 1)
    throw fail('CURRENCY_MISMATCH', 'All currency codes in the request should be of similar value.');
  return cycles;
}
