import { randomUUID } from 'node:crypto';
import type { ParentPlanName } from '@baylytics/contract/plans';
import { parentPlanNames } from '@baylytics/contract/plans';
import { AppError } from '../../kernel/errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { cycleCharge, firstCharge, hasTrial, type PlanRow, toPlan } from './pricing.ts';
import { createRenewalService } from './renewal-service.ts';
import type { AgreementRow, BillingRepository, BillingStatements } from './repository.ts';
import { taxClassOf, usesTaxFreePlans } from './tax.ts';

const dayMs = 24 * 60 * 60 * 1000;

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const toCents = (value: number | string) => Math.round(Number(value) * 100);

export interface PaymentNotice {
  subscriptionId: string;
  paymentId: string;
  amount: string;
  currency: string;
  paidAt: Date;
}

export function createBillingService(deps: {
  repository: BillingRepository;
  gateway: PaymentGateway;
  publicUrl: string;
  clock: () => Date;
}) {
  const { repository, gateway, publicUrl, clock } = deps;
  const renewal = createRenewalService({ repository, gateway, clock });

  /**
   * The buyer's address and tax class. Inside a transaction read through its statements (`from`): a second
   * connection taken while the transaction holds its locks waits for the pool, whose connections may all be
   * taken by transactions waiting for those locks (payment notices of one day share its kept figures' row).
   */
  async function buyer(userId: number, from: Pick<BillingStatements, 'buyerOf'> = repository) {
    const row = await from.buyerOf(userId);
    if (!row?.address || !row.countryCode) throw new AppError('addressRequired');
    return {
      user: row.user,
      address: row.address,
      countryCode: row.countryCode,
      taxClass: taxClassOf(row.countryCode, row.address.taxId),
    };
  }

  return {
    async parentPlans() {
      const rows = await repository.bookablePlans({ isTaxFree: false, planTag: null });
      const lowest = new Map<ParentPlanName, number>();
      for (const row of rows) {
        const name = row.parentName as ParentPlanName;
        if (!parentPlanNames.includes(name) || name === 'Affiliate') continue;
        lowest.set(name, Math.min(lowest.get(name) ?? Number.POSITIVE_INFINITY, Number(row.priceMonth)));
      }
      return [...lowest].map(([name, priceMonthFrom]) => ({ name, priceMonthFrom }));
    },

    /** The cycles of a package as this buyer pays them: tax or tax-free, standard or promo-tagged. */
    async plansFor(userId: number, parentName: ParentPlanName, promoCode?: string) {
      const { taxClass } = await buyer(userId);
      const planTag = promoCode ? await repository.promoTag(promoCode, clock()) : null;
      if (promoCode && !planTag) throw new AppError('invalidPromoCode');
      const rows = await repository.bookablePlans({
        parentName,
        isTaxFree: usesTaxFreePlans(taxClass),
        planTag,
      });
      return rows.map((row, index) => toPlan(row, index === 0));
    },

    async startPayment(userId: number, planId: number, language: 'de' | 'en') {
      const { taxClass, user } = await buyer(userId);
      if (user.status !== 'true') throw new AppError('addressRequired');
      const plan = await repository.planById(planId);
      if (!plan?.isBookable || plan.isTaxFree !== usesTaxFreePlans(taxClass))
        throw new AppError('planNotAvailable');
      // A paused agreement still runs: the user resumes it instead of booking it twice.
      const running = (await repository.agreementsOf(userId)).some(
        ({ agreement, plan: held }) =>
          held.parentName === plan.parentName &&
          (agreement.status === 'active' || agreement.status === 'suspended') &&
          agreement.paidUntil > clock(),
      );
      if (running) throw new AppError('planAlreadyActive');

      const providerPlanId =
        plan.paypalPlanId ??
        (await gateway.ensurePlan({
          id: plan.id,
          name: plan.name,
          numberOfMonth: plan.numberOfMonth,
          cycleGross: cycleCharge(plan).gross,
          trialDays: hasTrial(plan) ? plan.trialDays : 0,
          trialGross: hasTrial(plan) ? firstCharge(plan).gross : 0,
        }));
      if (!plan.paypalPlanId) await repository.setProviderPlanId(plan.id, providerPlanId);
      const agreementId = await repository.createPendingAgreement(userId, plan.id, clock());
      const subscription = await gateway.createSubscription({
        providerPlanId,
        agreementId,
        returnUrl: `${publicUrl}/buy/complete`,
        cancelUrl: `${publicUrl}/buy/cancel`,
        locale: language === 'en' ? 'en-GB' : 'de-DE',
        requestId: randomUUID(),
      });
      await repository.setAgreementExternalId(agreementId, subscription.id);
      return { redirectUrl: subscription.approveUrl };
    },

    /** The return from PayPal: asks PayPal, activates once; repeating it changes nothing. */
    async completePayment(userId: number, subscriptionId: string) {
      const subscription = await gateway.getSubscription(subscriptionId);
      return repository.transaction(async (locked) => {
        const row = await locked.lockAgreementByExternalId(subscriptionId);
        if (!row || row.agreement.userId !== userId || subscription.agreementId !== row.agreement.id) {
          throw new AppError('notFound');
        }
        if (subscription.status !== 'ACTIVE') return { planName: row.plan.name, status: 'pending' as const };
        const next = subscription.nextBillingTime;
        const paidUntil = next && next > row.agreement.paidUntil ? next : row.agreement.paidUntil;
        await locked.setAgreement(row.agreement.id, {
          status: row.agreement.status === 'pending' ? 'active' : row.agreement.status,
          paidUntil,
          ...(hasTrial(row.plan) && !row.agreement.trialEndsAt && next && { trialEndsAt: next }),
        });
        return { planName: row.plan.name, status: 'active' as const };
      });
    },

    /**
     * A payment notice (webhook): recorded once per provider payment id, checked against the plan's
     * price, extending the paid period and issuing exactly one invoice.
     */
    async recordPayment(notice: PaymentNotice) {
      return repository.transaction(async (locked) => {
        const row = await locked.lockAgreementByExternalId(notice.subscriptionId);
        if (!row) throw new AppError('notFound');
        if (await locked.paymentByExternalId(notice.paymentId)) return { isNew: false };
        const { agreement, plan } = row;
        const previous = await locked.paymentsOf(agreement.id);
        const isTrialStart = previous.length === 0 && hasTrial(plan);
        const expected = isTrialStart ? firstCharge(plan) : cycleCharge(plan);
        if (toCents(notice.amount) !== toCents(expected.gross) || notice.currency !== 'EUR') {
          throw new AppError('paymentMismatch');
        }
        const periodStart = previous.at(-1)?.periodEnd ?? agreement.startedAt;
        const periodEnd = isTrialStart
          ? new Date(periodStart.getTime() + plan.trialDays * dayMs)
          : addMonths(periodStart, plan.numberOfMonth);
        const paymentId = await locked.addPayment({
          agreementId: agreement.id,
          externalId: notice.paymentId,
          amount: expected.gross.toFixed(2),
          currency: notice.currency,
          paidAt: notice.paidAt,
          periodStart,
          periodEnd,
        });
        await locked.setAgreement(agreement.id, {
          status: agreement.status === 'pending' ? 'active' : agreement.status,
          paidUntil: new Date(Math.max(periodEnd.getTime(), agreement.paidUntil.getTime())),
          ...(isTrialStart && { trialEndsAt: periodEnd }),
        });
        const invoiceId = await issueInvoice(locked, {
          agreement,
          plan,
          paymentId,
          notice,
          periodStart,
          periodEnd,
          charge: expected,
        });
        return { isNew: true, invoiceId };
      });
    },

    async cancelAgreement(userId: number, agreementId: number, reason: string) {
      const held = (await repository.agreementsOf(userId)).find(
        ({ agreement }) => agreement.id === agreementId,
      );
      if (!held) throw new AppError('notFound');
      if (held.agreement.status === 'cancelled') return;
      if (held.agreement.externalId) await gateway.cancelSubscription(held.agreement.externalId, reason);
      await repository.setAgreement(agreementId, {
        status: 'cancelled',
        cancelledAt: clock(),
        cancellationReason: reason,
      });
    },

    /** The provider ended the subscription (webhook): the paid period still runs out. */
    async markCancelled(subscriptionId: string) {
      await repository.transaction(async (locked) => {
        const row = await locked.lockAgreementByExternalId(subscriptionId);
        if (!row || row.agreement.status === 'cancelled') return;
        await locked.setAgreement(row.agreement.id, {
          status: 'cancelled',
          cancelledAt: clock(),
          cancellationReason: row.agreement.cancellationReason ?? 'provider',
        });
      });
    },

    /** Automatic renewal: list, pause and resume, and the provider's suspend and activate notices. */
    subscriptionsOf: renewal.subscriptionsOf,
    setRenewal: renewal.setRenewal,
    followProviderStatus: renewal.followProvider,

    verifyWebhook: gateway.verifyWebhook,
  };

  async function issueInvoice(
    locked: BillingStatements,
    input: {
      agreement: AgreementRow;
      plan: PlanRow;
      paymentId: number;
      notice: PaymentNotice;
      periodStart: Date;
      periodEnd: Date;
      charge: { net: number; tax: number; gross: number };
    },
  ) {
    const { user, address, countryCode, taxClass } = await buyer(input.agreement.userId, locked);
    const invoiceDate = clock();
    const prefix = `RE${invoiceDate.getUTCFullYear()}`;
    const number = await locked.nextInvoiceNumber(prefix);
    return locked.addInvoice({
      userId: user.id,
      paymentId: input.paymentId,
      prefix,
      invoiceNumber: `${prefix}-${String(number).padStart(5, '0')}`,
      invoiceDate,
      description: input.plan.name,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      net: input.charge.net.toFixed(2),
      taxRate: Number(input.plan.taxRate).toFixed(2),
      tax: input.charge.tax.toFixed(2),
      gross: input.charge.gross.toFixed(2),
      currency: 'EUR',
      isReverseCharge: taxClass === 'euReverseCharge',
      buyer: JSON.stringify({ ...address, countryCode, email: user.email, taxClass }),
      language: user.language === 'en' ? 'en' : 'de',
      paymentTransactionId: input.notice.paymentId,
    });
  }
}

export type BillingService = ReturnType<typeof createBillingService>;
