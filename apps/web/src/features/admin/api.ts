import {
  endImpersonation,
  impersonateUser,
  impersonationStatus,
} from '@baylytics/contract/admin-impersonation';
import { keptInvoices } from '@baylytics/contract/admin-kept-invoices';
import { kpiSummary } from '@baylytics/contract/admin-kpi';
import { loginLogs } from '@baylytics/contract/admin-login-logs';
import {
  addUserNote,
  editUserNote,
  listTestUsers,
  listUsers,
  revokeUserToken,
  sendVerificationEmail,
  userNotes,
} from '@baylytics/contract/admin-users';
import type { QueryOf } from '@baylytics/contract/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList, impersonationReturnPath } from '../../app/http.ts';
import { queryClient } from '../../app/query-client.ts';
import { sessionStore } from '../../app/session.ts';
import { reloadCurrentUser } from '../auth/public.ts';

export function useAdminUsers(query: QueryOf<typeof listUsers>) {
  return useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: () => apiList(listUsers, { query }),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTestUsers(query: QueryOf<typeof listTestUsers>) {
  return useQuery({
    queryKey: ['admin', 'testUsers', query],
    queryFn: () => apiList(listTestUsers, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useLoginLogs(query: QueryOf<typeof loginLogs>) {
  return useQuery({
    queryKey: ['admin', 'loginLogs', query],
    queryFn: () => apiList(loginLogs, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Deleted accounts' kept invoices, a page at a time; the page shown stays while the next one loads. */
export function useKeptInvoices(query: QueryOf<typeof keptInvoices>) {
  return useQuery({
    queryKey: ['admin', 'keptInvoices', query],
    queryFn: () => apiList(keptInvoices, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useUserNotes(shopwareId: number | null) {
  return useQuery({
    queryKey: ['admin', 'notes', shopwareId],
    queryFn: () => apiCall(userNotes, { params: { shopwareId: shopwareId ?? 0 } }),
    enabled: shopwareId !== null,
  });
}

/** Adds a note (no id) or changes one (with its id); the notes and the tables' note counts reload afterwards. */
export function useSaveNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: { id?: number; shopwareId: number; notes: string }) =>
      note.id === undefined
        ? apiCall(addUserNote, { body: { shopwareId: note.shopwareId, notes: note.notes } })
        : apiCall(editUserNote, { body: { id: note.id, notes: note.notes } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useRevokeToken() {
  return useMutation({
    mutationFn: (shopwareId: number) => apiCall(revokeUserToken, { body: { shopwareId } }),
  });
}

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: (shopwareId: number) => apiCall(sendVerificationEmail, { body: { shopwareId } }),
  });
}

/** Who acts as the signed-in user in this session, and until when (null outside an impersonation). */
export function useImpersonationStatus(isImpersonated: boolean) {
  return useQuery({
    queryKey: ['impersonation'],
    queryFn: () => apiCall(impersonationStatus),
    enabled: isImpersonated,
  });
}

/**
 * The administrator starts acting as a user: the server puts a session of its own for the user in the cookie and
 * keeps the administrator's own aside for the way back. Nothing of the administrator's pages stays in the cache.
 */
export async function actAsUser(shopwareId: number): Promise<void> {
  await apiCall(impersonateUser, { query: { shopwareId } });
  await userOfNewSession();
}

/** The way back: the session as the user ends on the server, which puts the administrator's own back in the cookie. */
export async function backToOwnAccount(): Promise<string> {
  await apiCall(endImpersonation).catch(() => undefined);
  await userOfNewSession();
  return impersonationReturnPath;
}

/**
 * The cookie now holds another user's session: nothing of the previous user's pages stays in the cache, and the
 * user shown is the new session's. Until it has loaded the previous user stays shown (forgetting it at once would
 * send the page through sign-in); if it cannot be loaded, it is forgotten and loaded again with the next page.
 */
async function userOfNewSession(): Promise<void> {
  queryClient.clear();
  try {
    await reloadCurrentUser();
  } catch (error) {
    sessionStore.forgetUser();
    throw error;
  }
}

export function useKpiSummary() {
  return useQuery({ queryKey: ['admin', 'kpi'], queryFn: () => apiCall(kpiSummary) });
}
