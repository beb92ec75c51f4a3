import type { CategoryRow, CategorySortKey } from '@baylytics/contract/research-categories';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { categories, categoryTrees } from '../../../db/schema/research.ts';
import type { FlatCategory } from './flatten-tree.ts';

/** Rows per insert: 15 parameters a row stays well under PostgreSQL's 65,535 per statement. */
const insertChunk = 1000;

export interface CategorySearch {
  siteId: number;
  /** Lower-case words, each of which some level's name must contain. */
  words: readonly string[];
  orderBy: CategorySortKey;
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

const levelColumns = [1, 2, 3, 4, 5, 6].map((level) => ({
  id: sql.raw(`l${level}_id`),
  name: sql.raw(`l${level}_name`),
}));

/** Ids are digits of any length: ordered by length first, they sort as numbers without a cast that could fail. */
function sortExpression(key: CategorySortKey, direction: 'asc' | 'desc'): SQL {
  const level = Number(key[1]);
  const column = levelColumns[level - 1];
  if (!column) throw new RangeError(`unknown sort key ${key}`);
  const way = sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc nulls last');
  return key.endsWith('Id')
    ? sql`length(${column.id}) ${way}, ${column.id} ${way}`
    : sql`${column.name} ${way}`;
}

/** The path from level 1 down, a missing level before any name (a parent before its children), then the leaf. */
function pathOrder(direction: 'asc' | 'desc'): SQL {
  const way = sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc nulls first');
  return sql.join(
    [...levelColumns.map((column) => sql`${column.name} ${way}`), sql`leaf_id ${way}`],
    sql`, `,
  );
}

/** Whatever a user types is matched literally: LIKE's own characters are escaped. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createCategoryRepository(db: Database) {
  return {
    async treeVersion(siteId: number): Promise<string | null> {
      const [row] = await db
        .select({ version: categoryTrees.version })
        .from(categoryTrees)
        .where(eq(categoryTrees.siteId, siteId));
      return row?.version ?? null;
    },

    /** The site's whole tree replaced in one transaction: readers see the old tree or the new one, never half. */
    async replaceTree(
      tree: { siteId: number; treeId: string; version: string; at: Date },
      rows: readonly FlatCategory[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(categories).where(eq(categories.siteId, tree.siteId));
        for (let start = 0; start < rows.length; start += insertChunk) {
          await tx.insert(categories).values(
            rows.slice(start, start + insertChunk).map((row) => ({
              siteId: tree.siteId,
              leafId: row.leafId,
              l1Id: row.ids[0] ?? null,
              l1Name: row.names[0] ?? null,
              l2Id: row.ids[1] ?? null,
              l2Name: row.names[1] ?? null,
              l3Id: row.ids[2] ?? null,
              l3Name: row.names[2] ?? null,
              l4Id: row.ids[3] ?? null,
              l4Name: row.names[3] ?? null,
              l5Id: row.ids[4] ?? null,
              l5Name: row.names[4] ?? null,
              l6Id: row.ids[5] ?? null,
              l6Name: row.names[5] ?? null,
            })),
          );
        }
        await tx
          .insert(categoryTrees)
          .values({ siteId: tree.siteId, treeId: tree.treeId, version: tree.version, refreshedAt: tree.at })
          .onConflictDoUpdate({
            target: categoryTrees.siteId,
            set: { treeId: tree.treeId, version: tree.version, refreshedAt: tree.at },
          });
      });
      // The old tree's rows are dead and the statistics describe it: until autovacuum came by, the planner read
      // every site's pages, dead ones included, for a word search (4 ms instead of 0.4 ms; docs/performance.md).
      await db.execute(sql`vacuum (analyze) categories`);
    },

    /**
     * One page of a site's leaf categories whose level names hold every word (the trigram index on
     * `search_text` serves the LIKEs), in the asked order, then by path for a stable page; with the total.
     * The trees are eBay's and the same for everyone, so there is no owner to scope by.
     */
    async search(query: CategorySearch): Promise<{ rows: CategoryRow[]; total: number }> {
      const matches = query.words.map((word) => sql`and search_text like ${likePattern(word)}`);
      const where = sql`site_id = ${query.siteId} ${sql.join(matches, sql` `)}`;
      // By level 1 the order is the whole path, which `categories_site_path_idx` holds: the page is read from
      // the index (backwards when descending) instead of sorting the site's thousands of leaves.
      const order =
        query.orderBy === 'l1Name'
          ? pathOrder(query.direction)
          : sql`${sortExpression(query.orderBy, query.direction)}, ${pathOrder('asc')}`;
      const page = sql`limit ${query.pageSize} offset ${(query.pageIndex - 1) * query.pageSize}`;
      const columns = sql.raw(
        'l1_id, l1_name, l2_id, l2_name, l3_id, l3_name, l4_id, l4_name, l5_id, l5_name, l6_id, l6_name',
      );
      // Without words the total is the site's leaf count (an index-only count); with words it comes along.
      const { rows } =
        query.words.length === 0
          ? await db.execute<Record<string, string | number | null>>(
              sql`select ${columns} from categories where ${where} order by ${order} ${page}`,
            )
          : await db.execute<Record<string, string | number | null>>(
              sql`select ${columns}, count(*) over () as total from categories where ${where} order by ${order} ${page}`,
            );
      let total = Number(rows[0]?.total ?? 0);
      if (query.words.length === 0 || (rows.length === 0 && query.pageIndex > 1)) {
        const counted = await db.execute<{ total: string }>(
          sql`select count(*) as total from categories where ${where}`,
        );
        total = Number(counted.rows[0]?.total ?? 0);
      }
      const text = (value: string | number | null | undefined) => (value == null ? null : String(value));
      return {
        total,
        rows: rows.map((row) => ({
          marketplaceId: '',
          eBaySiteId: query.siteId,
          l1Id: text(row.l1_id),
          l1Name: text(row.l1_name),
          l2Id: text(row.l2_id),
          l2Name: text(row.l2_name),
          l3Id: text(row.l3_id),
          l3Name: text(row.l3_name),
          l4Id: text(row.l4_id),
          l4Name: text(row.l4_name),
          l5Id: text(row.l5_id),
          l5Name: text(row.l5_name),
          l6Id: text(row.l6_id),
          l6Name: text(row.l6_name),
        })),
      };
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
