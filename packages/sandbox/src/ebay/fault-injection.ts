import { z } from 'zod';
import { brokenAnswerSchema } from '../faults/cut-answers.ts';
import {
  createFaultList as createGenericFaultList,
  type FaultList as GenericFaultList,
  type Pending,
} from '../faults/fault-list.ts';
import { limitedApis } from './ebay-api.ts';

export const faultSchema = z
  .object({
    api: z.enum([...limitedApis, 'oauth', 'pictures', 'notification']).optional(),
    /** Matches paths starting with it, e.g. `/buy/browse/v1/item_summary/search`. */
    path: z.string().startsWith('/').optional(),
    /** Matches calls whose query has each of these parameters with this value, e.g. `{ category_id: '9355' }`. */
    query: z.record(z.string(), z.string()).optional(),
    /**
     * Without a status or an answer the calls only get slower by `delayMs`: each is held once its body is read
     * and then performed, whether or not the caller still waits for the answer.
     */
    status: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
    /**
     * `truncated`: half the answer's body, then the connection closes; `none`: it closes without an answer
     * and the call does nothing; `lost`: the call is performed, then the connection closes without an answer.
     */
    answer: brokenAnswerSchema.optional(),
    /** With a status of 500 or 503: a REST call is performed, then answered with that status instead of its answer. */
    afterCall: z.boolean().optional(),
    count: z.number().int().min(1).default(1),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    retryAfterSeconds: z.number().int().min(0).optional(),
  })
  .refine(
    (fault) => fault.status !== undefined || fault.answer !== undefined || fault.delayMs !== undefined,
    { message: 'a fault needs a status, an answer, a delayMs or some of them' },
  )
  .refine((fault) => fault.status === undefined || fault.answer === undefined, {
    message: 'a fault answers with a status or breaks the answer, not both',
  })
  .refine((fault) => !fault.afterCall || fault.status === 500 || fault.status === 503, {
    message: 'afterCall goes with a status of 500 or 503',
  });

export type SandboxFault = z.infer<typeof faultSchema>;

/** A fault as the list keeps it: with the id that removes it alone (tests running side by side clear only their own). */
export type PendingFault = Pending<SandboxFault>;

/** Faults match a call by its API, the start of its path and some of its query's parameters. */
export type FaultList = GenericFaultList<
  SandboxFault,
  [api: string | undefined, path: string, query?: URLSearchParams]
>;

const queryMatches = (wanted: Record<string, string> | undefined, query: URLSearchParams | undefined) =>
  !wanted || Object.entries(wanted).every(([name, value]) => query?.get(name) === value);

export function createFaultList(): FaultList {
  return createGenericFaultList(
    (fault: SandboxFault, api: string | undefined, path: string, query?: URLSearchParams) =>
      (!fault.api || fault.api === api) &&
      (!fault.path || path.startsWith(fault.path)) &&
      queryMatches(fault.query, query),
  );
}
