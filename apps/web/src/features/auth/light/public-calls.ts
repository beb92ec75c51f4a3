import type { SessionUser } from '@baylytics/contract/auth';
import type { FieldError } from '@baylytics/contract/envelope';
import { clientHeaders } from '../../../app/client-identity.ts';
import { ApiError } from '../../../app/http.ts';
import { i18n } from '../../../app/i18n.ts';
import { sessionStore } from '../../../app/session.ts';

/**
 * The calls of the sign-in pages, sent without the contract's schemas (docs/decisions/light-public-entry.md):
 * the same paths, headers and envelope as the app's `apiCall`, and the same ApiError on a refusal.
 */
async function publicCall(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  token?: string,
): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language,
    ...clientHeaders(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
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
 * Signs in with an e-mail and password or with a one-time login token: posts them, keeps the session the answer
 * carries and the user it belongs to. A refusal is thrown as an ApiError and leaves no session behind.
 */
export async function signIn(credentials: Credentials): Promise<void> {
  const path = 'loginToken' in credentials ? '/auth/verify-login-token' : '/auth/bayuser';
  const token = await publicCall('POST', path, credentials);
  if (typeof token !== 'string' || token === '') throw new ApiError(500, 'serverError');
  sessionStore.setToken(token);
  try {
    sessionStore.setUser((await publicCall('GET', '/auth/me', undefined, token)) as SessionUser);
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
