import type { AlertEvent, AlertKeyword, AlertRule, AlertSummary } from '@baylytics/contract/alerts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemDailyScores } from '../src/db/schema/crawler.ts';
import { listings } from '../src/db/schema/ranking.ts';
import { evaluateDailyAlerts, evaluateSearchAlerts } from '../src/features/alerts/public.ts';
import {
  addRule,
  eventLines,
  importedListing,
  recordingQueue,
  search,
  summaryOf,
  trackedKeyword,
} from './support/alert-history.ts';
import { minuteMs, useTestApp } from './support/test-app.ts';

const dayMs = 24 * 60 * minuteMs;

const t = useTestApp();
const item = 110_000_000_101;

describe('alert rules on searches', () => {
  it('fire once per change over a hand-made history: leaving page 1, staying out, re-entering, moving, going sponsored only', async () => {
    const seller = await t.signedInUser({ plan: 'Gold' });
    const keywordId = await trackedKeyword(t, seller.id, item, 'alert hand history');
    await addRule(t, seller.token, { kind: 'firstPage', keywordId });
    await addRule(t, seller.token, { kind: 'moved', itemNumber: item, threshold: 10 });
    await addRule(t, seller.token, { kind: 'promotedTwin' });
    const deps = { db: t.db, jobs: recordingQueue(), clock: t.clock.now };
    const start = Date.now() - 3 * 60 * minuteMs;
    const history: { organic: number | null; sponsored?: number }[] = [
      { organic: 5 }, // first sight: the rules only note it
      { organic: 70 }, // leaves page 1, moves down 65
      { organic: 72 }, // stays out, moves 2: nothing
      { organic: 8 }, // re-enters page 1, moves up 62 (from 70, where the last move was noted)
      { organic: 8 }, // the same again: nothing
      { organic: 61 }, // leaves again (61 is page 2), moves down 53
      { organic: null, sponsored: 3 }, // organic place gone, its sponsored twin at 3
    ];
    const expectedAfter: string[][] = [
      [],
      ['firstPage:left 5→70', 'moved:down 5→70'],
      [],
      ['firstPage:entered 72→8', 'moved:up 70→8'],
      [],
      ['firstPage:left 8→61', 'moved:down 8→61'],
      // Still off page 1 (no firstPage event); out of the organic top 200 is a move; the twin took over.
      ['moved:down 61→-', 'promotedTwin:sponsoredOnly 61→3'],
    ];
    let seen: string[] = [];
    for (const [index, places] of history.entries()) {
      const at = new Date(start + index * 20 * minuteMs);
      await search(t, keywordId, at, item, places);
      await evaluateSearchAlerts(deps, keywordId, at);
      // Evaluating the same search again (a re-run crawl) changes nothing.
      await evaluateSearchAlerts(deps, keywordId, at);
      const lines = await eventLines(t, seller.token);
      const added = lines.slice(seen.length);
      expect(added.sort(), `after search ${index + 1}`).toEqual([...(expectedAfter[index] ?? [])].sort());
      seen = lines;
    }
    expect(seen).toHaveLength(8);
  });

  it('watch only the listing and keyword a rule names, and a rule of another user never sees this seller', async () => {
    const seller = await t.signedInUser({ plan: 'Gold' });
    const other = await t.signedInUser({ plan: 'Gold' });
    const watched = await trackedKeyword(t, seller.id, item, 'alert scope watched');
    const unwatched = await trackedKeyword(t, seller.id, item, 'alert scope unwatched');
    await addRule(t, seller.token, { kind: 'firstPage', keywordId: watched });
    await addRule(t, other.token, { kind: 'firstPage' });
    const deps = { db: t.db, jobs: recordingQueue(), clock: t.clock.now };
    const start = Date.now() - 60 * minuteMs;
    for (const [index, organic] of [5, 90].entries()) {
      const at = new Date(start + index * minuteMs);
      for (const keywordId of [watched, unwatched]) {
        await search(t, keywordId, at, item, { organic });
        await evaluateSearchAlerts(deps, keywordId, at);
      }
    }

    const events = await t.get<AlertEvent[]>('/api/alerts/events', { token: seller.token });
    expect(events.body.data.map((e) => [e.keyword, e.state, e.fromValue, e.toValue])).toEqual([
      ['alert scope watched', 'left', 5, 90],
    ]);
    expect(events.body.total).toBe(1);
    expect(await eventLines(t, other.token)).toEqual([]);
  });
});

