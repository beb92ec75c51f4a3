/**
 * How the browser app holds its session (see docs/decisions/session-cookie.md): the session token lives in an
 * HttpOnly cookie no script can read; a readable CSRF cookie, derived from that session, is echoed in a header on
 * every call the cookie signs in.
 */

/** Sent by the browser app with every call: a sign-in so marked is answered with the session cookie as well. */
export const browserAppHeader = 'x-baylytics-app';
export const browserAppHeaderValue = '1';

/** The readable cookie that holds the session's CSRF token. */
export const csrfCookie = 'baylytics_csrf';

/** The header in which the browser app echoes the CSRF token. */
export const csrfHeader = 'x-csrf-token';

/**
 * The readable cookie that mirrors the language a visitor chose (`language_selected` in local storage): the server
 * answers the prerendered sign-in pages in it. It holds `de` or `en`, nothing that identifies anybody.
 */
export const languageCookie = 'language_selected';
