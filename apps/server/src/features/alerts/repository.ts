import type {
  AlertEvent,
  AlertKeyword,
  AlertMailMode,
  AlertRule,
  AlertRuleKind,
} from '@baylytics/contract/alerts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { alertEvents, alertRules, alertSettings, alertStates } from '../../db/schema/alerts.ts';
import { trackedKeywords } from '../../db/schema/ranking.ts';
import { eventFactsOf } from './event-row.ts';
import { newUnsubscribeSecret } from './unsubscribe-token.ts';

/** A rule as stored, the caller's choices checked. */
export interface RuleInput {
  kind: AlertRuleKind;
  itemNumber: number | null;
  keywordId: number | null;
  threshold: number | null;
  isActive: boolean;
}

const ruleColumns = sql`r.id, r.kind, r.item_number, r.keyword_id, k.keyword, r.threshold, r.is_active, r.created_at`;

interface RuleRow extends Record<string, unknown> {
  id: number;
  kind: AlertRuleKind;
  item_number: string | null;
  keyword_id: number | null;
  keyword: string | null;
  threshold: number | null;
  is_active: boolean;
  created_at: Date | string;
}

const ruleOf = (row: RuleRow): AlertRule => ({
  id: row.id,
  kind: row.kind,
  itemNumber: row.item_number === null ? null : Number(row.item_number),
  keywordId: row.keyword_id,
  keyword: row.keyword,
  threshold: row.threshold,
  isActive: row.is_active,
  created: new Date(row.created_at).toISOString(),
});

