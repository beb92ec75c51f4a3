import { z } from 'zod';
import { defineJob } from '../../kernel/define-job.ts';
import { createAlertMailRepository } from './alert-mail-repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** Events one digest lists; the rest are counted and shown on the alerts screen. */
export const digestEventLimit = 50;

/** The screen of the alerts, where a digest's button leads. */
export const alertsScreenPath = '/app/ranking/alerts';

/**
 * Mails every user of a schedule (`immediate`: queued by an evaluation that fired; `daily`: the morning digest of
 * the crontab) one digest of its events not mailed yet, in the user's language, with its unsubscribe link. A
 * user's events are marked mailed once its mail is handed over; a failure leaves them for the next run.
 */
export const sendAlertMailsJob = defineJob({
  name: 'sendAlertMails',
  // Without a schedule, the users who asked for mails at once (what an evaluation that fired queues).
  payload: z.object({ schedule: z.enum(['immediate', 'daily']).default('immediate') }),
  async handler({ schedule }, deps) {
    if (!deps.mail) {
      deps.log('alert mails: this process sends no mail; the events wait for one that does');
      return;
    }
    const { service, publicUrl } = deps.mail;
    const mails = createAlertMailRepository(deps.db);
    for (const user of await mails.recipients(schedule)) {
      const waiting = await mails.unmailed(user.userId, digestEventLimit);
      if (waiting.events.length === 0) continue;
      const token = unsubscribeToken(user.userId, user.unsubscribeSecret);
      await service.send(user.email, 'alertDigest', user.language, {
        firstName: user.firstName,
        events: waiting.events.map((event) => ({
          kind: event.kind,
          state: event.state,
          itemNumber: String(event.itemNumber),
          title: event.title,
          keyword: event.keyword,
          fromValue: event.fromValue,
          toValue: event.toValue,
        })),
        more: waiting.total - waiting.events.length,
        screenLink: new URL(alertsScreenPath, publicUrl).href,
        unsubscribeLink: new URL(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, publicUrl)
          .href,
      });
      await mails.markMailed(user.userId, waiting.lastId, deps.clock());
    }
  },
});
