import { specialKeywordMarker } from '@baylytics/contract/listing-title-builder';

/** One part of the generated title: a word of the title or a keyword picked from a source, in its place. */
export interface TitlePart {
  /** Stable while the part moves: the picker that added it, or 'word' with a running number. */
  id: string;
  text: string;
}

/** A special keyword's '*' (spec 002 §3) is not part of the keyword: removed when the keyword is taken. */
export function withoutMarker(keyword: string): string {
  return keyword.endsWith(specialKeywordMarker)
    ? keyword.slice(0, -specialKeywordMarker.length).trimEnd()
    : keyword;
}

export const isSpecial = (keyword: string) => keyword.endsWith(specialKeywordMarker);

/**
 * A picked keyword title-cased (spec 002 §2): each word starts with a capital letter; the rest of the word stays
 * as written, so "LED" or "iPhone"-like spellings the seller chose survive except for the first letter.
 */
export function titleCase(keyword: string): string {
  return withoutMarker(keyword)
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
}

/** Free keywords are split at spaces (spec 002 §2): each word becomes its own part. */
export function freeWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** The generated title: its parts in their order, one space apart. */
export function titleOf(parts: readonly TitlePart[]): string {
  return parts
    .map((part) => part.text.trim())
    .filter(Boolean)
    .join(' ');
}

/** The id of a keyword picked from a list: the same keyword from the same source toggles the same part. */
export const pickId = (source: string, keyword: string) =>
  `pick:${source}:${withoutMarker(keyword).toLowerCase()}`;

/** Adds the picked keyword at the end, or takes it out again when it is in the title (a toggle). */
export function togglePick(parts: readonly TitlePart[], source: string, keyword: string): TitlePart[] {
  const id = pickId(source, keyword);
  if (parts.some((part) => part.id === id)) return parts.filter((part) => part.id !== id);
  const text = titleCase(keyword);
  return text ? [...parts, { id, text }] : [...parts];
}

/** The title's words as parts, numbered from `start` so ids stay unique. */
export function wordParts(text: string, start = 0): TitlePart[] {
  return freeWords(text).map((word, index) => ({ id: `word:${start + index}`, text: word }));
}

/** Moves the part `from` to the place of `to` (the drag's end). */
export function movePart(parts: readonly TitlePart[], fromId: string, toId: string): TitlePart[] {
  const from = parts.findIndex((part) => part.id === fromId);
  const to = parts.findIndex((part) => part.id === toId);
  if (from < 0 || to < 0 || from === to) return [...parts];
  const next = [...parts];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
