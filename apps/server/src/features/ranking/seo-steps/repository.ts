import type { SeoStep } from '@baylytics/contract/seo-steps';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';

const stepColumns = sql`id, item_number::float8 as "itemNumber", to_char(day, 'YYYY-MM-DD') as "date", flag, description`;

/** SQL of the SEO steps; every statement is scoped by the user. */
export function createSeoStepRepository(db: Database) {
  return {
    /** Whether the user imported the item or tracks a keyword for it. */
    async isUsersItem(userId: number, itemNumber: number): Promise<boolean> {
      const { rows } = await db.execute<{ found: boolean }>(sql`
        select exists (select 1 from listings l join ranking_accounts a on a.id = l.account_id
                       where a.user_id = ${userId} and l.item_number = ${itemNumber})
            or exists (select 1 from tracked_keywords t where t.user_id = ${userId} and t.item_number = ${itemNumber})
          as found`);
      return rows[0]?.found ?? false;
    },

    async insert(
      userId: number,
      step: { itemNumber: number; day: string; flag: string; description: string },
    ): Promise<SeoStep> {
      const { rows } = await db.execute<SeoStep>(sql`
        insert into seo_steps (user_id, item_number, day, flag, description)
        values (${userId}, ${step.itemNumber}, ${step.day}::date, ${step.flag}, ${step.description})
        returning ${stepColumns}`);
      const [inserted] = rows;
      if (!inserted) throw new Error('insert into seo_steps returned no row');
      return inserted;
    },

    async list(userId: number, itemNumber: number): Promise<SeoStep[]> {
      const { rows } = await db.execute<SeoStep>(sql`
        select ${stepColumns} from seo_steps where user_id = ${userId} and item_number = ${itemNumber}
        order by day desc, id desc`);
      return rows;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db.execute(sql`delete from seo_steps where id = ${id} and user_id = ${userId}`);
      return (result.rowCount ?? 0) > 0;
    },
  };
}

export type SeoStepRepository = ReturnType<typeof createSeoStepRepository>;
