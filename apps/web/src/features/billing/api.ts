import {
  agreements,
  availableParentPlans,
  availablePlans,
  cancelAgreement,
  type cancellationReasons,
  completePayment,
  orders,
  sendInvoice,
  setSubscriptionActive,
  startPayment,
  subscriptions,
} from '@baylytics/contract/billing';
import type { ParentPlanName } from '@baylytics/contract/plans';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList } from '../../app/http.ts';
import { reloadCurrentUser } from '../auth/public.ts';

export function useParentPlans() {
  return useQuery({ queryKey: ['parentPlans'], queryFn: () => apiCall(availableParentPlans) });
}

/** The cycles of one package at the caller's VAT; a promo code may swap them for its tagged variants. */
export function plansQuery(parentPlanName: ParentPlanName, promoCode: string) {
  return queryOptions({
    queryKey: ['plans', parentPlanName, promoCode],
    queryFn: () => apiCall(availablePlans, { query: { parentPlanName, promoCode: promoCode || undefined } }),
    // Prices depend on the billing address, which may have just changed.
    staleTime: 0,
  });
}

export function useStartPayment() {
  return useMutation({ mutationFn: (planId: number) => apiCall(startPayment, { body: { planId } }) });
}

/**
 * Confirms the approved subscription (idempotent at the server, so a query), then loads the user again
 * so the new plan's roles count at once.
 */
export function completePaymentQuery(token: string) {
  return queryOptions({
    queryKey: ['completePayment', token],
    queryFn: async () => {
      const completed = await apiCall(completePayment, { query: { token } });
      await reloadCurrentUser().catch(() => undefined);
      return completed;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAgreements() {
  return useQuery({ queryKey: ['agreements'], queryFn: () => apiCall(agreements), staleTime: 0 });
}

export type CancellationReason = (typeof cancellationReasons)[number];

export function useCancelAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { agreementId: number; reason: CancellationReason; text?: string }) =>
      apiCall(cancelAgreement, {
        params: { agreementId: input.agreementId },
        body: { reason: input.reason, text: input.text },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['agreements'] });
      // The roles stay until the paid period ends, but the user is the server's to say.
      await reloadCurrentUser().catch(() => undefined);
    },
  });
}

/** The automatic renewals of the running agreements (one per agreement id). */
export function useSubscriptions() {
  return useQuery({ queryKey: ['subscriptions'], queryFn: () => apiCall(subscriptions), staleTime: 0 });
}

/** Pauses or resumes an agreement's automatic renewal; the agreements list shows the next payment too. */
export function useSetRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { agreementId: number; isActive: boolean }) =>
      apiCall(setSubscriptionActive, {
        params: { isActive: input.isActive ? 'true' : 'false' },
        body: { id: input.agreementId },
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
        queryClient.invalidateQueries({ queryKey: ['agreements'] }),
      ]);
    },
  });
}

/** Invoices per page (spec 000 §9). */
export const invoicesPageSize = 25;

export function useInvoices(pageIndex: number, keyword: string) {
  return useQuery({
    queryKey: ['invoices', pageIndex, keyword],
    queryFn: () =>
      apiList(orders, { query: { pageIndex, pageSize: invoicesPageSize, keyword: keyword || undefined } }),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSendInvoice() {
  return useMutation({ mutationFn: (orderId: number) => apiCall(sendInvoice, { params: { orderId } }) });
}
