/**
 * The address of one API call: path parameters filled in, the query without blanks (the server reads an absent
 * field as "all"), lists joined with commas.
 */
export function apiUrl(path: string, input: { params?: unknown; query?: unknown }): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return `/api${filled}${query ? `?${query}` : ''}`;
}
