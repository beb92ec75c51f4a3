/**
 * Answers kept per key for as long as the stored data they were made from is unchanged: the caller reads a
 * cheap version of that data (a report's fetch moment, a user's campaign list version) on every request and
 * gets the kept answer while the version is the same, a new one as soon as it differs. Callers asking while an
 * answer is being made wait for that one load; a failed load is not kept. The least recently used entry goes
 * first beyond `limit`. `forget` drops a key's answer whatever its version (an answer that went out of date for a
 * reason the version does not name).
 */
export function createKeptAnswers<T>(limit = 200) {
  const entries = new Map<string, { version: string | number; value: Promise<T> }>();
  return {
    get(key: string, version: string | number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.version === version) {
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { version, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(oldest);
      }
      return value;
    },
    forget(key: string): void {
      entries.delete(key);
    },
  };
}
