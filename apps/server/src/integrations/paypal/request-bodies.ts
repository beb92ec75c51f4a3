// Our inputs as PayPal's request bodies; the contract test checks each against PayPal's schemas.

import type { Money, PlanInput, ProductInput, SubscriptionInput } from './paypal-types.ts';

const wireMoney = (money: Money) => ({ value: money.amount, currency_code: money.currency });

const monthly = (intervalMonths: number) => ({ interval_unit: 'MONTH', interval_count: intervalMonths });

function trialCycle(trial: NonNullable<PlanInput['trial']>) {
  const frequency =
    'intervalDays' in trial
      ? { interval_unit: 'DAY', interval_count: trial.intervalDays }
      : monthly(trial.intervalMonths);
  // PayPal expresses a free trial by leaving the price out, not by a price of zero.
  const isPaid = trial.price !== undefined && Number(trial.price.amount) > 0;
  return {
    frequency,
    tenure_type: 'TRIAL',
    sequence: 1,
    total_cycles: 1,
    ...(isPaid && trial.price ? { pricing_scheme: { fixed_price: wireMoney(trial.price) } } : {}),
  };
}

/**
 * Our plan as PayPal's create-plan body: an optional single trial cycle (sequence 1), then the regular cycle,
 * repeated until cancelled (`total_cycles: 0`). A failed setup fee cancels the subscription rather than
 * starting it unpaid.
 */
export function toPlanRequest(input: PlanInput) {
  const trial = input.trial ? [trialCycle(input.trial)] : [];
  return {
    product_id: input.productId,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    status: 'ACTIVE',
    billing_cycles: [
      ...trial,
      {
        frequency: monthly(input.intervalMonths),
        tenure_type: 'REGULAR',
        sequence: trial.length + 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: wireMoney(input.price) },
      },
    ],
    payment_preferences: {
      auto_bill_outstanding: true,
      ...(input.setupFee ? { setup_fee: wireMoney(input.setupFee) } : {}),
      setup_fee_failure_action: 'CANCEL',
    },
    ...(input.taxes
      ? { taxes: { percentage: input.taxes.percentage, inclusive: input.taxes.isInclusive } }
      : {}),
  };
}

export function toProductRequest(input: ProductInput) {
  return {
    id: input.id,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    type: input.type ?? 'SERVICE',
    ...(input.homeUrl ? { home_url: input.homeUrl } : {}),
  };
}

/**
 * A subscription waiting for the buyer's approval. No shipping: the product is a service. `SUBSCRIBE_NOW`
 * makes PayPal's button say so and activate on approval, with no second confirmation on our side.
 */
export function toSubscriptionRequest(input: SubscriptionInput, brandName: string | undefined) {
  const { subscriber } = input;
  const name = {
    ...(subscriber?.givenName ? { given_name: subscriber.givenName } : {}),
    ...(subscriber?.surname ? { surname: subscriber.surname } : {}),
  };
  return {
    plan_id: input.planId,
    custom_id: input.customId,
    ...(subscriber
      ? {
          subscriber: {
            ...(subscriber.email ? { email_address: subscriber.email } : {}),
            ...(Object.keys(name).length > 0 ? { name } : {}),
          },
        }
      : {}),
    application_context: {
      ...(brandName ? { brand_name: brandName } : {}),
      locale: input.locale,
      shipping_preference: 'NO_SHIPPING',
      user_action: 'SUBSCRIBE_NOW',
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
    },
  };
}
