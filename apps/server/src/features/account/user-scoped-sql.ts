import { type SQL, sql } from 'drizzle-orm';

/** A statement of the fixed lists beside it, each `$1` bound to the user's id as a parameter. */
export function userScopedSql(text: string, userId: number): SQL {
  const parts = text.split('$1');
  return sql.join(
    parts.map((part, index) => (index === 0 ? sql.raw(part) : sql`${userId}${sql.raw(part)}`)),
    sql``,
  );
}
