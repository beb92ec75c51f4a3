import { describe, expect, it } from 'vitest';
import { parseReferralCookie, pickReferer, refererFromCookie, withReferral } from './referral.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('pickReferer', () => {
  it('sends the earliest entry that has not expired', () => {
    const entries = [
      { referer: 'later', expired: '2026-04-01T00:00:00Z' },
      { referer: 'gone', expired: '2026-03-01T00:00:00Z' },
      { referer: 'earliest', expired: '2026-03-15T00:00:00Z' },
    ];
    expect(pickReferer(entries, now)).toBe('earliest');
  });

  it('sends nothing when every entry has expired, or is unreadable', () => {
    expect(pickReferer([{ referer: 'gone', expired: '2026-03-10T11:59:59Z' }], now)).toBeUndefined();
    expect(pickReferer([{ referer: 'odd', expired: 'not a date' }], now)).toBeUndefined();
    expect(pickReferer([], now)).toBeUndefined();
  });
});

describe('parseReferralCookie', () => {
  it('reads the URI-encoded JSON list among other cookies', () => {
    const list = [{ referer: 'abc', expired: '2026-04-01T00:00:00Z' }];
    const header = `session=1; referral=${encodeURIComponent(JSON.stringify(list))}; other=x`;
    expect(parseReferralCookie(header)).toEqual(list);
    expect(refererFromCookie(header, now)).toBe('abc');
  });

  it('treats a missing or malformed cookie as no referral', () => {
    expect(parseReferralCookie('session=1')).toEqual([]);
    expect(parseReferralCookie('referral=%7Bbroken')).toEqual([]);
    expect(parseReferralCookie('referral=%7B%22referer%22%3A1%7D')).toEqual([]);
  });
});

describe('remembering an affiliate visit', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('appends the referer with a 30-day expiry and drops expired entries', () => {
    const old = encodeURIComponent(
      JSON.stringify([
        { referer: 'first', expired: '2026-12-01T00:00:00Z' },
        { referer: 'gone', expired: '2026-11-01T00:00:00Z' },
      ]),
    );
    const entries = withReferral(`referral=${old}`, 'second', now);
    expect(entries.map((e) => e.referer)).toEqual(['first', 'second']);
    expect(entries[1]?.expired).toBe('2026-12-21T12:00:00.000Z');
    expect(pickReferer(entries, now)).toBe('first');
  });
});
