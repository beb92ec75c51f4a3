import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brokenAnswerSchema } from '../faults/cut-answers.ts';
import { createFaultList, type FaultList, type Pending } from '../faults/fault-list.ts';

/**
 * A failure the stand-in plays for its next calls, as Afterbuy's front end does when it is down, throttles or
 * hangs: an HTTP error status instead of an `<Afterbuy>` answer, a slow answer, an answer cut off half way or
 * none at all.
 */
export const afterbuyFaultSchema = z
  .object({
    status: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
    /** `truncated`: half the answer's body, then the connection closes; `none`: it closes without an answer. */
    answer: brokenAnswerSchema.optional(),
    /** Waits this long before answering (or failing, or closing). */
    delayMs: z.number().int().min(0).max(60_000).optional(),
    /** Only calls of this name (`GetShopProducts`, `UpdateShopProducts`, `GetAfterbuyTime`); every call without. */
    callName: z.string().min(1).optional(),
    /** How many calls it applies to; it is forgotten afterwards. */
    count: z.number().int().min(1).default(1),
  })
  .refine(
    (fault) => fault.status !== undefined || fault.answer !== undefined || fault.delayMs !== undefined,
    { message: 'a fault needs a status, an answer, a delayMs or some of them' },
  )
  .refine((fault) => fault.status === undefined || fault.answer === undefined, {
    message: 'a fault answers with a status or breaks the answer, not both',
  });
export type AfterbuyFault = z.infer<typeof afterbuyFaultSchema>;

/** A fault as the list keeps it: with the id that removes it alone (tests side by side clear only their own). */
export type PendingAfterbuyFault = Pending<AfterbuyFault>;

/** Faults match a call by its name; one without a name matches every call. */
export type AfterbuyFaultList = FaultList<AfterbuyFault, [callName: string]>;

export function createAfterbuyFaultList(): AfterbuyFaultList {
  return createFaultList(
    (fault: AfterbuyFault, callName: string) => !fault.callName || fault.callName === callName,
  );
}

const faultIdSchema = z.object({ id: z.coerce.number().int().min(1) });

/**
 * Stand-in-only controls under /sandbox/, outside Afterbuy's path, as the eBay stand-in has them: `POST
 * /sandbox/faults` (status, answer, delayMs, callName, count; answers the fault's id), `GET /sandbox/faults`, `DELETE
 * /sandbox/faults` and `DELETE /sandbox/faults/{id}`.
 */
export function registerAfterbuyFaultRoutes(app: FastifyInstance, faults: AfterbuyFaultList): void {
  app.post('/sandbox/faults', async (request, reply) => {
    const parsed = afterbuyFaultSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ message: z.prettifyError(parsed.error) });
    return reply.code(201).send({ id: faults.add(parsed.data) });
  });
  app.get('/sandbox/faults', async () => ({ faults: faults.pending() }));
  app.delete('/sandbox/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
  app.delete('/sandbox/faults/:id', async (request, reply) => {
    const parsed = faultIdSchema.safeParse(request.params);
    if (!parsed.success) return reply.code(400).send({ message: z.prettifyError(parsed.error) });
    return reply.code(faults.remove(parsed.data.id) ? 204 : 404).send();
  });
}
