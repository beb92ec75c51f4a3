import { isObject, type Json, pointerTo } from './json-pointer.ts';

/**
 * Properties no schema declares (allOf/anyOf/oneOf branches included). Plain JSON Schema lets them through,
 * since vendors' schemas leave objects open; reporting them catches a misspelt or invented field on either
 * side. `schemas` all apply to `value` at once; objects a schema leaves open on purpose are not checked.
 */
export function undeclaredProperties(
  document: Json,
  schemas: unknown[],
  value: unknown,
  path: string,
  problems: string[],
): void {
  const branches: Json[] = [];
  const gather = (node: unknown) => {
    let resolved = node;
    while (isObject(resolved) && typeof resolved.$ref === 'string')
      resolved = pointerTo(document, resolved.$ref.slice(1));
    if (!isObject(resolved)) return;
    branches.push(resolved);
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const list = resolved[keyword];
      if (Array.isArray(list)) for (const branch of list) gather(branch);
    }
  };
  for (const schema of schemas) gather(schema);
  if (Array.isArray(value)) {
    const items = branches.filter((branch) => branch.items !== undefined).map((branch) => branch.items);
    if (items.length === 0) return;
    for (const [index, item] of value.entries())
      undeclaredProperties(document, items, item, `${path}/${index}`, problems);
    return;
  }
  if (!isObject(value)) return;
  const declared = new Map<string, unknown[]>();
  for (const branch of branches) {
    if (!isObject(branch.properties)) continue;
    for (const [name, property] of Object.entries(branch.properties))
      declared.set(name, [...(declared.get(name) ?? []), property]);
  }
  const isOpen =
    declared.size === 0 ||
    branches.some(
      (branch) => (branch.additionalProperties ?? false) !== false || branch.patternProperties !== undefined,
    );
  for (const [name, child] of Object.entries(value)) {
    const properties = declared.get(name);
    if (properties) undeclaredProperties(document, properties, child, `${path}/${name}`, problems);
    else if (!isOpen) problems.push(`${path}/${name} is not a property in the vendor's schema`);
  }
}
