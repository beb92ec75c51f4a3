/** A form body's value: a string, or fields nested by bracket names (`data[12][notes]`). */
export type FormValue = string | { [name: string]: FormValue };

/**
 * Reads an application/x-www-form-urlencoded body the way the table editor writes it: `a[b][c]=v` becomes
 * `{ a: { b: { c: 'v' } } }`. A name that is both a value and a parent keeps the later one. Names that could
 * reach Object.prototype are dropped.
 */
export function parseFormBody(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.match(/^[^[\]]+|\[[^[\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, '')) ?? [];
    if (
      path.length === 0 ||
      path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')
    )
      continue;
    let node: Record<string, FormValue> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next === 'object') node = next;
      else {
        const created: Record<string, FormValue> = {};
        node[part] = created;
        node = created;
      }
    });
  }
  return root;
}