describe('alert rules on their first sight', () => {
  it("measure a listing first seen from the keyword's last search of the day before, and wait while that day is missing", async () => {
    const seller = await t.signedInUser({ plan: 'Gold' });
    const keywordId = await trackedKeyword(t, seller.id, item, 'alert day before');
    await addRule(t, seller.token, { kind: 'firstPage', keywordId });
    const deps = { db: t.db, jobs: recordingQueue(), clock: t.clock.now };
    const todayStart = Math.floor(Date.now() / dayMs) * dayMs;
    const at = (daysBack: number, hour: number) =>
      new Date(todayStart - daysBack * dayMs + hour * 60 * minuteMs);
    // An older day of the history, then today's search while the backfill has not yet stored the day before.
    await search(t, keywordId, at(3, 12), item, { organic: 5 });
    await search(t, keywordId, at(0, 1), item, { organic: 70 });
    await evaluateSearchAlerts(deps, keywordId, at(0, 1));
    expect(await eventLines(t, seller.token)).toEqual([]);

    // The day before arrives (its last search counts): today's search is measured from it, once.
    await search(t, keywordId, at(1, 9), item, { organic: 80 });
    await search(t, keywordId, at(1, 12), item, { organic: 8 });
    await evaluateSearchAlerts(deps, keywordId, at(0, 1));
    await evaluateSearchAlerts(deps, keywordId, at(0, 1));
    expect(await eventLines(t, seller.token)).toEqual(['firstPage:left 8→70']);
  });
});

describe('alert rules on daily figures', () => {
  it('fire when the BayScore worsens by the threshold from its best since the last alert, and when a listing ends', async () => {
    const seller = await t.signedInUser({ plan: 'Gold' });
    await importedListing(t, seller.id, item, 'Watched listing');
    await addRule(t, seller.token, { kind: 'bayScore', threshold: 3 });
    await addRule(t, seller.token, { kind: 'ended', itemNumber: item });
    const deps = { db: t.db, jobs: recordingQueue(), clock: t.clock.now };
    const days: [string, number, string[]][] = [
      ['2026-01-10', 4, []], // first sight
      ['2026-01-11', 2, []], // better: measured from 2 now
      ['2026-01-12', 4.5, []], // 2.5 worse: below the threshold
      ['2026-01-13', 5, ['bayScore:worse 2→5']],
      ['2026-01-14', 5, []],
      ['2026-01-15', 7.5, []], // 2.5 worse than at the alert
      ['2026-01-16', 8, ['bayScore:worse 5→8']],
    ];
    let seen = 0;
    for (const [day, bayScore, expected] of days) {
      await t.db.insert(itemDailyScores).values({ itemNumber: item, day, bayScore, positionScore: 1 });
      await evaluateDailyAlerts(deps, day);
      await evaluateDailyAlerts(deps, day);
      const lines = await eventLines(t, seller.token);
      expect(lines.slice(seen), day).toEqual(expected);
      seen = lines.length;
    }

    await t.db.update(listings).set({ isEnded: true }).where(eq(listings.itemNumber, item));
    await evaluateDailyAlerts(deps, '2026-01-16');
    await evaluateDailyAlerts(deps, '2026-01-16');
    expect((await eventLines(t, seller.token)).slice(seen)).toEqual(['ended:ended -→-']);
    const [ended] = (await t.get<AlertEvent[]>('/api/alerts/events', { token: seller.token })).body.data;
    expect(ended).toMatchObject({ title: 'Watched listing', itemNumber: item, keyword: null, isRead: false });
  });
});

