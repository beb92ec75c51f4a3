/** PostgreSQL's SQLSTATE for a row that breaks a unique index or constraint. */
const uniqueViolation = '23505';

/**
 * Whether a failed query broke a unique index: the driver's error, or the same error as the `cause` of the
 * query error Drizzle wraps it in (and so on down the chain).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let at = error, depth = 0; typeof at === 'object' && at !== null && depth < 5; depth += 1) {
    if ('code' in at && at.code === uniqueViolation) return true;
    at = 'cause' in at ? at.cause : undefined;
  }
  return false;
}
