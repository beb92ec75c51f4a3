import {
  browserAppHeader,
  browserAppHeaderValue,
  csrfCookie,
  csrfHeader,
} from '@baylytics/contract/browser-session';
import { sessionCookie } from '../../src/kernel/browser-session.ts';
import type { TestApp } from './test-app.ts';

/** The header the browser app sends with every call. */
export const appHeader = { [browserAppHeader]: browserAppHeaderValue };

/** The `name=value` a Set-Cookie header hands the browser, to send back as it would. */
export function cookieOf(setCookies: string[], name: string): string {
  const line = setCookies.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies)}`);
  return line.split(';')[0] ?? '';
}

/** A Set-Cookie line's attributes, lower-cased, after its `name=value`. */
export function attributesOf(setCookies: string[], name: string): string[] {
  const line = setCookies.find((candidate) => candidate.startsWith(`${name}=`)) ?? '';
  return line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

/** What the browser holds after a sign-in: the session cookie, and the CSRF token the page can read. */
export interface BrowserSession {
  cookie: string;
  csrfToken: string;
}

export function browserSessionOf(setCookies: string[]): BrowserSession {
  const csrf = cookieOf(setCookies, csrfCookie);
  return { cookie: cookieOf(setCookies, sessionCookie), csrfToken: csrf.slice(csrf.indexOf('=') + 1) };
}

/** The headers of a call the page makes: the app's header, its cookies and the CSRF token it echoes. */
export function pageHeaders(session: BrowserSession, extraCookies = ''): Record<string, string> {
  return {
    ...appHeader,
    cookie: extraCookies ? `${session.cookie}; ${extraCookies}` : session.cookie,
    [csrfHeader]: session.csrfToken,
  };
}

/** Calls as a browser sends them, answering the Set-Cookie lines too. */
export function browserCalls(t: TestApp) {
  return {
    async call(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      options: { headers?: Record<string, string>; body?: unknown } = {},
    ) {
      const response = await t.app.inject({
        method,
        url,
        headers: options.headers ?? {},
        ...(options.body !== undefined && { payload: options.body as object }),
      });
      const setCookies = [response.headers['set-cookie'] ?? []].flat();
      return { status: response.statusCode, body: response.json(), setCookies };
    },
  };
}
