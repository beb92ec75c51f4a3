import type { RelatedKeyword } from '@baylytics/contract/keyword-tool';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';

/** Words of a keyword as tsquery terms: letters and digits only, so nothing the user typed reaches the syntax. */
export function queryWords(keyword: string): string[] {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, 8);
}

export function createKeywordToolRepository(db: Database) {
  return {
    /**
     * Keywords of the site sharing a word (or a word's beginning: "lampe" finds "lampen") with the keyword;
     * those holding every word first, then by value and search results. The `@@` uses the GIN index on
     * `words`; the keyword database is shared by all users, so there is no owner to scope by.
     */
    async related(siteId: number, keyword: string, limit: number): Promise<RelatedKeyword[]> {
      const words = queryWords(keyword);
      if (words.length === 0) return [];
      const anyWord = words.map((word) => `${word}:*`).join(' | ');
      const everyWord = words.map((word) => `${word}:*`).join(' & ');
      const { rows } = await db.execute<{ keyword: string; value: number; show_in_keyword: number }>(sql`
        select keyword, value, show_in_keyword
        from keywords
        where site_id = ${siteId} and words @@ to_tsquery('simple', ${anyWord})
        order by words @@ to_tsquery('simple', ${everyWord}) desc, value desc, show_in_keyword desc, keyword
        limit ${limit}`);
      return rows.map((row) => ({
        keyword: row.keyword,
        value: Number(row.value),
        showInKeyword: Number(row.show_in_keyword),
      }));
    },
  };
}

export type KeywordToolRepository = ReturnType<typeof createKeywordToolRepository>;
