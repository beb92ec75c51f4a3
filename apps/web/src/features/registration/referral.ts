import { z } from 'zod';

/** Name of the cookie the affiliate landing page writes (spec 000 §3: referral cookie entry). */
export const referralCookieName = 'referral';

const referralEntriesSchema = z.array(z.object({ referer: z.string(), expired: z.string() }));
export type ReferralEntry = z.infer<typeof referralEntriesSchema>[number];

/** The entries of the `referral` cookie; a missing or unreadable cookie has none. */
export function parseReferralCookie(cookieHeader: string): ReferralEntry[] {
  const prefix = `${referralCookieName}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return [];
  try {
    const parsed = referralEntriesSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The referer credited with a registration: among entries not expired yet (an entry lives 30 days),
 * the one that expires first, i.e. the earliest referral (spec 000 §5).
 */
export function pickReferer(entries: ReferralEntry[], now: Date): string | undefined {
  const valid = entries
    .map((entry) => ({ referer: entry.referer.trim(), expires: Date.parse(entry.expired) }))
    .filter((entry) => entry.referer !== '' && entry.expires > now.getTime());
  valid.sort((a, b) => a.expires - b.expires);
  return valid[0]?.referer;
}

/** The referer to send with the registration, read from this browser's cookies. */
export function refererFromCookie(cookieHeader = document.cookie, now = new Date()): string | undefined {
  return pickReferer(parseReferralCookie(cookieHeader), now);
}

const referralDays = 30;

/** The cookie value after a visit through an affiliate link: the new entry appended, expired ones dropped. */
export function withReferral(cookieHeader: string, referer: string, now: Date): ReferralEntry[] {
  const kept = parseReferralCookie(cookieHeader).filter((entry) => Date.parse(entry.expired) > now.getTime());
  const expired = new Date(now.getTime() + referralDays * 24 * 60 * 60 * 1000).toISOString();
  return [...kept, { referer: referer.trim().slice(0, 100), expired }];
}

/** Remembers an affiliate visit in this browser for 30 days (spec 000 §9). */
export function rememberReferral(referer: string, now = new Date()): void {
  const entries = withReferral(document.cookie, referer, now);
  const value = encodeURIComponent(JSON.stringify(entries));
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
  document.cookie = `${referralCookieName}=${value}; path=/; max-age=${referralDays * 24 * 60 * 60}; SameSite=Lax`;
}
