import { createHash, timingSafeEqual } from 'node:crypto';
import {
  browserAppHeader,
  browserAppHeaderValue,
  csrfCookie,
  csrfHeader,
} from '@baylytics/contract/browser-session';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The browser's session token: an HttpOnly cookie no script on the page can read. */
export const sessionCookie = 'baylytics_session';
/** An administrator's own session, kept aside while acting as a user, for the way back. */
export const ownSessionCookie = 'baylytics_own_session';

// Session tokens and CSRF tokens are base64url; anything else in these cookies was not set by us.
const cookieValuePattern = /^[A-Za-z0-9_-]{16,200}$/;

/** A cookie's value as the browser sent it, or null. */
function cookieValue(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[name];
  return value !== undefined && cookieValuePattern.test(value) ? value : null;
}

/** The Authorization header's bearer token, for callers that are not the browser app. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The session cookie's token; it only counts when no bearer token was sent. */
export function cookieSessionToken(request: FastifyRequest): string | null {
  return bearerToken(request) === null ? cookieValue(request, sessionCookie) : null;
}

/** The administrator's own session kept aside while acting as a user, or null. */
export function ownSessionToken(request: FastifyRequest): string | null {
  return bearerToken(request) === null ? cookieValue(request, ownSessionCookie) : null;
}

/**
 * The CSRF token of a session: derived from the session token, so it needs no storage, changes with the session
 * and cannot be made up by a page that does not know the session. One-way: the token cannot be read back from it.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`baylytics-csrf:${sessionToken}`).digest('base64url');
}

/** Whether the call echoes the CSRF token of the session in its cookie (only the app's own page can read it). */
export function hasCsrfToken(request: FastifyRequest, sessionToken: string): boolean {
  const sent = request.headers[csrfHeader];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; maxAgeSeconds: number; isHttpOnly: boolean },
): void {
  const cleared = cookie.maxAgeSeconds === 0;
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: cookie.name,
      value: cookie.value,
      path: '/',
      // Strict: only the page's own calls need the session, never a navigation arriving from another site.
      sameSite: 'strict',
      maxAge: cookie.maxAgeSeconds,
      ...(cleared ? { expires: new Date(0) } : {}),
      httpOnly: cookie.isHttpOnly,
      // Over plain HTTP a Secure cookie would never come back; behind a proxy the protocol is its X-Forwarded-Proto.
      secure: request.protocol === 'https',
    }),
  );
}

function setSession(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  setCookie(request, reply, { name: sessionCookie, value: token, maxAgeSeconds, isHttpOnly: true });
  setCookie(request, reply, {
    name: csrfCookie,
    value: csrfTokenOf(token),
    maxAgeSeconds,
    isHttpOnly: false,
  });
}

function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, isHttpOnly: boolean): void {
  setCookie(request, reply, { name, value: '', maxAgeSeconds: 0, isHttpOnly });
}

/**
 * Hands a newly opened session to the browser app as its cookies. Other callers (curl, API clients, a bearer
 * session) get none: they use the token in the answer, whose shape is the same for everyone.
 */
export function issueBrowserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  if (request.headers[browserAppHeader] !== browserAppHeaderValue || bearerToken(request) !== null) return;
  setSession(request, reply, token, maxAgeSeconds);
}

/** Sign-out and account deletion: the browser forgets the session and any session kept aside. */
export function clearBrowserSession(request: FastifyRequest, reply: FastifyReply): void {
  if (bearerToken(request) !== null) return;
  clearCookie(request, reply, sessionCookie, true);
  clearCookie(request, reply, csrfCookie, false);
  if (ownSessionToken(request) !== null) clearCookie(request, reply, ownSessionCookie, true);
}

/** An administrator signed in by the cookie starts acting as a user: the own session goes aside. */
export function beginActingAsInBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  userSession: { token: string; maxAgeSeconds: number },
  ownMaxAgeSeconds: number,
): void {
  const own = cookieSessionToken(request);
  if (own === null) return;
  // Acting as another user while already acting as one keeps the administrator's own session aside.
  if (ownSessionToken(request) === null)
    setCookie(request, reply, {
      name: ownSessionCookie,
      value: own,
      maxAgeSeconds: ownMaxAgeSeconds,
      isHttpOnly: true,
    });
  setSession(request, reply, userSession.token, userSession.maxAgeSeconds);
}

/** The way back from acting as a user: the session kept aside is the browser's again. Answers whether there was one. */
export function restoreOwnSessionInBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  maxAgeSeconds: number,
): boolean {
  const own = ownSessionToken(request);
  if (own === null) return false;
  setSession(request, reply, own, maxAgeSeconds);
  clearCookie(request, reply, ownSessionCookie, true);
  return true;
}

/** The cookie's session has ended (run out or revoked): back to the own session if one was kept, else forgotten. */
export function forgetEndedBrowserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  maxAgeSeconds: number,
): void {
  if (restoreOwnSessionInBrowser(request, reply, maxAgeSeconds)) return;
  clearCookie(request, reply, sessionCookie, true);
  clearCookie(request, reply, csrfCookie, false);
}
