import { paypalFailures } from './paypal-failure.ts';
import { paypalIds } from './paypal-ids.ts';
import type { SandboxContext } from './sandbox-context.ts';
import type { PlanRecord, SubscriptionRecord } from './sandbox-state.ts';
import { activateSubscription, renewSubscription } from './subscription-billing.ts';
import { saleCompletedEvent, subscriptionEvent } from './webhook-events.ts';

export interface FoundSubscription {
  plan: PlanRecord;
  subscription: SubscriptionRecord;
}

export function findSubscription(context: SandboxContext, id: string): FoundSubscription {
  const subscription = context.state.subscriptions.get(id);
  const plan = subscription ? context.state.plans.get(subscription.planId) : undefined;
  if (!subscription || !plan) throw paypalFailures.notFound(id);
  return { plan, subscription };
}

/** The buyer approved on the checkout page: activate, take the first payment, tell the webhook receiver. */
export function approveSubscription(
  context: SandboxContext,
  { plan, subscription }: FoundSubscription,
): void {
  if (subscription.status !== 'APPROVAL_PENDING') return;
  subscription.subscriber = {
    email_address: subscription.subscriber?.email_address ?? 'sandbox-buyer@example.com',
    payer_id: paypalIds.payer(),
    name: subscription.subscriber?.name ?? { given_name: 'Sandbox', surname: 'Buyer' },
  };
  const payment = activateSubscription(plan, subscription, context.now());
  const events = [subscriptionEvent(context, 'BILLING.SUBSCRIPTION.ACTIVATED', plan, subscription)];
  if (payment) events.push(saleCompletedEvent(context, subscription, payment));
  context.webhooks.send(events);
}

/** A billing date arrives (sandbox control): pay the next cycle, or expire when no cycle is left. */
export function renewActiveSubscription(context: SandboxContext, found: FoundSubscription): void {
  const { plan, subscription } = found;
  if (subscription.status !== 'ACTIVE') {
    throw paypalFailures.unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for renewal; subscription status should be active.',
    );
  }
  const { payment, hasExpired } = renewSubscription(plan, subscription, context.now());
  if (payment) context.webhooks.send([saleCompletedEvent(context, subscription, payment)]);
  if (hasExpired) {
    context.webhooks.send([subscriptionEvent(context, 'BILLING.SUBSCRIPTION.EXPIRED', plan, subscription)]);
  }
}

export function cancelSubscription(context: SandboxContext, found: FoundSubscription, reason: string): void {
  const { plan, subscription } = found;
  if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
    throw paypalFailures.unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for cancel action; subscription status should be active or suspended.',
    );
  }
  const now = context.now();
  subscription.status = 'CANCELLED';
  subscription.statusChangeNote = reason;
  subscription.statusUpdateTime = now;
  subscription.updateTime = now;
  subscription.nextBillingTime = undefined;
  context.webhooks.send([subscriptionEvent(context, 'BILLING.SUBSCRIPTION.CANCELLED', plan, subscription)]);
}