/** SQL of a user's rules, events and mail setting; every statement is scoped by the owner. */
export function createAlertRepository(db: Database) {
  async function ruleById(userId: number, id: number): Promise<AlertRule | null> {
    const { rows } = await db.execute<RuleRow>(sql`
      select ${ruleColumns} from alert_rules r left join keywords k on k.id = r.keyword_id
      where r.user_id = ${userId} and r.id = ${id}`);
    return rows[0] ? ruleOf(rows[0]) : null;
  }

  async function eventCount(userId: number, unreadOnly: boolean): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(alertEvents)
      .where(and(eq(alertEvents.userId, userId), unreadOnly ? isNull(alertEvents.readAt) : undefined));
    return row?.n ?? 0;
  }

  return {
    ruleById,

    async rules(userId: number): Promise<AlertRule[]> {
      const { rows } = await db.execute<RuleRow>(sql`
        select ${ruleColumns} from alert_rules r left join keywords k on k.id = r.keyword_id
        where r.user_id = ${userId} order by r.id`);
      return rows.map(ruleOf);
    },

    async trackedKeywords(userId: number): Promise<AlertKeyword[]> {
      const { rows } = await db.execute<{ keyword_id: number; keyword: string; item_numbers: string[] }>(sql`
        select keyword_id, min(keyword) as keyword, array_agg(distinct item_number order by item_number) as item_numbers
        from tracked_keywords where user_id = ${userId}
        group by keyword_id order by min(keyword)`);
      return rows.map((row) => ({
        keywordId: row.keyword_id,
        keyword: row.keyword,
        itemNumbers: row.item_numbers.map(Number),
      }));
    },

    async ruleCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(alertRules).where(eq(alertRules.userId, userId));
      return row?.n ?? 0;
    },

    /** Whether the user tracks the keyword (for the listing, when one is given). */
    async tracks(userId: number, keywordId: number, itemNumber: number | null): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(trackedKeywords)
        .where(
          and(
            eq(trackedKeywords.userId, userId),
            eq(trackedKeywords.keywordId, keywordId),
            itemNumber === null ? undefined : eq(trackedKeywords.itemNumber, itemNumber),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    /** Adds a rule; the user's mail setting is written with its first rule (daily digest). */
    async createRule(userId: number, rule: RuleInput, now: Date): Promise<AlertRule> {
      const [created] = await db.transaction(async (tx) => {
        await tx
          .insert(alertSettings)
          .values({ userId, unsubscribeSecret: newUnsubscribeSecret(), mailFrom: now })
          .onConflictDoNothing();
        return tx
          .insert(alertRules)
          .values({ userId, ...rule, createdAt: now })
          .returning({ id: alertRules.id });
      });
      const answer = created && (await ruleById(userId, created.id));
      if (!answer) throw new Error('the rule just added is gone');
      return answer;
    },

    /** Replaces a rule and forgets what it saw, so it starts watching afresh; null when it is not the user's. */
    async updateRule(userId: number, id: number, rule: RuleInput): Promise<AlertRule | null> {
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(alertRules)
          .set(rule)
          .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
          .returning({ id: alertRules.id });
        if (rows.length > 0) await tx.delete(alertStates).where(eq(alertStates.ruleId, id));
        return rows.length > 0;
      });
      return updated ? ruleById(userId, id) : null;
    },

    async deleteRule(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(alertRules)
        .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
        .returning({ id: alertRules.id });
      return rows.length > 0;
    },

    async events(
      userId: number,
      page: { pageIndex: number; pageSize: number; isUnread?: boolean | undefined },
    ): Promise<{ data: AlertEvent[]; total: number }> {
      const unreadOnly = page.isUnread ? sql`and e.read_at is null` : sql``;
      const { rows } = await db.execute<{
        id: string;
        rule_id: number;
        kind: AlertRuleKind;
        state: AlertEvent['state'];
        item_number: string;
        title: string | null;
        keyword: string | null;
        from_value: string | null;
        to_value: string | null;
        created_at: Date | string;
        is_read: boolean;
        total: string;
      }>(sql`
        select e.id, e.rule_id, e.kind, e.state, e.item_number, e.from_value, e.to_value, e.created_at,
               e.read_at is not null as is_read, k.keyword, count(*) over () as total,
               (select l.title from listings l join ranking_accounts a on a.id = l.account_id
                where a.user_id = e.user_id and l.item_number = e.item_number limit 1) as title
        from alert_events e left join keywords k on k.id = e.keyword_id
        where e.user_id = ${userId} ${unreadOnly}
        order by e.id desc
        limit ${page.pageSize} offset ${(page.pageIndex - 1) * page.pageSize}`);
      const total = rows[0] ? Number(rows[0].total) : await eventCount(userId, page.isUnread === true);
      return {
        total,
        data: rows.map((row) => ({
          ...eventFactsOf(row),
          ruleId: row.rule_id,
          created: new Date(row.created_at).toISOString(),
          isRead: row.is_read,
        })),
      };
    },

    eventCount,

    async mailMode(userId: number): Promise<AlertMailMode> {
      const [row] = await db
        .select({ mode: alertSettings.mailMode })
        .from(alertSettings)
        .where(eq(alertSettings.userId, userId));
      return (row?.mode as AlertMailMode | undefined) ?? 'daily';
    },

    /** Marks one event read; false when it is not the user's. */
    async markRead(userId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(alertEvents)
        .set({ readAt: sql`coalesce(${alertEvents.readAt}, ${at})` })
        .where(and(eq(alertEvents.id, id), eq(alertEvents.userId, userId)))
        .returning({ id: alertEvents.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number, at: Date): Promise<void> {
      await db
        .update(alertEvents)
        .set({ readAt: at })
        .where(and(eq(alertEvents.userId, userId), isNull(alertEvents.readAt)));
    },

    /** Sets when alert mails go out; turned on again, only events from now on are mailed (no backlog). */
    async setMailMode(userId: number, mode: AlertMailMode, now: Date): Promise<void> {
      await db.execute(sql`
        insert into alert_settings (user_id, mail_mode, mail_from, unsubscribe_secret, updated_at)
        values (${userId}, ${mode}, ${now}, ${newUnsubscribeSecret()}, ${now})
        on conflict (user_id) do update set
          mail_mode = excluded.mail_mode, updated_at = excluded.updated_at,
          mail_from = case when alert_settings.mail_mode = 'off' and excluded.mail_mode <> 'off'
                      then excluded.mail_from else alert_settings.mail_from end`);
    },

    /** The secret a user's unsubscribe links are signed with, and the user's language; null without a setting. */
    async unsubscribeFacts(userId: number): Promise<{ secret: string; language: string } | null> {
      const { rows } = await db.execute<{ unsubscribe_secret: string; language: string }>(sql`
        select s.unsubscribe_secret, u.language from alert_settings s join users u on u.id = s.user_id
        where s.user_id = ${userId}`);
      const row = rows[0];
      return row ? { secret: row.unsubscribe_secret, language: row.language } : null;
    },
  };
}

export type AlertRepository = ReturnType<typeof createAlertRepository>;
