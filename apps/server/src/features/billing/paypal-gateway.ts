import type { PaypalClient } from '../../integrations/paypal/create-paypal-client.ts';
import type { PaymentGateway } from './payment-gateway.ts';

const money = (value: number) => ({ amount: value.toFixed(2), currency: 'EUR' });

/** Billing's view of PayPal: one catalog product, a PayPal plan per plan of ours, subscriptions. */
export function createPaypalGateway(client: PaypalClient, options: { publicUrl: string }): PaymentGateway {
  let productId: Promise<string> | undefined;
  const product = () => {
    productId ??= client
      .ensureProduct({
        id: 'baylytics-subscription',
        name: 'Baylytics',
        type: 'SERVICE',
        homeUrl: options.publicUrl,
      })
      .then((p) => p.id)
      .catch((error: unknown) => {
        productId = undefined;
        throw error;
      });
    return productId;
  };

  return {
    async ensurePlan(plan) {
      const created = await client.createPlan({
        productId: await product(),
        name: plan.name,
        intervalMonths: plan.numberOfMonth,
        price: money(plan.cycleGross),
        ...(plan.trialDays > 0 && { trial: { intervalDays: plan.trialDays, price: money(plan.trialGross) } }),
        // Prices are gross already: our invoice states the VAT, PayPal must not add any.
        requestId: `plan-${plan.id}-v1`,
      });
      return created.id;
    },

    async createSubscription(input) {
      const created = await client.createSubscription({
        planId: input.providerPlanId,
        customId: String(input.agreementId),
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        locale: input.locale,
        requestId: input.requestId,
      });
      return { id: created.id, approveUrl: created.approveUrl };
    },

    async getSubscription(id) {
      const subscription = await client.getSubscription(id);
      const agreementId = Number(subscription.customId);
      return {
        status: subscription.status === 'active' ? 'ACTIVE' : subscription.status.toUpperCase(),
        agreementId: Number.isInteger(agreementId) && agreementId > 0 ? agreementId : null,
        nextBillingTime: subscription.nextBillingTime,
      };
    },

    cancelSubscription: (id, reason) => client.cancelSubscription(id, reason.slice(0, 120)),

    suspendSubscription: (id, reason, requestId) => client.suspendSubscription(id, reason, requestId),

    activateSubscription: (id, reason, requestId) => client.activateSubscription(id, reason, requestId),

    verifyWebhook: (headers, rawBody) => client.verifyWebhookSignature(headers, rawBody),
  };
}
