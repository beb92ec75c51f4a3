/** A fault as a stand-in keeps it: with the id that removes it alone (tests running side by side clear only their own). */
export type Pending<Fault> = Fault & { id: number };

/** The failures a stand-in plays for its next matching calls, each used up one call at a time. */
export interface FaultList<Fault extends { count: number }, Call extends unknown[]> {
  /** Returns the fault's id. */
  add(fault: Fault): number;
  /** Removes one fault; false when it was used up or removed already. */
  remove(id: number): boolean;
  clear(): void;
  /** The first fault matching this call, used up by one; undefined when the call goes through. */
  take(...call: Call): Pending<Fault> | undefined;
  pending(): Pending<Fault>[];
}

/** One list for every stand-in; each says only which of its calls a fault matches. */
export function createFaultList<Fault extends { count: number }, Call extends unknown[]>(
  matches: (fault: Fault, ...call: Call) => boolean,
): FaultList<Fault, Call> {
  const faults: Pending<Fault>[] = [];
  let lastId = 0;
  return {
    add(fault) {
      lastId += 1;
      faults.push({ ...fault, id: lastId });
      return lastId;
    },
    remove(id) {
      const index = faults.findIndex((fault) => fault.id === id);
      if (index < 0) return false;
      faults.splice(index, 1);
      return true;
    },
    clear() {
      faults.length = 0;
    },
    take(...call) {
      const fault = faults.find((candidate) => matches(candidate, ...call));
      if (!fault) return undefined;
      fault.count -= 1;
      if (fault.count <= 0) faults.splice(faults.indexOf(fault), 1);
      return { ...fault };
    },
    pending: () => faults.map((fault) => ({ ...fault })),
  };
}