describe('alert API', () => {
  it('counts unread events and marks one or all read', async () => {
    const seller = await t.signedInUser({ plan: 'Gold' });
    const keywordId = await trackedKeyword(t, seller.id, item, 'alert unread count');
    await addRule(t, seller.token, { kind: 'moved', threshold: 1 });
    const deps = { db: t.db, jobs: recordingQueue(), clock: t.clock.now };
    const start = Date.now() - 60 * minuteMs;
    for (const [index, organic] of [10, 20, 30, 40].entries()) {
      const at = new Date(start + index * minuteMs);
      await search(t, keywordId, at, item, { organic });
      await evaluateSearchAlerts(deps, keywordId, at);
    }
    expect(await summaryOf(t, seller.token)).toEqual({ unread: 3, mailMode: 'daily' });
    const events = await t.get<AlertEvent[]>('/api/alerts/events', { token: seller.token });
    const newest = events.body.data[0];
    if (!newest) throw new Error('no event');

    const one = await t.post<AlertSummary>(`/api/alerts/events/${newest.id}/read`, undefined, {
      token: seller.token,
    });
    expect(one.body.data.unread).toBe(2);
    const unread = await t.get<AlertEvent[]>('/api/alerts/events?isUnread=true', { token: seller.token });
    expect(unread.body.total).toBe(2);
    expect(unread.body.data.map((e) => e.id)).not.toContain(newest.id);
    const all = await t.post<AlertSummary>('/api/alerts/events/read-all', undefined, { token: seller.token });
    expect(all.body.data.unread).toBe(0);
  });

  it("refuses another user's rules and events as not found and leaves them unchanged", async () => {
    const owner = await t.signedInUser({ plan: 'Gold' });
    const stranger = await t.signedInUser({ plan: 'Gold' });
    const keywordId = await trackedKeyword(t, owner.id, item, 'alert owner only');
    const rule = await addRule(t, owner.token, { kind: 'moved', threshold: 1 });
    const deps = { db: t.db, jobs: recordingQueue(), clock: t.clock.now };
    const start = Date.now() - 60 * minuteMs;
    for (const [index, organic] of [10, 20].entries()) {
      await search(t, keywordId, new Date(start + index * minuteMs), item, { organic });
      await evaluateSearchAlerts(deps, keywordId, new Date(start + index * minuteMs));
    }
    const [event] = (await t.get<AlertEvent[]>('/api/alerts/events', { token: owner.token })).body.data;
    if (!event) throw new Error('no event');
    const body = { kind: 'moved', itemNumber: null, keywordId: null, threshold: 50 };

    const update = await t.request('PUT', `/api/alerts/rules/${rule.id}`, { token: stranger.token, body });
    const remove = await t.request('DELETE', `/api/alerts/rules/${rule.id}`, { token: stranger.token });
    const read = await t.post(`/api/alerts/events/${event.id}/read`, undefined, { token: stranger.token });
    const theirRule = await addRule(t, stranger.token, { kind: 'ended' });
    const onTheirKeyword = await t.post(
      '/api/alerts/rules',
      { kind: 'firstPage', itemNumber: null, keywordId, threshold: null },
      { token: stranger.token },
    );

    for (const answer of [update, remove, read]) expect(answer).toMatchObject({ status: 404 });
    expect(onTheirKeyword.status).toBe(400);
    expect(onTheirKeyword.body.errors).toContainEqual(
      expect.objectContaining({ field: 'keywordId', message: 'validation.alertKeywordNotTracked' }),
    );
    const strangerRules = await t.get<AlertRule[]>('/api/alerts/rules', { token: stranger.token });
    expect(strangerRules.body.data.map((r) => r.id)).toEqual([theirRule.id]);
    expect(await eventLines(t, stranger.token)).toEqual([]);
    const ownerRules = await t.get<AlertRule[]>('/api/alerts/rules', { token: owner.token });
    expect(ownerRules.body.data).toEqual([rule]);
    expect((await summaryOf(t, owner.token)).unread).toBe(1);
    const ownerKeywords = await t.get<AlertKeyword[]>('/api/alerts/keywords', { token: owner.token });
    const strangerKeywords = await t.get<AlertKeyword[]>('/api/alerts/keywords', { token: stranger.token });
    expect(ownerKeywords.body.data).toEqual([
      { keywordId, keyword: 'alert owner only', itemNumbers: [item] },
    ]);
    expect(strangerKeywords.body.data).toEqual([]);
  });

  it('refuses a rule without its threshold, or with a keyword where the kind watches listings, with translated field errors', async () => {
    const seller = await t.signedInUser({ plan: 'Gold' });
    const keywordId = await trackedKeyword(t, seller.id, item, 'alert validation');
    const post = (body: object) =>
      t.post(
        '/api/alerts/rules',
        { itemNumber: null, keywordId: null, threshold: null, ...body },
        {
          token: seller.token,
        },
      );

    const noThreshold = await post({ kind: 'moved' });
    const thresholdNotWanted = await post({ kind: 'firstPage', threshold: 5 });
    const keywordOnListingKind = await post({ kind: 'ended', keywordId });
    const shortItemNumber = await post({ kind: 'ended', itemNumber: 12345 });

    expect(noThreshold.status).toBe(400);
    expect(noThreshold.body.errors).toContainEqual(
      expect.objectContaining({ field: 'threshold', message: 'validation.alertThreshold' }),
    );
    expect(thresholdNotWanted.body.errors).toContainEqual(
      expect.objectContaining({ field: 'threshold', message: 'validation.alertThreshold' }),
    );
    expect(keywordOnListingKind.body.errors).toContainEqual(
      expect.objectContaining({ field: 'keywordId', message: 'validation.alertKeywordNotForKind' }),
    );
    expect(shortItemNumber.body.errors).toContainEqual(
      expect.objectContaining({ field: 'itemNumber', message: 'too_small' }),
    );
    expect((await t.get<AlertRule[]>('/api/alerts/rules', { token: seller.token })).body.data).toEqual([]);
  });
});
