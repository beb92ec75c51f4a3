import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { itemSpecificCategories } from '../../../db/schema/item-specifics.ts';
import { rankingAccounts } from '../../../db/schema/ranking.ts';

export interface CategoryRef {
  siteId: number;
  categoryId: string;
}

/** A leaf category of the seller's imported live listings, with what was loaded and synced of it. */
export interface LeafCategory extends CategoryRef {
  categoryName: string;
  categoryTree: string;
  totalListings: number;
  loadStatus: string | null;
  syncStatus: string | null;
  syncCompletedAt: Date | null;
}

export type CategoryRow = typeof itemSpecificCategories.$inferSelect;

// The category's path from the category browser's tree when it holds the site, else what the listing says.
const treeOf = sql`nullif(concat_ws(' > ', t.l1_name, t.l2_name, t.l3_name, t.l4_name, t.l5_name, t.l6_name), '')`;

/** SQL of the item specifics categories: always scoped by the user and one of their imported sellers. */
export function createCategoryRepository(db: Executor) {
  const rowWhere = (userId: number, sellerName: string, ref: CategoryRef) =>
    and(
      eq(itemSpecificCategories.userId, userId),
      sql`lower(${itemSpecificCategories.sellerName}) = lower(${sellerName})`,
      eq(itemSpecificCategories.siteId, ref.siteId),
      eq(itemSpecificCategories.categoryId, ref.categoryId),
    );

  return {
    /** The user's imported account of that seller name (spec 000's stored seller), or null. */
    async ownAccount(userId: number, sellerName: string): Promise<{ id: number; sellerName: string } | null> {
      const [row] = await db
        .select({ id: rankingAccounts.id, sellerName: rankingAccounts.sellerName })
        .from(rankingAccounts)
        .where(
          and(
            eq(rankingAccounts.userId, userId),
            sql`lower(${rankingAccounts.sellerName}) = lower(${sellerName})`,
          ),
        );
      return row ?? null;
    },

    /** One page of the account's leaf categories (live listings), by path; with the count of all. */
    async leafCategories(
      userId: number,
      accountId: number,
      page: { offset: number; limit: number },
    ): Promise<{ rows: LeafCategory[]; total: number }> {
      const { rows } = await db.execute<{
        site_id: number;
        category_id: string;
        category_name: string;
        tree: string;
        total_listings: number;
        load_status: string | null;
        sync_status: string | null;
        sync_completed_at: string | null;
        full_count: number;
      }>(sql`
        with leaves as (
          select l.site_id, l.category_id::text as category_id, max(l.category_name) as category_name,
                 count(*)::int as total_listings
          from listings l
          where l.account_id = ${accountId} and not l.is_ended and l.category_id is not null
          group by l.site_id, l.category_id
        )
        select leaves.site_id, leaves.category_id, leaves.category_name, leaves.total_listings,
               coalesce(${treeOf}, c.category_tree, leaves.category_name) as tree,
               c.load_status, c.sync_status, c.sync_completed_at, count(*) over ()::int as full_count
        from leaves
        join ranking_accounts a on a.id = ${accountId}
        left join item_specific_categories c on c.user_id = ${userId}
          and lower(c.seller_name) = lower(a.seller_name) and c.site_id = leaves.site_id
          and c.category_id = leaves.category_id
        left join categories t on t.site_id = leaves.site_id and t.leaf_id = leaves.category_id
        order by tree, leaves.site_id, leaves.category_id
        limit ${page.limit} offset ${page.offset}`);
      return {
        total: rows[0]?.full_count ?? 0,
        rows: rows.map((row) => ({
          siteId: row.site_id,
          categoryId: row.category_id,
          categoryName: row.category_name || row.tree.split(' > ').at(-1) || row.category_id,
          categoryTree: row.tree,
          totalListings: row.total_listings,
          loadStatus: row.load_status,
          syncStatus: row.sync_status,
          syncCompletedAt: row.sync_completed_at ? new Date(row.sync_completed_at) : null,
        })),
      };
    },

    /** The account's live listings in that category: the item numbers a load reads. */
    async listingNumbers(accountId: number, ref: CategoryRef): Promise<number[]> {
      const { rows } = await db.execute<{ item_number: string }>(sql`
        select item_number from listings
        where account_id = ${accountId} and site_id = ${ref.siteId} and category_id::text = ${ref.categoryId}
          and not is_ended
        order by item_number`);
      return rows.map((row) => Number(row.item_number));
    },

    /** Name and path of a category the account has live listings in; null when it has none there. */
    async leafOf(
      accountId: number,
      ref: CategoryRef,
    ): Promise<{ categoryName: string; categoryTree: string; total: number } | null> {
      const { rows } = await db.execute<{ category_name: string; tree: string; total: number }>(sql`
        select max(l.category_name) as category_name, coalesce(max(${treeOf}), max(l.category_name)) as tree,
               count(*)::int as total
        from listings l
        left join categories t on t.site_id = l.site_id and t.leaf_id = l.category_id::text
        where l.account_id = ${accountId} and l.site_id = ${ref.siteId}
          and l.category_id::text = ${ref.categoryId} and not l.is_ended`);
      const row = rows[0];
      return row && row.total > 0
        ? { categoryName: row.category_name, categoryTree: row.tree, total: row.total }
        : null;
    },

    async row(userId: number, sellerName: string, ref: CategoryRef): Promise<CategoryRow | null> {
      const [row] = await db
        .select()
        .from(itemSpecificCategories)
        .where(rowWhere(userId, sellerName, ref));
      return row ?? null;
    },

    async rowById(id: number): Promise<CategoryRow | null> {
      const [row] = await db.select().from(itemSpecificCategories).where(eq(itemSpecificCategories.id, id));
      return row ?? null;
    },

    async rows(userId: number, sellerName: string, refs: readonly CategoryRef[]): Promise<CategoryRow[]> {
      if (refs.length === 0) return [];
      return db
        .select()
        .from(itemSpecificCategories)
        .where(
          and(
            eq(itemSpecificCategories.userId, userId),
            sql`lower(${itemSpecificCategories.sellerName}) = lower(${sellerName})`,
            sql`(${itemSpecificCategories.siteId}, ${itemSpecificCategories.categoryId}) in (${sql.join(
              refs.map((r) => sql`(${r.siteId}, ${r.categoryId})`),
              sql`, `,
            )})`,
          ),
        );
    },

    /**
     * Starts a load: the category's row (made on its first load) gets the next load run, IN_PROGRESS and the
     * number of listings to read. Answers the row id and the run, or null while a load is under way.
     */
    async startLoad(
      userId: number,
      sellerName: string,
      ref: CategoryRef,
      leaf: { categoryName: string; categoryTree: string; total: number },
    ): Promise<{ id: number; loadRun: number } | null> {
      const { rows } = await db.execute<{ id: number; load_run: number }>(sql`
        insert into item_specific_categories
          (user_id, seller_name, site_id, category_id, category_name, category_tree, load_status, load_run, load_total)
        values (${userId}, ${sellerName}, ${ref.siteId}, ${ref.categoryId}, ${leaf.categoryName},
                ${leaf.categoryTree}, 'IN_PROGRESS', 1, ${leaf.total})
        on conflict (user_id, lower(seller_name), site_id, category_id) do update
          set load_status = 'IN_PROGRESS', load_run = item_specific_categories.load_run + 1,
              load_total = excluded.load_total, category_name = excluded.category_name,
              category_tree = excluded.category_tree
          where item_specific_categories.load_status is distinct from 'IN_PROGRESS'
            and item_specific_categories.load_status is distinct from 'PROCESSING'
            and item_specific_categories.sync_status is distinct from 'IN_PROGRESS'
        returning id, load_run`);
      const row = rows[0];
      return row ? { id: row.id, loadRun: row.load_run } : null;
    },

    async setLoadStatus(id: number, loadRun: number, status: 'PROCESSING' | 'COMPLETED'): Promise<void> {
      await db
        .update(itemSpecificCategories)
        .set({ loadStatus: status })
        .where(and(eq(itemSpecificCategories.id, id), eq(itemSpecificCategories.loadRun, loadRun)));
    },

    /** Starts a sync: the next run, IN_PROGRESS; null while a load or a sync is under way. */
    async startSync(id: number): Promise<number | null> {
      const { rows } = await db.execute<{ sync_run: number }>(sql`
        update item_specific_categories set sync_status = 'IN_PROGRESS', sync_run = sync_run + 1
        where id = ${id} and load_status = 'COMPLETED' and sync_status is distinct from 'IN_PROGRESS'
        returning sync_run`);
      return rows[0]?.sync_run ?? null;
    },

    async finishSync(id: number, syncRun: number, status: 'COMPLETED' | 'FAILED', at: Date): Promise<void> {
      await db
        .update(itemSpecificCategories)
        .set({ syncStatus: status, syncCompletedAt: at })
        .where(and(eq(itemSpecificCategories.id, id), eq(itemSpecificCategories.syncRun, syncRun)));
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
