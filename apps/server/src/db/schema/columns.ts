import { date, timestamp } from 'drizzle-orm/pg-core';

// Column shapes several schema files share.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A calendar day as 'YYYY-MM-DD' text in TypeScript. */
export const day = (name: string) => date(name, { mode: 'string' });
