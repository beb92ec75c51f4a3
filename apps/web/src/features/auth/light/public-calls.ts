import type { SessionUser } from '@baylytics/contract/auth';
import { browserAppHeader, browserAppHeaderValue, csrfHeader } from '@baylytics/contract/browser-session';
import type { FieldError } from '@baylytics/contract/envelope';
import { clientHeaders } from '../../../app/client-identity.ts';
import { csrfToken } from '../../../app/csrf-token.ts';
import { ApiError } from '../../../app/http.ts';
import { i18n } from '../../../app/i18n.ts';
import { sessionStore } from '../../../app/session.ts';

/**
 * The calls of the sign-in pages, sent without the contract's schemas (docs/decisions/light-public-entry.md):
 * the same paths, headers and envelope as the app's `apiCall` (the app's mark, so a sign-in answers with the session
 * cookie, and the session's CSRF token once there is one), and the same ApiError on a refusal.
 */
async function publicCall(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown> {
  const csrf = csrfToken();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language,
    [browserAppHeader]: browserAppHeaderValue,
    ...(csrf && { [csrfHeader]: csrf }),
    ...clientHeaders(),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'serviceUnavailable');
  }
  const envelope = (await response.json().catch(() => null)) as {
    data?: unknown;
    message?: string;
    errors?: FieldError[];
  } | null;
  if (response.ok) return envelope?.data;
  throw new ApiError(
    response.status,
    envelope?.message ?? (response.status >= 500 ? 'serverError' : 'validationFailed'),
    envelope?.errors,
  );
}

export type Credentials = { email: string; password: string } | { loginToken: string };

/**
 * Signs in with an e-mail and password or with a one-time login token: posts them (the server answers with the
 * session cookie; the token in its answer is for API clients and is not kept), notes that this browser is signed
 * in and loads the user it belongs to. A refusal is thrown as an ApiError and leaves no session behind.
 */
export async function signIn(credentials: Credentials): Promise<void> {
  const path = 'loginToken' in credentials ? '/auth/verify-login-token' : '/auth/bayuser';
  await publicCall('POST', path, credentials);
  sessionStore.markSignedIn();
  try {
    sessionStore.setUser((await publicCall('GET', '/auth/me')) as SessionUser);
  } catch (error) {
    sessionStore.clear();
    throw error;
  }
}

/** Whether the server answers its heartbeat (the sign-in page warns when it does not). */
export async function isServerReachable(): Promise<boolean> {
  return publicCall('GET', '/heartbeat').then(
    () => true,
    () => false,
  );
}

/** Forgot password, step 1: mails a one-time password to the address if an account has it. */
export async function sendPasswordCode(email: string): Promise<void> {
  await publicCall('POST', '/auth/forgot-password', { email });
}

/** Forgot password, step 2: the new password with the mailed one-time password. */
export async function setNewPassword(body: { email: string; password: string; otp: string }): Promise<void> {
  await publicCall('PUT', '/auth/confirm-forgot-password', body);
}
