import { firstPagePlaces } from '@baylytics/contract/alerts';
import { positionSearchDepth } from '@baylytics/contract/ranking';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** A place outside the top 200 for the `moved` kind, so leaving or entering the searched results is a move too. */
const unplaced = positionSearchDepth + 1;

/** Days are UTC calendar days, as the crawler's snapshots and daily scores keep them. */
const dayMs = 24 * 60 * 60 * 1000;

/** What a rule of the pair's kind (`p.kind`) sees in one search's places of the item (`places`, a row alias). */
const stateIn = (places: SQL) => sql`case p.kind
                 when 'firstPage' then case when ${places}.organic <= ${firstPagePlaces}::int then 'in' else 'out' end
                 when 'promotedTwin' then case when ${places}.organic is not null then 'organic'
                   when ${places}.sponsored is not null then 'sponsoredOnly' else 'absent' end
                 else 'placed'
               end`;

/** The value a change is measured from in those places: the organic place (for moves, 201 when not placed). */
const measuredValueOf = (places: SQL) =>
  sql`(case when p.kind = 'moved' then coalesce(${places}.organic, ${unplaced}::int) else ${places}.organic end)::numeric`;

/** Serialises evaluations of the same states (a re-run crawl of one keyword, two derivations at once). */
const searchLock = 0x616c_7274; // 'alrt'
const dailyLock = 0x616c_7464; // 'altd'

/**
 * The set-based evaluation of the sellers' rules: each statement compares what every matching rule sees now with
 * the state it last saw (`alert_states`), writes an event for each change into a firing condition and the new
 * states, in one statement (its parts read the same snapshot). Answers the users who got events and want them
 * mailed at once.
 */
