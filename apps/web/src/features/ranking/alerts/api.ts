import {
  type AlertMailMode,
  type AlertRule,
  type AlertRuleValues,
  alertEventsPageSize,
  alertSummary,
  createAlertRule,
  deleteAlertRule,
  listAlertEvents,
  listAlertKeywords,
  listAlertRules,
  markAlertEventRead,
  markAllAlertEventsRead,
  setAlertMailMode,
  updateAlertRule,
} from '@baylytics/contract/alerts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList } from '../../../app/http.ts';

const alertsKey = ['alerts'];
const summaryKey = ['alerts', 'summary'];

export function useAlertRules() {
  return useQuery({ queryKey: [...alertsKey, 'rules'], queryFn: () => apiCall(listAlertRules) });
}

export function useAlertKeywords() {
  return useQuery({ queryKey: [...alertsKey, 'keywords'], queryFn: () => apiCall(listAlertKeywords) });
}

export function useAlertEvents(pageIndex: number, isUnread: boolean) {
  return useQuery({
    queryKey: [...alertsKey, 'events', pageIndex, isUnread],
    queryFn: () =>
      apiList(listAlertEvents, {
        query: { pageIndex, pageSize: alertEventsPageSize, ...(isUnread && { isUnread: 'true' }) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The unread count of the header's bell and the mail setting; asked again every minute while open. */
export function useAlertSummary(isEnabled = true) {
  return useQuery({
    queryKey: summaryKey,
    queryFn: () => apiCall(alertSummary),
    enabled: isEnabled,
    refetchInterval: 60_000,
  });
}

function useInvalidateAlerts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: alertsKey });
}

export function useSaveAlertRule() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AlertRuleValues }) =>
      id === null ? apiCall(createAlertRule, { body }) : apiCall(updateAlertRule, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteAlertRule() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: (rule: AlertRule) => apiCall(deleteAlertRule, { params: { id: rule.id } }),
    onSuccess: invalidate,
  });
}

export function useMarkAlertRead() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all' ? apiCall(markAllAlertEventsRead) : apiCall(markAlertEventRead, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSetAlertMailMode() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: (mailMode: AlertMailMode) => apiCall(setAlertMailMode, { body: { mailMode } }),
    onSuccess: invalidate,
  });
}
