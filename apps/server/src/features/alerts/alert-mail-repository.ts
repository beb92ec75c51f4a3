import type { AlertMailMode } from '@baylytics/contract/alerts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { MailLanguage } from '../../integrations/mail/mail-kinds.ts';
import { eventFactsOf } from './event-row.ts';

/** A user with alert events to mail under one schedule. */
export interface DigestRecipient {
  userId: number;
  email: string;
  firstName: string;
  language: MailLanguage;
  unsubscribeSecret: string;
}

/** One event as the digest shows it. */
export interface DigestEvent {
  id: number;
  kind: 'firstPage' | 'moved' | 'promotedTwin' | 'bayScore' | 'ended';
  state: string;
  itemNumber: number;
  title: string;
  keyword: string | null;
  fromValue: number | null;
  toValue: number | null;
}

/** SQL of the alert mails: who waits for a digest, their events, and marking them mailed. */
export function createAlertMailRepository(db: Database) {
  return {
    /** Users of the schedule with events not mailed yet (created since mails were last turned on). */
    async recipients(schedule: AlertMailMode): Promise<DigestRecipient[]> {
      const { rows } = await db.execute<{
        user_id: number;
        email: string;
        first_name: string;
        language: string;
        unsubscribe_secret: string;
      }>(sql`
        select u.id as user_id, u.email, u.first_name, u.language, s.unsubscribe_secret
        from alert_settings s
        join users u on u.id = s.user_id and u.deleted_at is null
        where s.mail_mode = ${schedule}
          and exists (select 1 from alert_events e
                      where e.user_id = s.user_id and e.mailed_at is null and e.created_at >= s.mail_from)
        order by u.id`);
      return rows.map((row) => ({
        userId: row.user_id,
        email: row.email,
        firstName: row.first_name,
        language: row.language === 'en' ? 'en' : 'de',
        unsubscribeSecret: row.unsubscribe_secret,
      }));
    },

    /** The user's unmailed events, oldest first, the first `limit` with their listing and keyword; and how many. */
    async unmailed(
      userId: number,
      limit: number,
    ): Promise<{ events: DigestEvent[]; total: number; lastId: number }> {
      const { rows } = await db.execute<{
        id: string;
        kind: DigestEvent['kind'];
        state: string;
        item_number: string;
        title: string | null;
        keyword: string | null;
        from_value: string | null;
        to_value: string | null;
        total: string;
        last_id: string;
      }>(sql`
        with waiting as (
          select e.* from alert_events e join alert_settings s on s.user_id = e.user_id
          where e.user_id = ${userId} and e.mailed_at is null and e.created_at >= s.mail_from
        )
        select w.id, w.kind, w.state, w.item_number, w.from_value, w.to_value, k.keyword,
               (select l.title from listings l join ranking_accounts a on a.id = l.account_id
                where a.user_id = w.user_id and l.item_number = w.item_number limit 1) as title,
               (select count(*) from waiting) as total, (select max(id) from waiting) as last_id
        from waiting w left join keywords k on k.id = w.keyword_id
        order by w.id limit ${limit}`);
      const first = rows[0];
      return {
        events: rows.map(eventFactsOf),
        total: first ? Number(first.total) : 0,
        lastId: first ? Number(first.last_id) : 0,
      };
    },

    /** Marks the user's unmailed events up to `lastId` mailed (those the digest listed or counted). */
    async markMailed(userId: number, lastId: number, at: Date): Promise<void> {
      await db.execute(sql`
        update alert_events set mailed_at = ${at}
        where user_id = ${userId} and mailed_at is null and id <= ${lastId}
          and created_at >= (select mail_from from alert_settings where user_id = ${userId})`);
    },
  };
}
