/**
 * A campaign's summed report figures, kept per key for as long as its stored fetch is the same one: the rows
 * change only when the report job stores a new fetch (rows and fetch moment in one transaction), so a new
 * moment means new figures. Summing 90 days of 1,000 listings costs ~95 ms of database time; a kept answer
 * costs nothing. Callers asking while the sums are being made wait for that one load; a failed load is not
 * kept. The least recently used entry goes first.
 */
export function createReportFiguresCache<T>(limit = 200) {
  const entries = new Map<string, { fetchedAt: number; value: Promise<T> }>();
  return {
    get(key: string, fetchedAt: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.fetchedAt === fetchedAt) {
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { fetchedAt, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
