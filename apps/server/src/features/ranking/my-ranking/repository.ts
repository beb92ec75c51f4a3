import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../kernel/errors.ts';

/** A tracked keyword row with its places in the newest search of yesterday and of today (0 = not found). */
export interface TrackedRow {
  id: number;
  itemNumber: number;
  siteId: number;
  keyword: string;
  notes: string;
  isSelected: boolean;
  isPremium: boolean;
  createdAt: Date;
  position1: number;
  position2: number;
  position1Ads: number;
  position2Ads: number;
}

/** A tracked row without places: enough to group, filter and sort item groups. */
/** An item's facts from an imported listing (My Ranking's item groups). */
export interface ImportedItemFacts {
  itemNumber: number;
  title: string;
  imageUrl: string | null;
  sku: string;
  categoryName: string;
  isEnded: boolean;
  sellerName: string;
  /** The listing comes from the caller's own import. */
  isOwn: boolean;
}

export interface TrackedKey {
  id: number;
  itemNumber: number;
  siteId: number;
  keyword: string;
  createdAt: Date;
}

export interface ChartPoint {
  at: Date;
  organic: number | null;
  ads: number | null;
}

/**
 * The item's places in one snapshot `s`: the first organic and the first sponsored place (position = index + 1),
 * the same rule the daily BayScore uses (features/crawler/derive-day.ts).
 */
const placesIn = (item: ReturnType<typeof sql>) => sql`
  (select min(u.p) from unnest(s.item_numbers) with ordinality u(n, p)
    where u.n = ${item} and not (u.p = any(s.sponsored_positions)))::int as organic,
  (select min(u.p) from unnest(s.item_numbers) with ordinality u(n, p)
    where u.n = ${item} and u.p = any(s.sponsored_positions))::int as ads`;

