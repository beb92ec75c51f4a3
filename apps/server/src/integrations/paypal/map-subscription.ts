import type { z } from 'zod';
import type { PaypalSubscription, SubscriptionStatus } from './paypal-types.ts';
import type { SubscriptionAnswer, subscriptionStatus } from './paypal-wire.ts';

const statuses: Record<z.infer<typeof subscriptionStatus>, SubscriptionStatus> = {
  APPROVAL_PENDING: 'approvalPending',
  APPROVED: 'approved',
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

export function toSubscriptionStatus(status: z.infer<typeof subscriptionStatus>): SubscriptionStatus {
  return statuses[status];
}

/** PayPal's subscription as ours: camelCase, dates as Date, amounts as decimal strings. */
export function toSubscription(answer: SubscriptionAnswer): PaypalSubscription {
  const lastPayment = answer.billing_info?.last_payment;
  const nextBillingTime = answer.billing_info?.next_billing_time;
  return {
    id: answer.id,
    status: toSubscriptionStatus(answer.status),
    planId: answer.plan_id,
    customId: answer.custom_id ?? null,
    startTime: answer.start_time ? new Date(answer.start_time) : null,
    lastPayment: lastPayment
      ? {
          amount: lastPayment.amount.value,
          currency: lastPayment.amount.currency_code,
          time: new Date(lastPayment.time),
        }
      : null,
    nextBillingTime: nextBillingTime ? new Date(nextBillingTime) : null,
  };
}
