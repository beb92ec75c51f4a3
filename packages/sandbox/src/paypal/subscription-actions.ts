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

/**
 * A billing date arrives (sandbox control): pay the next cycle, or expire when no cycle is left. A suspended
 * subscription skips it: nothing is charged and no webhook is sent.
 */
export function renewActiveSubscription(context: SandboxContext, found: FoundSubscription): void {
  const { plan, subscription } = found;
  if (subscription.status === 'SUSPENDED') return;
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

function changeStatus(
  context: SandboxContext,
  subscription: SubscriptionRecord,
  status: 'ACTIVE' | 'SUSPENDED',
  reason: string | undefined,
): void {
  const now = context.now();
  subscription.status = status;
  if (reason) subscription.statusChangeNote = reason;
  subscription.statusUpdateTime = now;
  subscription.updateTime = now;
}

/** Suspends an active subscription: no cycle is billed until it is activated again. */
export function suspendSubscription(context: SandboxContext, found: FoundSubscription, reason: string): void {
  const { plan, subscription } = found;
  if (subscription.status !== 'ACTIVE') {
    throw paypalFailures.unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for suspend action; subscription status should be active.',
    );
  }
  changeStatus(context, subscription, 'SUSPENDED', reason);
  context.webhooks.send([subscriptionEvent(context, 'BILLING.SUBSCRIPTION.SUSPENDED', plan, subscription)]);
}

/**
 * Activates a suspended subscription. Billing dates that passed while it was suspended stay unpaid; the
 * next cycle is due at once then (the next renewal control charges it), otherwise on its old date.
 */
export function reactivateSubscription(
  context: SandboxContext,
  found: FoundSubscription,
  reason: string | undefined,
): void {
  const { plan, subscription } = found;
  if (subscription.status !== 'SUSPENDED') {
    throw paypalFailures.unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for activate action; subscription status should be suspended.',
    );
  }
  changeStatus(context, subscription, 'ACTIVE', reason);
  const now = context.now();
  if (subscription.nextBillingTime && subscription.nextBillingTime < now) subscription.nextBillingTime = now;
  context.webhooks.send([subscriptionEvent(context, 'BILLING.SUBSCRIPTION.ACTIVATED', plan, subscription)]);
}
