import type { SandboxContext } from './sandbox-context.ts';
import type { PlanRecord, ProductRecord, SubscriptionRecord } from './sandbox-state.ts';

/** PayPal writes times as RFC 3339 in UTC without milliseconds. */
export function paypalTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function link(href: string, rel: string, method: 'GET' | 'POST' | 'PATCH') {
  return { href, rel, method };
}

export function productResource(context: SandboxContext, product: ProductRecord) {
  const self = `${context.publicUrl()}/v1/catalogs/products/${product.id}`;
  const { createTime, updateTime, ...fields } = product;
  return {
    ...fields,
    create_time: paypalTime(createTime),
    update_time: paypalTime(updateTime),
    links: [link(self, 'self', 'GET'), link(self, 'edit', 'PATCH')],
  };
}

export function planResource(context: SandboxContext, plan: PlanRecord) {
  const self = `${context.publicUrl()}/v1/billing/plans/${plan.id}`;
  const { createTime, updateTime, billing_cycles, ...fields } = plan;
  const time = paypalTime(createTime);
  return {
    ...fields,
    billing_cycles: billing_cycles.map(({ pricing_scheme, ...cycle }) =>
      pricing_scheme
        ? {
            ...cycle,
            pricing_scheme: { ...pricing_scheme, version: 1, create_time: time, update_time: time },
          }
        : cycle,
    ),
    create_time: time,
    update_time: paypalTime(updateTime),
    links: [link(self, 'self', 'GET'), link(self, 'edit', 'PATCH')],
  };
}

function billingInfo(plan: PlanRecord, subscription: SubscriptionRecord) {
  const lastPayment = subscription.payments.at(-1);
  const currency =
    lastPayment?.amount.currency_code ?? plan.billing_cycles[0]?.pricing_scheme?.fixed_price.currency_code;
  return {
    outstanding_balance: { currency_code: currency ?? 'EUR', value: '0.00' },
    cycle_executions: plan.billing_cycles.map((cycle, index) => {
      const completed = subscription.cyclesCompleted[index] ?? 0;
      return {
        tenure_type: cycle.tenure_type,
        sequence: cycle.sequence,
        cycles_completed: completed,
        cycles_remaining: cycle.total_cycles === 0 ? 0 : Math.max(0, cycle.total_cycles - completed),
        ...(cycle.pricing_scheme ? { current_pricing_scheme_version: 1 } : {}),
        total_cycles: cycle.total_cycles,
      };
    }),
    ...(lastPayment
      ? { last_payment: { amount: lastPayment.amount, time: paypalTime(lastPayment.time) } }
      : {}),
    // A suspended subscription keeps its billing date for a resume, but nothing is scheduled while suspended.
    ...(subscription.nextBillingTime && subscription.status === 'ACTIVE'
      ? { next_billing_time: paypalTime(subscription.nextBillingTime) }
      : {}),
    failed_payments_count: 0,
  };
}

function subscriptionLinks(context: SandboxContext, subscription: SubscriptionRecord) {
  const self = `${context.publicUrl()}/v1/billing/subscriptions/${subscription.id}`;
  if (subscription.status === 'APPROVAL_PENDING') {
    return [
      link(`${context.publicUrl()}/checkoutnow?token=${subscription.id}`, 'approve', 'GET'),
      link(self, 'edit', 'PATCH'),
      link(self, 'self', 'GET'),
    ];
  }
  if (subscription.status === 'ACTIVE') {
    return [
      link(`${self}/cancel`, 'cancel', 'POST'),
      link(self, 'edit', 'PATCH'),
      link(self, 'self', 'GET'),
      link(`${self}/suspend`, 'suspend', 'POST'),
      link(`${self}/capture`, 'capture', 'POST'),
    ];
  }
  if (subscription.status === 'SUSPENDED') {
    return [
      link(`${self}/cancel`, 'cancel', 'POST'),
      link(self, 'edit', 'PATCH'),
      link(self, 'self', 'GET'),
      link(`${self}/activate`, 'activate', 'POST'),
    ];
  }
  return [link(self, 'self', 'GET')];
}

/** A subscription as `GET /v1/billing/subscriptions/{id}` shows it; billing_info appears once it was active. */
export function subscriptionResource(
  context: SandboxContext,
  plan: PlanRecord,
  subscription: SubscriptionRecord,
) {
  const wasActive = subscription.cyclesCompleted.some((count) => count > 0);
  return {
    id: subscription.id,
    plan_id: subscription.planId,
    status: subscription.status,
    ...(subscription.statusChangeNote ? { status_change_note: subscription.statusChangeNote } : {}),
    status_update_time: paypalTime(subscription.statusUpdateTime),
    start_time: paypalTime(subscription.startTime),
    quantity: subscription.quantity ?? '1',
    ...(subscription.customId ? { custom_id: subscription.customId } : {}),
    ...(subscription.subscriber ? { subscriber: subscription.subscriber } : {}),
    ...(wasActive ? { billing_info: billingInfo(plan, subscription) } : {}),
    create_time: paypalTime(subscription.createTime),
    update_time: paypalTime(subscription.updateTime),
    plan_overridden: false,
    links: subscriptionLinks(context, subscription),
  };
}
