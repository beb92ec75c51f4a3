import type { Executor } from '../../db/database.ts';
import { demoStories, type HistoryEvent, historyEventsOf, type PastBooking } from './demo-history.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { cycleCharge, firstCharge, hasTrial, type PlanRow } from './pricing.ts';
import { createBillingRepository, demoSubscriptionIdOf } from './repository.ts';
import { createBillingService } from './service.ts';

const dayMs = 86_400_000;

/** A payment of one of the current demo agreements, as the history's events are. */
type CurrentPayment = {
  at: Date;
  subscriptionId: string;
  agreementId: number;
  sequence: number;
  amount: string;
};

/**
 * The demo's paid orders: two years of billing history for each demo agreement on a paid plan, run through the
 * billing service as PayPal's notices and the customers' cancellations reach it, each at its own time (the
 * service's clock is set to it): the earlier agreements of the customer booked, renewed, changed and cancelled,
 * then the payments of the current agreement. In time order across all customers, in one transaction, so the
 * invoice numbers follow the invoice dates without gaps. Answers how many current agreements were paid; a
 * second run finds nothing left to record.
 */
export async function seedDemoOrders(
  db: Executor,
  gateway: PaymentGateway,
  clock: () => Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const repository = createBillingRepository(tx);
    let at = clock();
    // The demo's subscriptions never existed at PayPal: a customer's cancellation has nothing to tell it.
    const history = { ...gateway, cancelSubscription: async () => {} };
    const billing = createBillingService({ repository, gateway: history, publicUrl: '', clock: () => at });
    const now = clock();
    const unpaid = await repository.demoAgreementsWithoutPayment();
    const plans = await repository.bookablePlans({ isTaxFree: false, planTag: null });
    const withoutTrial = await repository.bookablePlans({ isTaxFree: false, planTag: 'ohne' });
    const planOf = (booking: PastBooking): PlanRow => {
      const rows = booking.isWithoutTrial ? withoutTrial : plans;
      const plan = rows.find(
        (row) => row.parentName === booking.parentName && row.numberOfMonth === booking.months,
      );
      if (!plan) throw new Error(`no plan ${booking.parentName} ${booking.months}`);
      return plan;
    };

    const events: ((HistoryEvent & { userId: number }) | (CurrentPayment & { kind: 'current' }))[] = [];
    let bookings = 0;
    for (const { agreement, plan } of unpaid) {
      const subscriptionId = demoSubscriptionIdOf(agreement.id);
      await repository.setAgreementExternalId(agreement.id, subscriptionId);
      const story = demoStories[plan.parentName as PastBooking['parentName']] ?? [];
      for (const event of historyEventsOf(story, planOf, now, bookings).events)
        events.push({ ...event, userId: agreement.userId });
      bookings += story.length;
      // A plan with a trial is paid as PayPal charges it: the trial's fee at the start, the first full cycle
      // when the trial ends.
      const trialEnd = new Date(agreement.startedAt.getTime() + plan.trialDays * dayMs);
      const charges = hasTrial(plan)
        ? [
            { charge: firstCharge(plan), at: agreement.startedAt },
            { charge: cycleCharge(plan), at: trialEnd },
          ]
        : [{ charge: cycleCharge(plan), at: agreement.startedAt }];
      for (const [sequence, { charge, at: paidAt }] of charges.entries())
        if (paidAt <= now)
          events.push({
            kind: 'current',
            at: paidAt,
            subscriptionId,
            agreementId: agreement.id,
            sequence,
            amount: charge.gross.toFixed(2),
          });
    }

    const booked = new Map<number, { agreementId: number; subscriptionId: string }>();
    const paymentId = (agreementId: number, sequence: number) =>
      `DEMO-PAYMENT-${agreementId}-${sequence + 1}`;
    // A booking comes before its payments, a payment before a cancellation at the same moment.
    const order = { book: 0, current: 1, pay: 1, cancel: 2 } as const;
    events.sort((a, b) => a.at.getTime() - b.at.getTime() || order[a.kind] - order[b.kind]);
    for (const event of events) {
      at = event.at;
      if (event.kind === 'current') {
        await billing.recordPayment({
          subscriptionId: event.subscriptionId,
          paymentId: paymentId(event.agreementId, event.sequence),
          amount: event.amount,
          currency: 'EUR',
          paidAt: event.at,
        });
        continue;
      }
      if (event.kind === 'book') {
        booked.set(event.booking, await repository.bookDemoAgreement(event.userId, event.plan.id, event.at));
        continue;
      }
      const agreement = booked.get(event.booking);
      if (!agreement) throw new Error(`demo booking ${event.booking} was not booked`);
      if (event.kind === 'pay')
        await billing.recordPayment({
          subscriptionId: agreement.subscriptionId,
          paymentId: paymentId(agreement.agreementId, event.sequence),
          amount: event.amount,
          currency: 'EUR',
          paidAt: event.at,
        });
      else if (event.endedBy.by === 'customer')
        await billing.cancelAgreement(event.userId, agreement.agreementId, event.endedBy.reason);
      else await billing.markCancelled(agreement.subscriptionId);
    }
    return unpaid.length;
  });
}
