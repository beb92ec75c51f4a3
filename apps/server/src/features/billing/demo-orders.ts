import type { Executor } from '../../db/database.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { cycleCharge, firstCharge, hasTrial } from './pricing.ts';
import { createBillingRepository } from './repository.ts';
import { createBillingService } from './service.ts';

const dayMs = 86_400_000;

/**
 * The demo's paid orders: each demo agreement on a paid plan gets the payments of its first periods, recorded as
 * PayPal's payment notices are (same price check, same invoice numbering), so the demo accounts have orders and
 * invoices to open. Answers how many were recorded; a second run finds nothing left to record.
 */
export async function seedDemoOrders(
  db: Executor,
  gateway: PaymentGateway,
  clock: () => Date,
): Promise<number> {
  const repository = createBillingRepository(db);
  const billing = createBillingService({ repository, gateway, publicUrl: '', clock });
  const unpaid = await repository.demoAgreementsWithoutPayment();
  for (const { agreement, plan } of unpaid) {
    const subscriptionId = `I-DEMO${String(agreement.id).padStart(8, '0')}`;
    await repository.setAgreementExternalId(agreement.id, subscriptionId);
    // A plan with a trial is paid as PayPal charges it: the trial's fee at the start, the first full cycle when
    // the trial ends.
    const trialEnd = new Date(agreement.startedAt.getTime() + plan.trialDays * dayMs);
    const charges = hasTrial(plan)
      ? [
          { charge: firstCharge(plan), paidAt: agreement.startedAt },
          { charge: cycleCharge(plan), paidAt: trialEnd },
        ]
      : [{ charge: cycleCharge(plan), paidAt: agreement.startedAt }];
    for (const [index, { charge, paidAt }] of charges.entries()) {
      if (paidAt > clock()) break;
      await billing.recordPayment({
        subscriptionId,
        paymentId: `DEMO-PAYMENT-${agreement.id}-${index + 1}`,
        amount: charge.gross.toFixed(2),
        currency: 'EUR',
        paidAt,
      });
    }
  }
  return unpaid.length;
}
