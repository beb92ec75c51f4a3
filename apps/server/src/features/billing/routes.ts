import {
  agreements,
  availableParentPlans,
  availablePlans,
  cancelAgreement,
  completePayment,
  currentUserPlans,
  invoicePdf,
  orders,
  sendInvoice,
  setSubscriptionActive,
  startPayment,
  subscriptions,
} from '@baylytics/contract/billing';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { InvoiceService } from './invoice-service.ts';
import type { BillingService } from './service.ts';

export function billingRoutes(api: Api, billing: BillingService, invoices: InvoiceService): void {
  api.handle(availableParentPlans, async () => billing.parentPlans());
  api.handle(availablePlans, async ({ query, auth }) =>
    billing.plansFor(requireAuth(auth).user.id, query.parentPlanName, query.promoCode),
  );
  api.handle(currentUserPlans, async ({ auth }) => invoices.plansInForce(requireAuth(auth).user.id));
  api.handle(startPayment, async ({ body, auth }) => {
    const { user } = requireAuth(auth);
    return billing.startPayment(user.id, body.planId, user.language);
  });
  api.handle(completePayment, async ({ query, auth }) =>
    billing.completePayment(requireAuth(auth).user.id, query.token),
  );
  api.handle(agreements, async ({ auth }) => invoices.agreements(requireAuth(auth).user.id));
  api.handle(cancelAgreement, async ({ params, body, auth }) => {
    const reason = body.reason === 'other' && body.text ? `other: ${body.text}` : body.reason;
    await billing.cancelAgreement(requireAuth(auth).user.id, params.agreementId, reason);
    return null;
  });
  api.handle(subscriptions, async ({ auth }) => billing.subscriptionsOf(requireAuth(auth).user.id));
  api.handle(setSubscriptionActive, async ({ params, body, auth }) => {
    await billing.setRenewal(requireAuth(auth).user.id, body.id, params.isActive === 'true');
    return null;
  });
  api.handle(orders, async ({ query, auth }) => invoices.page(requireAuth(auth).user.id, query));
  api.file(invoicePdf, async ({ params, auth }) => invoices.pdf(requireAuth(auth).user.id, params.id));
  api.handle(sendInvoice, async ({ params, auth }) => {
    await invoices.send(requireAuth(auth).user.id, params.orderId);
    return null;
  });
}
