import type { z } from 'zod';

/**
 * The body a contract call takes: the schema a form derives its own from with `.pick`, `.extend` or `.refine`,
 * so no rule is written twice.
 */
export function bodySchemaOf<B extends z.ZodType>(call: { method: string; path: string; body?: B }): B {
  if (!call.body) throw new Error(`${call.method} ${call.path} takes no body`);
  return call.body;
}

/** The query a contract call takes, for a form that fills it (see `bodySchemaOf`). */
export function querySchemaOf<Q extends z.ZodType>(call: { method: string; path: string; query?: Q }): Q {
  if (!call.query) throw new Error(`${call.method} ${call.path} takes no query`);
  return call.query;
}
