import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { createKeptAnswers } from '../../kernel/kept-answers.ts';

/** A user of a sort order and its position (1-based): where a deep page can start instead of at the first user. */
export interface ListMark {
  position: number;
  /** The sort column's value as PostgreSQL writes it (full precision), null for an empty one. */
  sortKey: string | null;
  userId: number;
}

/** One sort order of the user list: its filters, sort column and direction. */
export interface MarkedOrder {
  filters: SQL[];
  column: SQL;
  isNullable: boolean;
  direction: 'asc' | 'desc';
}

/**
 * Every `every`-th user of each sort order asked for a deep page, kept while the user summaries are unchanged (the
 * list's version): a page at offset 49,975 starts at the mark at 49,000 and walks 975 index entries instead of
 * 49,975. The marks of an order are read once per version, by one walk over the whole order.
 */
export function createUserListMarks(
  db: Database,
  options: { every: number; deepFrom: number; limit: number },
) {
  const kept = createKeptAnswers<{ version: string; marks: ListMark[] }>(options.limit);

  /** The marks of an order and the list version of the snapshot they were read in. */
  async function read(order: MarkedOrder): Promise<{ version: string; marks: ListMark[] }> {
    const direction = sql.raw(order.direction);
    const nulls = order.isNullable ? sql`nulls last` : sql``;
    const where = order.filters.length > 0 ? sql`where ${sql.join(order.filters, sql` and `)}` : sql``;
    const { rows } = await db.execute<{
      version: string;
      n: string;
      sort_key: string | null;
      user_id: number;
    }>(sql`
      select (select version::text from user_list_version where id = 1) as version, n, sort_key, user_id from (
        select ${order.column}::text as sort_key, s.user_id,
          row_number() over (order by ${order.column} ${direction} ${nulls}, s.user_id ${direction} ${nulls}) as n
        from user_summaries s ${where}
      ) ordered where n % ${options.every} = 0 order by n`);
    return {
      version: rows[0]?.version ?? '',
      marks: rows.map((row) => ({
        position: Number(row.n),
        sortKey: row.sort_key,
        userId: Number(row.user_id),
      })),
    };
  }

  return {
    /**
     * The ids of `limit` users from `offset` on, read from the nearest mark before the offset, and the list version
     * the marks were read at: the page is exact only in a snapshot of that version (the caller reads it beside the
     * ids and walks from the first user otherwise). Null when the offset is shallow (the walk from the first user is
     * short) or no mark lies before it.
     */
    async pageIds(
      key: string,
      version: string,
      order: MarkedOrder,
      view: { offset: number; limit: number },
    ): Promise<{ ids: SQL; version: string } | null> {
      if (options.every <= 0 || view.offset < options.deepFrom) return null;
      const { version: markedAt, marks } = await kept.get(key, version, () => read(order));
      const mark = marks.findLast((m) => m.position <= view.offset);
      if (!mark) return null;
      const skip = view.offset - mark.position;
      const direction = sql.raw(order.direction);
      const after = sql.raw(order.direction === 'desc' ? '<' : '>');
      const reach = skip + view.limit;
      const nulls = order.isNullable ? sql`nulls last` : sql``;
      const where = (condition: SQL) => sql`where ${sql.join([...order.filters, condition], sql` and `)}`;
      // After the mark: the users with a value beyond it (then the same value and a user id beyond it), then, for a
      // column that can be empty, every user without a value, which sort last in either direction.
      const valued =
        mark.sortKey === null
          ? null
          : sql`(select 0 as part, ${order.column} as sort_key, s.user_id from user_summaries s
              ${where(sql`(${order.column}, s.user_id) ${after} (${mark.sortKey}, ${mark.userId})`)}
              order by ${order.column} ${direction} ${nulls}, s.user_id ${direction} ${nulls} limit ${reach})`;
      const empty = !order.isNullable
        ? null
        : sql`(select 1 as part, null as sort_key, s.user_id from user_summaries s
            ${where(sql`${order.column} is null ${mark.sortKey === null ? sql`and s.user_id ${after} ${mark.userId}` : sql``}`)}
            order by s.user_id ${direction} ${nulls} limit ${reach})`;
      const parts = [valued, empty].filter((part): part is SQL => part !== null);
      const ids = sql`select user_id from (${sql.join(parts, sql` union all `)}) after_mark
        order by part, sort_key ${direction} ${nulls}, user_id ${direction} ${nulls} limit ${view.limit} offset ${skip}`;
      return { ids, version: markedAt };
    },
  };
}

export type UserListMarks = ReturnType<typeof createUserListMarks>;
