import { z } from 'zod';
import { limitedApis } from './ebay-api.ts';

export const faultSchema = z
  .object({
    api: z.enum([...limitedApis, 'oauth', 'pictures', 'notification']).optional(),
    /** Matches paths starting with it, e.g. `/buy/browse/v1/item_summary/search`. */
    path: z.string().startsWith('/').optional(),
    /** Matches calls whose query has each of these parameters with this value, e.g. `{ category_id: '9355' }`. */
    query: z.record(z.string(), z.string()).optional(),
    /** Without a status the calls only get slower by `delayMs`. */
    status: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
    count: z.number().int().min(1).default(1),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    retryAfterSeconds: z.number().int().min(0).optional(),
  })
  .refine((fault) => fault.status !== undefined || fault.delayMs !== undefined, {
    message: 'a fault needs a status, a delayMs or both',
  });

export type SandboxFault = z.infer<typeof faultSchema>;

/** A fault as the list keeps it: with the id that removes it alone (tests running side by side clear only their own). */
export type PendingFault = SandboxFault & { id: number };

export interface FaultList {
  /** Returns the fault's id. */
  add(fault: SandboxFault): number;
  clear(): void;
  /** Removes one fault; false when it was used up or removed already. */
  remove(id: number): boolean;
  /** The first fault matching this call, used up by one; undefined when the call should go through. */
  take(api: string | undefined, path: string, query?: URLSearchParams): PendingFault | undefined;
  pending(): PendingFault[];
}

const queryMatches = (wanted: Record<string, string> | undefined, query: URLSearchParams | undefined) =>
  !wanted || Object.entries(wanted).every(([name, value]) => query?.get(name) === value);

export function createFaultList(): FaultList {
  const faults: PendingFault[] = [];
  let lastId = 0;
  return {
    add: (fault) => {
      lastId += 1;
      faults.push({ ...fault, id: lastId });
      return lastId;
    },
    clear: () => {
      faults.length = 0;
    },
    remove(id) {
      const index = faults.findIndex((fault) => fault.id === id);
      if (index < 0) return false;
      faults.splice(index, 1);
      return true;
    },
    take(api, path, query) {
      const fault = faults.find(
        (candidate) =>
          (!candidate.api || candidate.api === api) &&
          (!candidate.path || path.startsWith(candidate.path)) &&
          queryMatches(candidate.query, query),
      );
      if (!fault) return undefined;
      fault.count -= 1;
      if (fault.count <= 0) faults.splice(faults.indexOf(fault), 1);
      return fault;
    },
    pending: () => faults.map((fault) => ({ ...fault })),
  };
}
