/** PostgreSQL's SQLSTATE for a row that breaks a unique index or constraint. */
const uniqueViolation = '23505';
/** PostgreSQL's SQLSTATE for a transaction it ended to break a deadlock. */
const deadlockDetected = '40P01';

/**
 * Whether a failed query failed with this SQLSTATE: the driver's error, or the same error as the `cause` of the
 * query error Drizzle wraps it in (and so on down the chain).
 */
function hasSqlState(error: unknown, code: string): boolean {
  for (let at = error, depth = 0; typeof at === 'object' && at !== null && depth < 5; depth += 1) {
    if ('code' in at && at.code === code) return true;
    at = 'cause' in at ? at.cause : undefined;
  }
  return false;
}

/** Whether a failed query broke a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, uniqueViolation);
}

/** Whether PostgreSQL ended the transaction to break a deadlock (nothing of it was written). */
export function isDeadlock(error: unknown): boolean {
  return hasSqlState(error, deadlockDetected);
}
