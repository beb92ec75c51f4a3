/**
 * Recent answers shared by every user, for data that is the same for all and changes rarely: Keyword Pro's
 * keyword database (refreshed once a day; a 10,000-row answer costs ~80 ms of database time, and many sellers
 * search the same head terms) and eBay's category trees (keyed by the trees' versions). At most `capacity` answers are kept (the least recently used goes first), each for `ttlMs`.
 * Callers asking for an answer that is still being loaded wait for that load instead of starting their own;
 * a load that fails is not kept, so the next caller tries again.
 */
export function createAnswerCache<T>(options: { capacity: number; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  const remember = (key: string, entry: { value: Promise<T>; expiresAt: number }) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.capacity) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        remember(key, hit);
        return hit.value;
      }
      const entry = { value: load(), expiresAt: Number.POSITIVE_INFINITY };
      remember(key, entry);
      entry.value.then(
        () => {
          entry.expiresAt = now() + options.ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
}
