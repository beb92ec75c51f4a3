export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a JSON pointer (`/components/schemas/plan`) into a document. */
export function pointerTo(document: Json, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), document);
}

/** Escapes one pointer segment, e.g. a path like `/v1/billing/plans`. */
export const escapePointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');
