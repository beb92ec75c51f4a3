import { z } from 'zod';
import { limitedApis } from './ebay-api.ts';

export const faultSchema = z
  .object({
    api: z.enum([...limitedApis, 'oauth', 'pictures', 'notification']).optional(),
    /** Matches paths starting with it, e.g. `/buy/browse/v1/item_summary/search`. */
    path: z.string().startsWith('/').optional(),
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

export interface FaultList {
  add(fault: SandboxFault): void;
  clear(): void;
  /** The first fault matching this call, used up by one; undefined when the call should go through. */
  take(api: string | undefined, path: string): SandboxFault | undefined;
  pending(): SandboxFault[];
}

export function createFaultList(): FaultList {
  const faults: SandboxFault[] = [];
  return {
    add: (fault) => {
      faults.push({ ...fault });
    },
    clear: () => {
      faults.length = 0;
    },
    take(api, path) {
      const fault = faults.find(
        (candidate) =>
          (!candidate.api || candidate.api === api) && (!candidate.path || path.startsWith(candidate.path)),
      );
      if (!fault) return undefined;
      fault.count -= 1;
      if (fault.count <= 0) faults.splice(faults.indexOf(fault), 1);
      return fault;
    },
    pending: () => faults.map((fault) => ({ ...fault })),
  };
}