export function createEvaluationRepository(db: Database) {
  async function locked(key: number, id: number, statement: SQL): Promise<number[]> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${key}, ${id})`);
      const { rows } = await tx.execute<{ user_id: number }>(statement);
      return rows.map((row) => row.user_id);
    });
  }

  return {
    /**
     * The newest search of the day of each keyword a search kind's rule watches (through a tracked listing of
     * the rule's owner), oldest keyword first.
     */
    async newestWatchedSearches(day: string): Promise<{ keywordId: number; crawledAt: Date }[]> {
      const dayStart = new Date(`${day}T00:00:00Z`);
      const { rows } = await db.execute<{ keyword_id: number; at_ms: number }>(sql`
        select distinct on (s.keyword_id) s.keyword_id, extract(epoch from s.crawled_at)::float8 * 1000 as at_ms
        from search_snapshots s
        where s.crawled_at >= ${dayStart} and s.crawled_at < ${new Date(dayStart.getTime() + dayMs)}
          and s.keyword_id in (
            select tk.keyword_id from alert_rules r
            join tracked_keywords tk on tk.user_id = r.user_id
              and (r.keyword_id is null or r.keyword_id = tk.keyword_id)
              and (r.item_number is null or r.item_number = tk.item_number)
            where r.is_active and r.kind in ('firstPage', 'moved', 'promotedTwin'))
        order by s.keyword_id, s.crawled_at desc`);
      return rows.map((row) => ({ keywordId: row.keyword_id, crawledAt: new Date(Number(row.at_ms)) }));
    },

    /**
     * Kinds firstPage, moved and promotedTwin over the pairs of (rule, tracked listing) of one keyword, against
     * its search at `crawledAt`. A search older than a pair's last seen change is ignored for that pair. A pair
     * seen for the first time is measured from the keyword's last search of the day before; a keyword never
     * searched before is only noted, and one whose day before is still missing (the history backfill has not
     * reached it) waits for it.
     */
    evaluateSearch(keywordId: number, crawledAt: Date): Promise<number[]> {
      const dayStart = new Date(Math.floor(crawledAt.getTime() / dayMs) * dayMs);
      const dayBeforeStart = new Date(dayStart.getTime() - dayMs);
      return locked(
        searchLock,
        keywordId,
        sql`
      with snap as (
        select item_numbers, sponsored_positions from search_snapshots
        where keyword_id = ${keywordId} and crawled_at = ${crawledAt}
      ), before as (
        select item_numbers, sponsored_positions from search_snapshots
        where keyword_id = ${keywordId} and crawled_at >= ${dayBeforeStart} and crawled_at < ${dayStart}
        order by crawled_at desc limit 1
      ), history as (
        select exists (select 1 from before) as has_day_before
      ), pairs as (
        select r.id as rule_id, r.user_id, r.kind, r.threshold, tk.item_number
        from alert_rules r
        join tracked_keywords tk on tk.user_id = r.user_id and tk.keyword_id = ${keywordId}
          and (r.item_number is null or r.item_number = tk.item_number)
        where r.is_active and r.kind in ('firstPage', 'moved', 'promotedTwin')
          and (r.keyword_id is null or r.keyword_id = ${keywordId})
          and exists (select 1 from snap)
        group by r.id, r.user_id, r.kind, r.threshold, tk.item_number
      ), places as (
        select u.item_number,
               min(u.pos) filter (where not u.pos = any(s.sponsored_positions)) as organic,
               min(u.pos) filter (where u.pos = any(s.sponsored_positions)) as sponsored
        from snap s, unnest(s.item_numbers) with ordinality as u(item_number, pos)
        where u.item_number in (select item_number from pairs)
        group by u.item_number
      ), before_places as (
        select u.item_number,
               min(u.pos) filter (where not u.pos = any(b.sponsored_positions)) as organic,
               min(u.pos) filter (where u.pos = any(b.sponsored_positions)) as sponsored
        from before b, unnest(b.item_numbers) with ordinality as u(item_number, pos)
        where u.item_number in (select item_number from pairs)
        group by u.item_number
      ), seen as (
        select p.*, ${stateIn(sql`pl`)} as state,
               pl.organic::numeric as organic, pl.sponsored::numeric as sponsored,
               coalesce(pl.organic, ${unplaced}::int)::numeric as place,
               ${stateIn(sql`bp`)} as state_before, ${measuredValueOf(sql`bp`)} as value_before
        from pairs p left join places pl on pl.item_number = p.item_number
        left join before_places bp on bp.item_number = p.item_number
      ), measured as (
        select s.*, st.state as noted_state,
               case when st.state is not null then st.state when h.has_day_before then s.state_before end
                 as last_state,
               case when st.state is not null then st.value when h.has_day_before then s.value_before end
                 as last_value
        from seen s cross join history h
        left join alert_states st
          on st.rule_id = s.rule_id and st.item_number = s.item_number and st.keyword_id = ${keywordId}
        where (st.seen_at is null or st.seen_at <= ${crawledAt})
          and (st.state is not null or h.has_day_before or not exists (
            select 1 from search_snapshots where keyword_id = ${keywordId} and crawled_at < ${dayBeforeStart}))
      ), compared as (
        select m.*,
               case
                 when m.last_state is null then null
                 when m.kind = 'firstPage' and m.last_state <> m.state
                   then case m.state when 'in' then 'entered' else 'left' end
                 when m.kind = 'promotedTwin' and m.last_state = 'organic' and m.state = 'sponsoredOnly'
                   then 'sponsoredOnly'
                 when m.kind = 'moved' and abs(m.place - m.last_value) >= m.threshold
                   then case when m.place < m.last_value then 'up' else 'down' end
               end as fired
        from measured m
      ), decided as (
        select c.*,
               case when c.kind = 'moved'
                 then case when c.fired is not null or c.last_state is null then c.place else c.last_value end
                 else c.organic end as value
        from compared c
      ), events as (
        insert into alert_events (user_id, rule_id, item_number, keyword_id, kind, state, from_value, to_value)
        select user_id, rule_id, item_number, ${keywordId}::int, kind, fired,
               case when kind = 'moved' then nullif(last_value, ${unplaced}::numeric) else last_value end,
               case kind when 'moved' then nullif(place, ${unplaced}::numeric) when 'promotedTwin' then sponsored
                 else organic end
        from decided where fired is not null
        returning user_id
      ), states as (
        insert into alert_states (rule_id, item_number, keyword_id, state, value, seen_at)
        select rule_id, item_number, ${keywordId}, state, value, ${crawledAt} from decided
        where noted_state is null or last_state is distinct from state or last_value is distinct from value
        on conflict (rule_id, item_number, keyword_id) do update
          set state = excluded.state, value = excluded.value, seen_at = excluded.seen_at
      )
      select distinct e.user_id from events e
      join alert_settings a on a.user_id = e.user_id and a.mail_mode = 'immediate'`,
      );
    },

    /**
     * Kind bayScore over every (rule, listing) pair against the day's BayScores: fires when the BayScore is worse
     * (higher) by at least the threshold than the value it is measured from, which is the BayScore at the last
     * event, or the best one since (an improvement lowers it). A pair seen for the first time is measured from
     * the day before's BayScore; an item scored before but not that day (the history backfill has not reached
     * it) waits for it.
     */
    evaluateBayScores(day: string, now: Date): Promise<number[]> {
      return locked(
        dailyLock,
        0,
        sql`
      with pairs as (
        select r.id as rule_id, r.user_id, r.threshold, i.item_number
        from alert_rules r
        cross join lateral (
          select l.item_number from listings l join ranking_accounts a on a.id = l.account_id
          where a.user_id = r.user_id and (r.item_number is null or l.item_number = r.item_number)
          union
          select tk.item_number from tracked_keywords tk
          where tk.user_id = r.user_id and (r.item_number is null or tk.item_number = r.item_number)
        ) i
        where r.is_active and r.kind = 'bayScore'
      ), measured as (
        select p.*, s.bay_score, st.value as noted_value, coalesce(st.value, b.bay_score) as last_value
        from pairs p
        join item_daily_scores s on s.item_number = p.item_number and s.day = ${day}::date
        left join alert_states st on st.rule_id = p.rule_id and st.item_number = p.item_number and st.keyword_id = 0
        left join item_daily_scores b on b.item_number = p.item_number and b.day = ${day}::date - 1
        where s.bay_score is not null
          and (st.value is not null or b.bay_score is not null or not exists (
            select 1 from item_daily_scores o where o.item_number = p.item_number and o.day < ${day}::date - 1))
      ), compared as (
        select m.*,
               case when m.last_value is not null and m.bay_score - m.last_value >= m.threshold then 'worse' end
                 as fired
        from measured m
      ), decided as (
        select c.*,
               case when c.fired is not null or c.last_value is null or c.bay_score < c.last_value
                 then c.bay_score else c.last_value end as value
        from compared c
      ), events as (
        insert into alert_events (user_id, rule_id, item_number, kind, state, from_value, to_value)
        select user_id, rule_id, item_number, 'bayScore', fired, last_value, bay_score from decided
        where fired is not null
        returning user_id
      ), states as (
        insert into alert_states (rule_id, item_number, keyword_id, state, value, seen_at)
        select rule_id, item_number, 0, 'scored', value, ${now} from decided
        where noted_value is null or last_value is distinct from value
        on conflict (rule_id, item_number, keyword_id) do update
          set state = excluded.state, value = excluded.value, seen_at = excluded.seen_at
      )
      select distinct e.user_id from events e
      join alert_settings a on a.user_id = e.user_id and a.mail_mode = 'immediate'`,
      );
    },

    /** Kind ended over every (rule, imported listing) pair: fires when a listing seen live is ended in the import. */
    evaluateEndedListings(now: Date): Promise<number[]> {
      return locked(
        dailyLock,
        1,
        sql`
      with seen as (
        select distinct on (r.id, l.item_number) r.id as rule_id, r.user_id, l.item_number,
               case when l.is_ended then 'ended' else 'live' end as state
        from alert_rules r
        join ranking_accounts a on a.user_id = r.user_id
        join listings l on l.account_id = a.id and (r.item_number is null or l.item_number = r.item_number)
        where r.is_active and r.kind = 'ended'
        order by r.id, l.item_number, l.is_ended
      ), compared as (
        select s.*, st.state as last_state,
               case when st.state = 'live' and s.state = 'ended' then 'ended' end as fired
        from seen s
        left join alert_states st on st.rule_id = s.rule_id and st.item_number = s.item_number and st.keyword_id = 0
      ), events as (
        insert into alert_events (user_id, rule_id, item_number, kind, state)
        select user_id, rule_id, item_number, 'ended', fired from compared where fired is not null
        returning user_id
      ), states as (
        insert into alert_states (rule_id, item_number, keyword_id, state, seen_at)
        select rule_id, item_number, 0, state, ${now}::timestamptz from compared
        where last_state is distinct from state
        on conflict (rule_id, item_number, keyword_id) do update set state = excluded.state, seen_at = excluded.seen_at
      )
      select distinct e.user_id from events e
      join alert_settings a on a.user_id = e.user_id and a.mail_mode = 'immediate'`,
      );
    },
  };
}
