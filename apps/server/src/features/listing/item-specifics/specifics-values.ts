import type { SpecificValues } from '../../../db/schema/item-specifics.ts';

const key = (name: string) => name.trim().toLowerCase();
const cleaned = (values: readonly string[]) => values.map((v) => v.trim()).filter((v) => v !== '');

/**
 * The listing's specifics after a draft went through: the draft's values (an empty one removes the specific),
 * plus every specific of the listing the draft does not name. Sent whole, so the revision (which replaces the
 * category's aspects with the given ones) takes away only what the seller emptied.
 */
export function specificsAfter(
  current: readonly SpecificValues[],
  draft: readonly SpecificValues[],
): SpecificValues[] {
  const given = draft
    .map((d) => ({ name: d.name, values: cleaned(d.values) }))
    .filter((d) => d.values.length > 0);
  const named = new Set(draft.map((d) => key(d.name)));
  return [...given, ...current.filter((s) => !named.has(key(s.name)))];
}

/** Whether the listing on eBay already carries every value of the draft (an empty one: the specific is absent). */
export function carriesDraft(onEbay: readonly SpecificValues[], draft: readonly SpecificValues[]): boolean {
  return draft.every((d) => {
    const want = new Set(cleaned(d.values));
    const have = new Set(cleaned(onEbay.find((s) => key(s.name) === key(d.name))?.values ?? []));
    return want.size === have.size && [...want].every((v) => have.has(v));
  });
}

/** The value of a characteristic for an item: the draft's where it names it, else the listing's. */
export function effectiveValues(
  name: string,
  specifics: readonly SpecificValues[],
  draft: readonly SpecificValues[] | null,
): string[] {
  const inDraft = draft?.find((d) => key(d.name) === key(name));
  if (inDraft) return cleaned(inDraft.values);
  return cleaned(specifics.find((s) => key(s.name) === key(name))?.values ?? []);
}

/**
 * The draft that brings a listing back to earlier values: those values, and every specific it has now that it
 * did not have then, emptied (so the revision takes it away).
 */
export function draftRestoring(
  previous: readonly SpecificValues[],
  current: readonly SpecificValues[],
): SpecificValues[] {
  const had = new Set(previous.map((p) => key(p.name)));
  return [
    ...previous.map((p) => ({ name: p.name, values: [...p.values] })),
    ...current.filter((c) => !had.has(key(c.name))).map((c) => ({ name: c.name, values: [] })),
  ];
}

export const aspectKey = key;
