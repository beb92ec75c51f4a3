import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { invoices } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users-and-auth.ts';
import { booksTimeZone } from './invoice-retention.ts';

const buyer = sql`(${invoices.buyer}::jsonb)`;
const buyerName = sql<string>`trim(coalesce(${buyer}->>'firstName', '') || ' ' || coalesce(${buyer}->>'lastName', ''))`;
const company = sql<string>`coalesce(${buyer}->>'company', '')`;
const city = sql<string>`coalesce(${buyer}->>'city', '')`;
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The invoices of deleted accounts: only these are read here, and only these are ever deleted. */
export function createKeptInvoicesRepository(db: Database) {
  const ofDeletedAccount = isNotNull(users.deletedAt);
  return {
    /** A page of kept invoices: a part of the number, the buyer's name or company, newest first by default. */
    async page(
      keyword: string,
      view: {
        pageIndex: number;
        pageSize: number;
        orderBy: 'invoiceDate' | 'invoiceNumber';
        direction: 'asc' | 'desc';
      },
    ) {
      const conditions: SQL[] = [ofDeletedAccount];
      if (keyword) {
        const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`(${invoices.invoiceNumber} ilike ${pattern} or ${buyerName} ilike ${pattern} or ${company} ilike ${pattern})`,
        );
      }
      const where = and(...conditions);
      const order = view.direction === 'asc' ? asc : desc;
      const column = view.orderBy === 'invoiceNumber' ? invoices.invoiceNumber : invoices.invoiceDate;
      const rows = await db
        .select({
          id: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          invoiceDate: invoices.invoiceDate,
          gross: invoices.gross,
          buyerName,
          company,
          city,
          formerUserId: invoices.userId,
          deletedAt: users.deletedAt,
        })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(where)
        .orderBy(order(column), order(invoices.id))
        .limit(view.pageSize)
        .offset((view.pageIndex - 1) * view.pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** One kept invoice; null for an unknown id or an invoice of an account that still exists. */
    async one(invoiceId: number) {
      const [row] = await db
        .select({ invoice: invoices })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(and(eq(invoices.id, invoiceId), ofDeletedAccount));
      return row?.invoice ?? null;
    },

    /**
     * Deletes the kept invoices issued in `lastYear` or before, with their payments, the orders left without an
     * invoice, and the anonymous account rows left without any invoice; in one transaction. Returns what went.
     */
    async deleteExpired(lastYear: number) {
      return db.transaction(async (tx) => {
        const expired = await tx.execute<{ id: number; payment_id: number; user_id: number }>(sql`
          select i.id, i.payment_id, i.user_id from invoices i join users u on u.id = i.user_id
          where u.deleted_at is not null
            and extract(year from i.invoice_date at time zone ${booksTimeZone}) <= ${lastYear}
          for update of i`);
        if (expired.rows.length === 0) return { invoices: 0, accounts: 0 };
        const invoiceIds = idArray(expired.rows.map((row) => row.id));
        const paymentIds = idArray(expired.rows.map((row) => row.payment_id));
        const userIds = idArray([...new Set(expired.rows.map((row) => row.user_id))]);
        await tx.execute(sql`delete from invoices where id = any(${invoiceIds}::int[])`);
        await tx.execute(sql`delete from payments where id = any(${paymentIds}::int[])`);
        await tx.execute(sql`
          delete from agreements a where a.user_id = any(${userIds}::int[]) and not exists
            (select 1 from payments p join invoices i on i.payment_id = p.id where p.agreement_id = a.id)`);
        const accounts = await tx.execute(sql`
          delete from users u where u.id = any(${userIds}::int[]) and u.deleted_at is not null
            and not exists (select 1 from invoices i where i.user_id = u.id)
          returning u.id`);
        return { invoices: expired.rows.length, accounts: accounts.rows.length };
      });
    },
  };
}

export type KeptInvoicesRepository = ReturnType<typeof createKeptInvoicesRepository>;
