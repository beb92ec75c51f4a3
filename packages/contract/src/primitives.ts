import { z } from 'zod';

/**
 * Text PostgreSQL can store and JSON can carry unchanged: no NUL character and no lone UTF-16 surrogate
 * (half of a pair). A string holding either is refused as invalid before it reaches a query.
 */
export const wellFormedText = z.refine<string>(
  (value) => !value.includes('\u0000') && isWellFormedUtf16(value),
  { message: 'invalidCharacters' },
);

function isWellFormedUtf16(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/** Every text field of the contract: a string that is well-formed text (see `wellFormedText`). */
export function text() {
  return z.string().check(wellFormedText);
}

/** The largest id of our tables (PostgreSQL `integer` and `serial` columns). */
export const maxDatabaseId = 2_147_483_647;

/** The id of one of our rows, in a JSON body. */
export const databaseId = () => z.number().int().positive().max(maxDatabaseId);

/** The id of one of our rows, in a path or query string. */
export const databaseIdParam = () => z.coerce.number().int().positive().max(maxDatabaseId);

/** A calendar day that exists (`2026-02-29` and `2026-02-31` are refused), yyyy-MM-dd. */
export const calendarDaySchema = z.iso.date().describe('A UTC calendar day, yyyy-MM-dd');
