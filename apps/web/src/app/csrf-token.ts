import { csrfCookie } from '@baylytics/contract/browser-session';

/**
 * The CSRF token of the session in the browser's cookie (readable, unlike the session cookie itself), read at
 * every call: acting as a user and the way back change it. Null when this browser holds no session.
 */
export function csrfToken(): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === csrfCookie)
      return pair.slice(separator + 1).trim() || null;
  }
  return null;
}
