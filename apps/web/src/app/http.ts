import { browserAppHeader, browserAppHeaderValue, csrfHeader } from '@baylytics/contract/browser-session';
import type { Endpoint } from '@baylytics/contract/endpoint';
import type { FieldError } from '@baylytics/contract/envelope';
import type { ErrorCode } from '@baylytics/contract/errors';
import type { z } from 'zod';
import { apiUrl } from './api-url.ts';
import { clientHeaders } from './client-identity.ts';
import { csrfToken } from './csrf-token.ts';
import { i18n } from './i18n.ts';
import { sessionStore } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    readonly errors: FieldError[] = [],
  ) {
    super(code);
  }
}

type In<S> = [Exclude<S, undefined>] extends [z.ZodType] ? z.input<Exclude<S, undefined>> : never;

export interface CallInput<E extends Endpoint> {
  params?: In<E['params']>;
  query?: In<E['query']>;
  body?: In<E['body']>;
}

export interface ListResult<T> {
  data: T;
  total: number;
}

/** Where an administrator lands when the session as a user ends. */
export const impersonationReturnPath = '/app/admin/users';

/** Where a 401 or 403 sends the browser: sign-in, coming back here afterwards. */
function toLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === '/login') return;
  window.location.assign(`/login?returnUrl=${encodeURIComponent(here)}`);
}

/**
 * The headers of every call: the app's mark (a sign-in so marked answers with the session cookie), the session's
 * CSRF token (the cookie alone signs nothing in), the page's language (so names the server writes, such as sites
 * and countries, match what the page shows) and the client's identity.
 */
function baseHeaders(accept: string, csrf: string | null): Record<string, string> {
  return {
    accept,
    'accept-language': i18n.language,
    [browserAppHeader]: browserAppHeaderValue,
    ...(csrf && { [csrfHeader]: csrf }),
    ...clientHeaders(),
  };
}

/**
 * Sends one contract call with the session cookie, its CSRF token and the page's headers, and answers the
 * response when it is a success. A failure becomes an ApiError; a refused session signs out (spec 000 §7).
 */
async function request<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  accept: string,
): Promise<Response> {
  const csrf = csrfToken();
  const headers = baseHeaders(accept, csrf);
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(endpoint.path, input), {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
  } catch {
    throw new ApiError(0, 'serviceUnavailable');
  }
  if (response.ok) return response;
  const envelope = (await response.json().catch(() => null)) as Refusal | null;
  throw refusalOf(response.status, envelope, csrf);
}

type Refusal = { message?: string; errors?: FieldError[] };

/** The ApiError of a refused call; a refused session signs out first (spec 000 §7). */
function refusalOf(status: number, envelope: Refusal | null, sentCsrf: string | null): ApiError {
  const { isSignedIn, user } = sessionStore.get();
  // Without a session there is nothing to forget.
  if (isSignedIn && (status === 401 || status === 403)) {
    // The CSRF token names the session a call was sent in: another one now means the cookie holds another session.
    const isSessionReplaced = sentCsrf !== null && csrfToken() !== sentCsrf;
    if (!isSessionReplaced) {
      // A refused session: forget it and sign in again (spec 000 §7).
      sessionStore.clear();
      toLogin();
    } else if (status === 401 && user?.isImpersonated) {
      // The session as a user ran out: the server has put the administrator's own session back in the cookie.
      sessionStore.forgetUser();
      window.location.assign(impersonationReturnPath);
    }
    // Otherwise a late answer for a session already left (the way back from acting as a user): nothing to end.
  }
  return new ApiError(
    status,
    envelope?.message ?? (status >= 500 ? 'serverError' : 'validationFailed'),
    envelope?.errors,
  );
}

async function send<E extends Endpoint>(endpoint: E, input: CallInput<E>) {
  const response = await request(endpoint, input, 'application/json');
  const envelope = (await response.json().catch(() => null)) as { data?: unknown; total?: number } | null;
  return envelope ?? {};
}

/** Calls one contract endpoint and answers the envelope's `data`. */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<z.output<E['data']>> {
  return (await send(endpoint, input)).data as z.output<E['data']>;
}

/** Calls a paged list endpoint and answers `data` with `total`. */
export async function apiList<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<ListResult<z.output<E['data']>>> {
  const envelope = await send(endpoint, input);
  return { data: envelope.data as z.output<E['data']>, total: envelope.total ?? 0 };
}

/**
 * Saves what a file endpoint answers (a PDF, a CSV) as `fileName`. A file needs the session's CSRF header, which
 * a plain link cannot send, so it is fetched like every other call and handed to the browser.
 */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fileName: string,
  accept: string,
): Promise<void> {
  const response = await request(endpoint, input, accept);
  // The CSV and file helpers load with the first download, not with the first page.
  const { saveFile } = await import('./save-file.ts');
  saveFile(await response.blob(), fileName);
}

/**
 * Sends a multipart body (a file upload) to a contract endpoint with the same session and headers as every
 * call, reporting the share of the body sent so far (0 to 1) to `onProgress`: fetch cannot tell upload progress,
 * XMLHttpRequest can. Answers the envelope's `data`; a refusal is an ApiError as for every call.
 */
export function apiUpload<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  onProgress: (share: number) => void,
): Promise<z.output<E['data']>> {
  const csrf = csrfToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, apiUrl(endpoint.path, {}));
    for (const [name, value] of Object.entries(baseHeaders('application/json', csrf)))
      xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'serviceUnavailable'));
    xhr.onload = () => {
      const envelope = xhr.response as (Refusal & { data?: unknown }) | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(envelope?.data as z.output<E['data']>);
      } else reject(refusalOf(xhr.status, envelope, csrf));
    };
    xhr.send(form);
  });
}
