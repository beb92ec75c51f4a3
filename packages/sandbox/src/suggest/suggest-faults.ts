import { z } from 'zod';

/**
 * A failure the stand-in plays for its next suggest requests, as a search engine's front end does under
 * load: an error status (429 when it thinks we are a bot, 5xx when it is down) or a slow answer.
 */
export const suggestFaultSchema = z
  .object({
    /** Answer this status instead of suggestions. */
    status: z.number().int().min(400).max(599).optional(),
    /** Wait this long before answering (then answer normally, or with `status`). */
    delayMs: z.number().int().min(0).max(60_000).optional(),
    /** Only requests for exactly this query, so a test's fault never hits another screen's suggestions. */
    q: z.string().optional(),
    /** How many requests it applies to; it is forgotten afterwards. */
    times: z.number().int().min(1).default(1),
  })
  .refine((fault) => fault.status !== undefined || fault.delayMs !== undefined, {
    message: 'a fault needs a status or a delay',
  });
export type SuggestFault = z.infer<typeof suggestFaultSchema>;

export interface SuggestFaultList {
  add(fault: SuggestFault): void;
  clear(): void;
  /** The fault a request for `q` plays, counted down; undefined when there is none. */
  take(q: string): SuggestFault | undefined;
}

export function createSuggestFaultList(): SuggestFaultList {
  const faults: { fault: SuggestFault; left: number }[] = [];
  return {
    add: (fault) => {
      faults.push({ fault, left: fault.times });
    },
    clear: () => {
      faults.length = 0;
    },
    take(q) {
      const next = faults.find(({ fault }) => fault.q === undefined || fault.q === q);
      if (!next) return undefined;
      next.left -= 1;
      if (next.left <= 0) faults.splice(faults.indexOf(next), 1);
      return next.fault;
    },
  };
}
