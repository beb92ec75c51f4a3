import { randomUUID } from 'node:crypto';
import type { Subscription } from '@baylytics/contract/billing';
import { AppError } from '../../kernel/errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { cycleCharge } from './pricing.ts';
import type { AgreementRow, BillingRepository } from './repository.ts';

/** Whether the agreement's paid period (or its trial) still runs: its roles count until then. */
export function isInForce(agreement: AgreementRow, now: Date): boolean {
  return agreement.paidUntil > now || (agreement.trialEndsAt !== null && agreement.trialEndsAt > now);
}

// What PayPal keeps as the status change note; people read it in PayPal's dashboard.
const pauseReason = 'Automatic renewal paused by the customer';
const resumeReason = 'Automatic renewal resumed by the customer';

/**
 * Automatic renewal of agreements: a subscription is the PayPal subscription behind an agreement. Pausing
 * suspends it at PayPal (status 'suspended' here), resuming activates it again; the paid period and its roles
 * are untouched either way. The agreement row is locked while PayPal is asked, so two clicks reach PayPal once.
 */
export function createRenewalService(deps: {
  repository: BillingRepository;
  gateway: PaymentGateway;
  clock: () => Date;
}) {
  const { repository, gateway, clock } = deps;

  /**
   * Asks PayPal to change the state; when PayPal refuses because it is already there (changed at PayPal,
   * its webhook still on the way), that counts as done.
   */
  async function changeAtProvider(subscriptionId: string, target: 'ACTIVE' | 'SUSPENDED') {
    try {
      if (target === 'SUSPENDED')
        await gateway.suspendSubscription(subscriptionId, pauseReason, randomUUID());
      else await gateway.activateSubscription(subscriptionId, resumeReason, randomUUID());
    } catch (error) {
      const current = await gateway.getSubscription(subscriptionId).catch(() => null);
      if (current?.status !== target) throw error;
    }
  }

  return {
    async subscriptionsOf(userId: number): Promise<Subscription[]> {
      const now = clock();
      return (await repository.agreementsOf(userId))
        .filter(
          ({ agreement }) =>
            agreement.externalId !== null && agreement.status !== 'pending' && isInForce(agreement, now),
        )
        .map(({ agreement, plan }) => ({
          id: agreement.id,
          name: plan.name,
          description: plan.name,
          active: agreement.status === 'active',
          unitPrice: cycleCharge(plan).gross,
          nextRunDate: agreement.status === 'active' ? agreement.paidUntil.toISOString() : null,
        }));
    },

    /** Pauses or resumes one of the user's renewals; asking for the state it is in changes nothing. */
    async setRenewal(userId: number, agreementId: number, isActive: boolean): Promise<void> {
      await repository.transaction(async (locked) => {
        const row = await locked.lockAgreementOfUser(userId, agreementId);
        const agreement = row?.agreement;
        if (!agreement?.externalId || agreement.status === 'pending') throw new AppError('notFound');
        if (!isActive) {
          // Suspended already, or cancelled: nothing renews.
          if (agreement.status !== 'active') return;
          await changeAtProvider(agreement.externalId, 'SUSPENDED');
          await locked.setAgreement(agreement.id, { status: 'suspended' });
          return;
        }
        if (agreement.status === 'cancelled') throw new AppError('subscriptionCancelled');
        if (agreement.status === 'active') return;
        if (!isInForce(agreement, clock())) throw new AppError('subscriptionPeriodEnded');
        await changeAtProvider(agreement.externalId, 'ACTIVE');
        await locked.setAgreement(agreement.id, { status: 'active' });
      });
    },

    /**
     * A suspend or activate webhook: PayPal is asked for the subscription's state now and ours follows it.
     * Reading the state instead of trusting the event makes a replayed or late event change nothing.
     */
    async followProvider(subscriptionId: string): Promise<void> {
      if (!subscriptionId) return;
      await repository.transaction(async (locked) => {
        const row = await locked.lockAgreementByExternalId(subscriptionId);
        const current = row?.agreement.status;
        // Pending agreements are the return page's; cancelled ones stay cancelled.
        if (current !== 'active' && current !== 'suspended') return;
        // Asked under the lock, so a pause or resume of the user's cannot slip in between.
        const { status } = await gateway.getSubscription(subscriptionId);
        const next =
          current === 'active' && status === 'SUSPENDED'
            ? 'suspended'
            : current === 'suspended' && status === 'ACTIVE'
              ? 'active'
              : null;
        if (!row || !next) return;
        await locked.setAgreement(row.agreement.id, { status: next });
      });
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
