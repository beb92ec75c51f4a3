import { paypalIds } from './paypal-ids.ts';
import type { SandboxContext } from './sandbox-context.ts';
import type { PaymentRecord, PlanRecord, SubscriptionRecord } from './sandbox-state.ts';
import type { WebhookEvent } from './webhook-sender.ts';
import { paypalTime, subscriptionResource } from './wire-resources.ts';

const summaries: Record<string, string> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 'Subscription activated',
  'BILLING.SUBSCRIPTION.CANCELLED': 'Subscription cancelled',
  'BILLING.SUBSCRIPTION.EXPIRED': 'Subscription expired',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'Subscription suspended',
};

export function subscriptionEvent(
  context: SandboxContext,
  eventType: keyof typeof summaries,
  plan: PlanRecord,
  subscription: SubscriptionRecord,
): WebhookEvent {
  return {
    id: paypalIds.webhookEvent(),
    event_version: '1.0',
    create_time: context.now().toISOString(),
    resource_type: 'subscription',
    resource_version: '2.0',
    event_type: eventType,
    summary: summaries[eventType] ?? eventType,
    resource: subscriptionResource(context, plan, subscription),
  };
}

/**
 * A recurring payment, in the v1 sale shape PayPal still uses for subscriptions: `billing_agreement_id` is the
 * subscription id and `custom` carries its custom_id, which is how a receiver finds the agreement it pays.
 */
export function saleCompletedEvent(
  context: SandboxContext,
  subscription: SubscriptionRecord,
  payment: PaymentRecord,
): WebhookEvent {
  const time = paypalTime(payment.time);
  return {
    id: paypalIds.webhookEvent(),
    event_version: '1.0',
    create_time: context.now().toISOString(),
    resource_type: 'sale',
    event_type: 'PAYMENT.SALE.COMPLETED',
    summary: `Payment completed for ${payment.amount.currency_code} ${payment.amount.value}`,
    resource: {
      id: payment.saleId,
      state: 'completed',
      amount: {
        total: payment.amount.value,
        currency: payment.amount.currency_code,
        details: { subtotal: payment.amount.value },
      },
      payment_mode: 'INSTANT_TRANSFER',
      protection_eligibility: 'ELIGIBLE',
      billing_agreement_id: subscription.id,
      ...(subscription.customId ? { custom: subscription.customId } : {}),
      create_time: time,
      update_time: time,
    },
  };
}
