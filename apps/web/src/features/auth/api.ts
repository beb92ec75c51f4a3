import { currentUser, logout } from '@baylytics/contract/auth';
import { apiCall } from '../../app/http.ts';
import { queryClient } from '../../app/query-client.ts';
import { sessionStore } from '../../app/session.ts';

/** Loads the signed-in user again (status and roles change with the address, agreements and e-mail) and stores it. */
export async function reloadCurrentUser() {
  const user = await apiCall(currentUser);
  sessionStore.setUser(user);
  queryClient.setQueryData(['currentUser'], user);
  return user;
}

/**
 * The server has answered a sign-in with the session cookie (the token in its answer is for API clients, and is
 * not kept): notes that this browser is signed in and loads the user it belongs to.
 */
export async function startSession() {
  sessionStore.markSignedIn();
  try {
    await reloadCurrentUser();
  } catch (error) {
    sessionStore.clear();
    throw error;
  }
}

/** Forgets the session here only: for when the server has already ended it (e.g. after a password change). */
export function forgetSession(): void {
  sessionStore.clear();
  queryClient.clear();
}

/** Revokes the session on the server (if it still can), which clears its cookie, and forgets everything here. */
export async function signOut(): Promise<void> {
  if (sessionStore.get().isSignedIn) await apiCall(logout).catch(() => undefined);
  forgetSession();
}
