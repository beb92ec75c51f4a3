import { currentUser, heartbeat, login, logout, verifyLoginToken } from '@baylytics/contract/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../app/http.ts';
import { queryClient } from '../../app/query-client.ts';
import { sessionStore } from '../../app/session.ts';

/** Stores the new session and the user it belongs to. */
async function startSession(token: string) {
  sessionStore.setToken(token);
  try {
    sessionStore.setUser(await apiCall(currentUser));
  } catch (error) {
    sessionStore.clear();
    throw error;
  }
}

export function useHeartbeat() {
  return useQuery({ queryKey: ['heartbeat'], queryFn: () => apiCall(heartbeat), retry: false });
}

export function useLogin() {
  return useMutation({
    mutationFn: async (body: { email: string; password: string }) =>
      startSession(await apiCall(login, { body })),
  });
}

export function useTokenLogin() {
  return useMutation({
    mutationFn: async (loginToken: string) =>
      startSession(await apiCall(verifyLoginToken, { body: { loginToken } })),
  });
}

/** Revokes the session on the server (if it still can) and forgets everything about it here. */
export async function signOut(): Promise<void> {
  if (sessionStore.get().token) await apiCall(logout).catch(() => undefined);
  sessionStore.clear();
  queryClient.clear();
}
