import type { z } from 'zod';
import type { Role } from './roles.ts';

/** Who may call an endpoint: anyone, any signed-in user, or a signed-in user holding one of the roles. */
export type Access = 'public' | 'signedIn' | readonly Role[];

/**
 * Whether a personal API token may call an endpoint, and with which scope: `read` for any token, `write` only for
 * a read-write token. An endpoint without it refuses personal tokens (managing tokens, password, e-mail, payment).
 */
export type PersonalTokenUse = 'read' | 'write';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the API, declared once: the server registers it, the browser is typed by it. */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
  List extends boolean = boolean,
> {
  method: HttpMethod;
  /** Path below `/api`, with `:name` placeholders. */
  path: string;
  access: Access;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Schema of the envelope's `data`. */
  data: Data;
  /** Whether the answer carries `total` (a paged list). */
  isList?: List;
  /** The answer is a file (e.g. a PDF), not the envelope; `data` then describes nothing. */
  isFile?: boolean;
  /**
   * The answer is a small HTML page for a person who followed a link from an e-mail, refusals included (a
   * request its schemas refuse still gets the envelope); `data` then describes nothing.
   */
  isPage?: boolean;
  /**
   * The answer is large or frequent and built by our own typed code: the server sends it without checking it
   * against `data` at run time, which would cost more than the query (Keyword Pro: 10,000 rows, 30–110 ms per
   * call; the account check's page: more than the rest of the request). Its API tests check it instead.
   */
  isLargeAnswer?: boolean;
  /**
   * Changes what only the account holder may change (password, e-mail, payment): refused in a session where an
   * administrator acts as the user.
   */
  refusedWhileImpersonating?: boolean;
  /** Open to the seller's personal API tokens (see `PersonalTokenUse`); left out, only the signed-in browser may call it. */
  personalToken?: PersonalTokenUse;
  /** The largest request body in bytes, where it may exceed the server's 1 MiB default (a pasted page source). */
  bodyLimit?: number;
}

export function endpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  D extends z.ZodType,
  const L extends boolean = false,
>(definition: Endpoint<P, Q, B, D, L>): Endpoint<P, Q, B, D, L> {
  return definition;
}

export type DataOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer D, boolean> ? z.infer<D> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType, boolean> ? z.input<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType, boolean> ? z.input<B> : never;
export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType, boolean> ? z.input<P> : never;
