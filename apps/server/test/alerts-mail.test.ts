import type { AlertSummary } from '@baylytics/contract/alerts';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluateSearchAlerts } from '../src/features/alerts/public.ts';
import { sendAlertMailsJob } from '../src/features/alerts/send-alert-mails-job.ts';
import type { MailData } from '../src/integrations/mail/mail-kinds.ts';
import type { MailService } from '../src/integrations/mail/mail-service.ts';
import { createEngineDeps } from '../src/jobs/engine.ts';
import type { EngineDeps } from '../src/kernel/engine-deps.ts';
import {
  addRule,
  importedListing,
  recordingQueue,
  search,
  summaryOf,
  trackedKeyword,
} from './support/alert-history.ts';
import { minuteMs, type SentMail, useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** The alert mails the jobs sent in this file, separate from the app's own mails. */
const sent: SentMail[] = [];
const jobMail: MailService = {
  async send(to, kind, language, data) {
    sent.push({ to, kind, language, data: { ...data } });
  },
};
let engine: EngineDeps | undefined;
function engineDeps(): EngineDeps {
  engine ??= createEngineDeps({
    db: t.db,
    ebay: t.ebay.client,
    clock: t.clock.now,
    log: () => {},
    mail: { service: jobMail, publicUrl: t.baseUrl },
  });
  return engine;
}
afterAll(async () => {
  await engine?.jobs.close();
});

const attempt = { attempts: 1, maxAttempts: 1 };
const runMails = (schedule: 'immediate' | 'daily') =>
  sendAlertMailsJob.handler({ schedule }, engineDeps(), attempt);
const digestsTo = (email: string) =>
  sent.filter((mail) => mail.to === email && mail.kind === 'alertDigest') as (SentMail & {
    data: MailData['alertDigest'];
  })[];

let clockStep = 0;
/** A seller with a listing tracked for a keyword of its own, a first-page rule, and the listing on page 1. */
async function sellerOnPageOne(language: 'de' | 'en', itemNumber: number, keyword: string) {
  const seller = await t.signedInUser({ plan: 'Gold', language });
  await importedListing(t, seller.id, itemNumber, `Listing ${keyword}`);
  const keywordId = await trackedKeyword(t, seller.id, itemNumber, keyword);
  await addRule(t, seller.token, { kind: 'firstPage', keywordId });
  const jobs = recordingQueue();
  const place = async (organic: number) => {
    clockStep += 1;
    const at = new Date(Date.now() - 100 * minuteMs + clockStep * minuteMs);
    await search(t, keywordId, at, itemNumber, { organic });
    await evaluateSearchAlerts({ db: t.db, jobs, clock: t.clock.now }, keywordId, at);
  };
  await place(4);
  return { seller, jobs, place };
}

describe('alert mails', () => {
  it('mail an immediate user at once and a daily user only with the daily digest, each once, in its language', async () => {
    const anna = await sellerOnPageOne('de', 110_000_000_201, 'alarm akku');
    const ben = await sellerOnPageOne('en', 110_000_000_202, 'alert drill');
    const mode = await t.request<AlertSummary>('PUT', '/api/alerts/mail-mode', {
      token: anna.seller.token,
      body: { mailMode: 'immediate' },
    });
    expect(mode.body.data.mailMode).toBe('immediate');

    await anna.place(75);
    await ben.place(75);

    expect(anna.jobs.queued).toEqual([{ name: 'sendAlertMails', payload: { schedule: 'immediate' } }]);
    expect(ben.jobs.queued).toEqual([]);
    await runMails('immediate');
    expect(digestsTo(anna.seller.email)).toHaveLength(1);
    expect(digestsTo(ben.seller.email)).toHaveLength(0);
    await runMails('daily');
    await runMails('daily');
    await runMails('immediate');
    const [toAnna] = digestsTo(anna.seller.email);
    const bens = digestsTo(ben.seller.email);
    expect(bens).toHaveLength(1);
    expect(digestsTo(anna.seller.email)).toHaveLength(1);

    expect(toAnna).toMatchObject({
      language: 'de',
      data: {
        events: [
          {
            kind: 'firstPage',
            state: 'left',
            itemNumber: '110000000201',
            title: 'Listing alarm akku',
            keyword: 'alarm akku',
            fromValue: 4,
            toValue: 75,
          },
        ],
        more: 0,
        screenLink: `${t.baseUrl}/app/ranking/alerts`,
      },
    });
    expect(bens[0]).toMatchObject({
      language: 'en',
      data: { events: [{ keyword: 'alert drill', itemNumber: '110000000202', fromValue: 4, toValue: 75 }] },
    });
  });

  it('carry an unsubscribe link whose page asks first, then turns the mails off without sign-in, in the user’s language', async () => {
    const carla = await sellerOnPageOne('en', 110_000_000_203, 'alert unsubscribe');
    await carla.place(80);
    await runMails('daily');
    const [digest] = digestsTo(carla.seller.email);
    if (!digest) throw new Error('no digest');
    const link = new URL(digest.data.unsubscribeLink);
    expect(link.origin).toBe(new URL(t.baseUrl).origin);

    const forged = await t.get<string>(`${link.pathname}?token=${digest.data.unsubscribeLink.slice(-5)}`);
    const tampered = await t.get<string>(`${link.pathname}${link.search.slice(0, -2)}xx`);
    expect(forged.status).toBe(400);
    expect(tampered.status).toBe(400);
    expect((await summaryOf(t, carla.seller.token)).mailMode).toBe('daily');

    // Opening the link (as a mail scanner does) asks and changes nothing; its button posts to the same address.
    const question = await t.get<string>(`${link.pathname}${link.search}`);
    expect(question.status).toBe(200);
    expect(question.body.data).toContain('<html lang="en">');
    expect(question.body.data).toContain('<button type="submit">Turn off alert e-mails</button>');
    expect(question.body.data).toContain(`<form method="post" action="${link.search}">`);
    expect((await summaryOf(t, carla.seller.token)).mailMode).toBe('daily');
    const forgedPost = await t.request<string>('POST', `${link.pathname}${link.search.slice(0, -2)}xx`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(forgedPost.status).toBe(400);
    expect((await summaryOf(t, carla.seller.token)).mailMode).toBe('daily');

    // A mail program's one-click unsubscribe (RFC 8058) is the same POST with its form body.
    const page = await t.request<string>('POST', `${link.pathname}${link.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(page.status).toBe(200);
    expect(page.body.data).toContain('<html lang="en">');
    expect(page.body.data).toContain('You will no longer receive e-mails about your ranking alerts.');
    expect((await summaryOf(t, carla.seller.token)).mailMode).toBe('off');

    await carla.place(5);
    await runMails('daily');
    await runMails('immediate');
    expect(digestsTo(carla.seller.email)).toHaveLength(1);
    expect((await summaryOf(t, carla.seller.token)).unread).toBe(2);
  });

  it('say so in German for a German user', async () => {
    const dora = await sellerOnPageOne('de', 110_000_000_204, 'alarm abbestellen');
    await dora.place(90);
    await runMails('daily');
    const [digest] = digestsTo(dora.seller.email);
    if (!digest) throw new Error('no digest');
    const link = new URL(digest.data.unsubscribeLink);

    const question = await t.get<string>(`${link.pathname}${link.search}`);
    expect(question.body.data).toContain('<html lang="de">');
    expect(question.body.data).toContain('<button type="submit">Alarm-E-Mails abbestellen</button>');
    // The page's button, as a browser sends it: a form without fields.
    const page = await t.request<string>('POST', `${link.pathname}${link.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(page.body.data).toContain('<html lang="de">');
    expect(page.body.data).toContain('Sie erhalten ab jetzt keine E-Mails zu Ihren Ranking-Alarmen mehr.');
    expect((await summaryOf(t, dora.seller.token)).mailMode).toBe('off');
  });
});
