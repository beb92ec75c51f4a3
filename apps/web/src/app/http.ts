import type { Endpoint } from '@baylytics/contract/endpoint';
import type { FieldError } from '@baylytics/contract/envelope';
import type { ErrorCode } from '@baylytics/contract/errors';
import type { z } from 'zod';
import { clientHeaders } from './client-identity.ts';
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

function buildUrl(endpoint: Endpoint, input: CallInput<Endpoint>): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** Where a 401 or 403 sends the browser: sign-in, coming back here afterwards. */
function toLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === '/login') return;
  window.location.assign(`/login?returnUrl=${encodeURIComponent(here)}`);
}

async function send<E extends Endpoint>(endpoint: E, input: CallInput<E>) {
  const { token } = sessionStore.get();
  // The page's language, so names the server writes (sites, countries) match what the page shows.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language,
    ...clientHeaders(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint, input as CallInput<Endpoint>), {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
  } catch {
    throw new ApiError(0, 'serviceUnavailable');
  }
  const envelope = (await response.json().catch(() => null)) as {
    data?: unknown;
    total?: number;
    message?: string;
    errors?: FieldError[];
  } | null;
  if (!response.ok) {
    // A refused session: forget it and sign in again (spec 000 §7). Without a token there is nothing to forget.
    if (token && (response.status === 401 || response.status === 403)) {
      sessionStore.clear();
      toLogin();
    }
    throw new ApiError(
      response.status,
      envelope?.message ?? (response.status >= 500 ? 'serverError' : 'validationFailed'),
      envelope?.errors,
    );
  }
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