export function createMyRankingRepository(db: Database) {
  return {
    /**
     * Facts of the items from imported listings, one per item: the user's own import first (only that one may
     * show its SKU), else the newest. `expired` when the listing ended or its end time is before `now`.
     */
    async importedItemFacts(userId: number, numbers: number[], now: Date): Promise<ImportedItemFacts[]> {
      const { rows } = await db.execute<{
        item_number: string;
        title: string;
        image_url: string | null;
        sku: string;
        category_name: string;
        is_ended: boolean;
        seller_name: string;
        is_own: boolean;
      }>(sql`
        select distinct on (l.item_number) l.item_number, l.title, l.image_url, l.sku, l.category_name,
               l.is_ended or coalesce(l.end_time < ${now}, false) as is_ended,
               a.seller_name, a.user_id = ${userId} as is_own
        from listings l join ranking_accounts a on a.id = l.account_id
        where l.item_number in ${numbers}
        order by l.item_number, (a.user_id = ${userId}) desc, l.updated_at desc`);
      return rows.map((row) => ({
        itemNumber: Number(row.item_number),
        title: row.title,
        imageUrl: row.image_url,
        sku: row.sku,
        categoryName: row.category_name,
        isEnded: row.is_ended,
        sellerName: row.seller_name,
        isOwn: row.is_own,
      }));
    },

    async keysOf(userId: number): Promise<TrackedKey[]> {
      const { rows } = await db.execute<{
        id: number;
        item_number: string;
        site_id: number;
        keyword: string;
        created_at: Date;
      }>(sql`select id, item_number, site_id, keyword, created_at from tracked_keywords
             where user_id = ${userId} order by item_number, id`);
      return rows.map((r) => ({
        id: r.id,
        itemNumber: Number(r.item_number),
        siteId: r.site_id,
        keyword: r.keyword,
        createdAt: new Date(r.created_at),
      }));
    },

    /** The caller's rows of the given items with their places on `yesterday` and `today` (UTC day starts). */
    async rowsWithPlaces(
      userId: number,
      itemNumbers: readonly number[],
      days: { yesterday: Date; today: Date; tomorrow: Date },
    ): Promise<TrackedRow[]> {
      if (itemNumbers.length === 0) return [];
      const { rows } = await db.execute<{
        id: number;
        item_number: string;
        site_id: number;
        keyword: string;
        notes: string;
        is_selected: boolean;
        is_premium: boolean;
        created_at: Date;
        y_organic: number | null;
        y_ads: number | null;
        t_organic: number | null;
        t_ads: number | null;
      }>(sql`
        select t.id, t.item_number, t.site_id, t.keyword, t.notes, t.is_selected, t.is_premium, t.created_at,
               y.organic as y_organic, y.ads as y_ads, d.organic as t_organic, d.ads as t_ads
        from tracked_keywords t
        left join lateral (
          select ${placesIn(sql`t.item_number`)} from search_snapshots s
          where s.keyword_id = t.keyword_id and s.crawled_at >= ${days.yesterday} and s.crawled_at < ${days.today}
          order by s.crawled_at desc limit 1) y on true
        left join lateral (
          select ${placesIn(sql`t.item_number`)} from search_snapshots s
          where s.keyword_id = t.keyword_id and s.crawled_at >= ${days.today} and s.crawled_at < ${days.tomorrow}
          order by s.crawled_at desc limit 1) d on true
        where t.user_id = ${userId} and t.item_number in ${itemNumbers}
        order by t.item_number, t.id`);
      return rows.map((r) => ({
        id: r.id,
        itemNumber: Number(r.item_number),
        siteId: r.site_id,
        keyword: r.keyword,
        notes: r.notes,
        isSelected: r.is_selected,
        isPremium: r.is_premium,
        createdAt: new Date(r.created_at),
        position1: r.y_organic ?? 0,
        position2: r.t_organic ?? 0,
        position1Ads: r.y_ads ?? 0,
        position2Ads: r.t_ads ?? 0,
      }));
    },

    async counts(userId: number): Promise<{ keywords: number; premium: number }> {
      const { rows } = await db.execute<{ keywords: number; premium: number }>(sql`
        select count(*)::int as keywords, (count(*) filter (where is_premium))::int as premium
        from tracked_keywords where user_id = ${userId}`);
      return rows[0] ?? { keywords: 0, premium: 0 };
    },

    async rowOf(userId: number, id: number) {
      const { rows } = await db.execute<{ item_number: string; keyword_id: number; keyword: string }>(sql`
        select item_number, keyword_id, keyword from tracked_keywords where id = ${id} and user_id = ${userId}`);
      const row = rows[0];
      return row
        ? { itemNumber: Number(row.item_number), keywordId: row.keyword_id, keyword: row.keyword }
        : null;
    },

    /** Every search of the keyword in [from, to], with the item's places. */
    async chartPoints(keywordId: number, itemNumber: number, from: Date, to: Date): Promise<ChartPoint[]> {
      const { rows } = await db.execute<{ crawled_at: Date; organic: number | null; ads: number | null }>(sql`
        select s.crawled_at, ${placesIn(sql`${itemNumber}::bigint`)} from search_snapshots s
        where s.keyword_id = ${keywordId} and s.crawled_at >= ${from} and s.crawled_at <= ${to}
        order by s.crawled_at`);
      return rows.map((r) => ({ at: new Date(r.crawled_at), organic: r.organic, ads: r.ads }));
    },

    /**
     * Keywords of the site the item was found for in [from, to) that the user does not track for it yet, best
     * place first. The GIN index on item_numbers finds the searches; each keyword counts its newest one.
     */
    async suggestions(
      userId: number,
      p: { itemNumber: number; siteId: number; from: Date; to: Date; limit: number },
    ): Promise<{ keyword: string; position: number; advPosition: number }[]> {
      const { rows } = await db.execute<{ keyword: string; organic: number | null; ads: number | null }>(sql`
        with latest as (
          select distinct on (s.keyword_id) s.keyword_id, ${placesIn(sql`${p.itemNumber}::bigint`)}
          from search_snapshots s
          where s.crawled_at >= ${p.from} and s.crawled_at < ${p.to}
            and s.item_numbers @> array[${p.itemNumber}::bigint]
          order by s.keyword_id, s.crawled_at desc)
        select k.keyword, l.organic, l.ads from latest l join keywords k on k.id = l.keyword_id
        where k.site_id = ${p.siteId}
          and not exists (select 1 from tracked_keywords t
                          where t.user_id = ${userId} and t.item_number = ${p.itemNumber} and t.keyword_id = k.id)
        order by least(coalesce(l.organic, 1000), coalesce(l.ads, 1000)), k.keyword
        limit ${p.limit}`);
      return rows.map((r) => ({ keyword: r.keyword, position: r.organic ?? 0, advPosition: r.ads ?? 0 }));
    },

    /** Applies notes and selected flags; fails (nothing saved) unless every row is the user's. */
    async editRows(
      userId: number,
      edits: readonly { id: number; isSelected?: boolean; notes?: string }[],
    ): Promise<{ id: number; isSelected: boolean; notes: string }[]> {
      return db.transaction(async (tx) => {
        const saved: { id: number; isSelected: boolean; notes: string }[] = [];
        for (const edit of edits) {
          const { rows } = await tx.execute<{ id: number; is_selected: boolean; notes: string }>(sql`
            update tracked_keywords set
              is_selected = coalesce(${edit.isSelected ?? null}::boolean, is_selected),
              notes = coalesce(${edit.notes ?? null}::text, notes)
            where id = ${edit.id} and user_id = ${userId}
            returning id, is_selected, notes`);
          const row = rows[0];
          // Throwing rolls the whole edit back: another user's id saves nothing.
          if (!row) throw new AppError('notFound');
          saved.push({ id: row.id, isSelected: row.is_selected, notes: row.notes });
        }
        return saved;
      });
    },

    async deleteRow(userId: number, id: number): Promise<boolean> {
      const result = await db.execute(
        sql`delete from tracked_keywords where id = ${id} and user_id = ${userId}`,
      );
      return (result.rowCount ?? 0) > 0;
    },

    async deleteItem(userId: number, itemNumber: number): Promise<number> {
      const result = await db.execute(
        sql`delete from tracked_keywords where item_number = ${itemNumber} and user_id = ${userId}`,
      );
      return result.rowCount ?? 0;
    },

    /**
     * Moves the user's rows of one item to another; a keyword already tracked on the new item stays once
     * (the old row goes). Answers the rows the old item had, 0 when it had none. Serialised with trackKeywords
     * per user by the same advisory lock.
     */
    async moveItem(userId: number, oldItemNumber: number, newItemNumber: number): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tracked-keywords'), ${userId})`);
        const removed = await tx.execute(sql`
          delete from tracked_keywords o where o.user_id = ${userId} and o.item_number = ${oldItemNumber}
            and exists (select 1 from tracked_keywords n where n.user_id = ${userId}
                        and n.item_number = ${newItemNumber} and n.keyword_id = o.keyword_id)`);
        const moved = await tx.execute(sql`
          update tracked_keywords set item_number = ${newItemNumber}
          where user_id = ${userId} and item_number = ${oldItemNumber}`);
        return (removed.rowCount ?? 0) + (moved.rowCount ?? 0);
      });
    },
  };
}

export type MyRankingRepository = ReturnType<typeof createMyRankingRepository>;
