import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret for a user's unsubscribe links (256 bits); replacing it voids every link sent before. */
export function newUnsubscribeSecret(): string {
  return randomBytes(32).toString('base64url');
}

function signature(userId: number, secret: string): string {
  return createHmac('sha256', secret).update(`alertMailsOff:${userId}`).digest('base64url');
}

/** The token of a user's unsubscribe link: its id and an HMAC of it under the user's secret. */
export function unsubscribeToken(userId: number, secret: string): string {
  return `${userId}.${signature(userId, secret)}`;
}

/** The user id a token names, before its signature is checked; null for a token of another shape. */
export function userIdOfToken(token: string): number | null {
  const match = /^([1-9]\d{0,9})\.[\w-]{43}$/.exec(token);
  const id = match?.[1] ? Number(match[1]) : null;
  return id !== null && id <= 2_147_483_647 ? id : null;
}

/** Whether the token was signed with the user's secret (compared in constant time). */
export function isTokenOf(token: string, userId: number, secret: string): boolean {
  const expected = Buffer.from(unsubscribeToken(userId, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
