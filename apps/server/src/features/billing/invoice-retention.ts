// How long an invoice of a deleted account is kept: § 147 (3, 4) AO and § 14b (1) UStG count the period from the
// end of the calendar year the invoice was issued in, in the books' (German) calendar.

/** The time zone of the books: an invoice issued at 00:30 on 1 January in Berlin belongs to the new year. */
export const booksTimeZone = 'Europe/Berlin';

const yearFormat = new Intl.DateTimeFormat('en', { timeZone: booksTimeZone, year: 'numeric' });

/** The calendar year of a moment in the books' time zone. */
export function yearInBooks(moment: Date): number {
  return Number(yearFormat.format(moment));
}

/** The last day an invoice is kept: 31 December of its year of issue plus the retention years. */
export function keptUntil(invoiceDate: Date, retentionYears: number): string {
  return `${yearInBooks(invoiceDate) + retentionYears}-12-31`;
}

/** The latest year of issue whose invoices' retention has ended on `now`. */
export function lastExpiredYear(now: Date, retentionYears: number): number {
  return yearInBooks(now) - retentionYears - 1;
}
