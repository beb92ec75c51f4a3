import { z } from 'zod';
import { brokenAnswerSchema } from '../faults/cut-answers.ts';
import { createFaultList, type FaultList, type Pending } from '../faults/fault-list.ts';

/**
 * A failure the stand-in plays for its next matching /v1 calls, as the eBay stand-in's faults do: an error
 * status in PayPal's error shape, a slow answer, an answer cut off mid-body, or no answer at all.
 */
export const paypalFaultSchema = z
  .object({
    /** Answered in PayPal's error shape for it (429 RATE_LIMIT_REACHED, 503 SERVICE_UNAVAILABLE, …). */
    status: z.number().int().min(400).max(599).optional(),
    /**
     * `truncated`: the answer's status, headers and the first half of its body, then the connection closes
     * (an answer without a body closes before it is sent); `none`: the connection closes without an answer.
     */
    answer: brokenAnswerSchema.optional(),
    /** Only calls whose path starts with this, e.g. `/v1/billing/subscriptions`. */
    path: z.string().startsWith('/').optional(),
    method: z.string().optional(),
    /** How many matching calls it applies to; it is forgotten afterwards. */
    count: z.number().int().min(1).default(1),
    /** Waits this long before answering (or failing, or closing). */
    delayMs: z.number().int().min(0).max(60_000).optional(),
    /** Sent as `Retry-After`, meant for a 429. */
    retryAfterSeconds: z.number().int().min(0).optional(),
  })
  .refine(
    (fault) => fault.status !== undefined || fault.answer !== undefined || fault.delayMs !== undefined,
    {
      message: 'a fault needs a status, an answer, a delayMs or some of them',
    },
  )
  .refine((fault) => fault.status === undefined || fault.answer === undefined, {
    message: 'a fault answers with a status or cuts the answer, not both',
  });

export type PaypalFault = z.input<typeof paypalFaultSchema>;

/** A fault as the list keeps it: with the id that removes it alone (tests side by side clear only their own). */
export type PendingPaypalFault = Pending<z.output<typeof paypalFaultSchema>>;

/** Faults match a call by its method and the start of its path. */
export type PaypalFaultList = FaultList<z.output<typeof paypalFaultSchema>, [method: string, path: string]>;

export function createPaypalFaultList(): PaypalFaultList {
  return createFaultList(
    (fault: z.output<typeof paypalFaultSchema>, method: string, path: string) =>
      (!fault.path || path.startsWith(fault.path)) &&
      (!fault.method || fault.method.toUpperCase() === method.toUpperCase()),
  );
}
