import { titleTerms } from './text.ts';

/**
 * An inverted index of one site's titles: term → ascending slots, with the term's first position in
 * each title. Built once per site on the first search; typed arrays so a million titles stay compact.
 */
export interface SearchIndex {
  termIds: Map<string, number>;
  /** Postings of term t: slots[termStart[t] .. termStart[t+1]). */
  termStart: Int32Array;
  slots: Int32Array;
  positions: Uint8Array;
  /** Words in each slot's title (by slot, for every slot of the market). */
  titleLength: Uint8Array;
}

class GrowingInts {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

export function buildSearchIndex(
  siteSlots: Int32Array,
  slotCount: number,
  titleOf: (slot: number) => string,
): SearchIndex {
  const termIds = new Map<string, number>();
  const entryTerm = new GrowingInts(siteSlots.length * 12);
  const entrySlot = new GrowingInts(siteSlots.length * 12);
  const entryPosition = new GrowingInts(siteSlots.length * 12);
  const titleLength = new Uint8Array(slotCount);
  for (const slot of siteSlots) {
    const seen = new Set<number>();
    let words = 0;
    for (const { term, position } of titleTerms(titleOf(slot))) {
      words = position + 1;
      let id = termIds.get(term);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(term, id);
      }
      if (seen.has(id)) continue;
      seen.add(id);
      entryTerm.push(id);
      entrySlot.push(slot);
      entryPosition.push(Math.min(position, 255));
    }
    titleLength[slot] = Math.min(words, 255);
  }
  // Counting sort by term keeps each term's slots in ascending order (entries were made by slot).
  const termStart = new Int32Array(termIds.size + 1);
  for (let i = 0; i < entryTerm.length; i++) {
    const next = (entryTerm.data[i] ?? 0) + 1;
    termStart[next] = (termStart[next] ?? 0) + 1;
  }
  for (let t = 0; t < termIds.size; t++) termStart[t + 1] = (termStart[t + 1] ?? 0) + (termStart[t] ?? 0);
  const fill = termStart.slice(0, termIds.size);
  const slots = new Int32Array(entryTerm.length);
  const positions = new Uint8Array(entryTerm.length);
  for (let i = 0; i < entryTerm.length; i++) {
    const term = entryTerm.data[i] ?? 0;
    const at = fill[term] ?? 0;
    fill[term] = at + 1;
    slots[at] = entrySlot.data[i] ?? 0;
    positions[at] = entryPosition.data[i] ?? 0;
  }
  return { termIds, termStart, slots, positions, titleLength };
}

/** A match list: ascending slots with a summed position and matched group count per slot. */
export interface Matches {
  slots: Int32Array;
  positionSum: Float32Array;
}

export function postings(index: SearchIndex, term: string): Matches {
  const id = index.termIds.get(term);
  if (id === undefined) return { slots: new Int32Array(0), positionSum: new Float32Array(0) };
  const from = index.termStart[id] ?? 0;
  const to = index.termStart[id + 1] ?? 0;
  return {
    slots: index.slots.subarray(from, to),
    positionSum: Float32Array.from(index.positions.subarray(from, to)),
  };
}

/** Slots in both; positions: the smaller (within one alternative) or the sum (across groups). */
export function intersect(a: Matches, b: Matches, combine: 'min' | 'sum'): Matches {
  const slots = new Int32Array(Math.min(a.slots.length, b.slots.length));
  const positionSum = new Float32Array(slots.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.slots.length && j < b.slots.length) {
    const x = a.slots[i] ?? 0;
    const y = b.slots[j] ?? 0;
    if (x < y) i++;
    else if (y < x) j++;
    else {
      const p = a.positionSum[i] ?? 0;
      const q = b.positionSum[j] ?? 0;
      slots[n] = x;
      positionSum[n++] = combine === 'min' ? Math.min(p, q) : p + q;
      i++;
      j++;
    }
  }
  return { slots: slots.subarray(0, n), positionSum: positionSum.subarray(0, n) };
}

/** Slots in either; the smaller position where both have one. */
export function union(a: Matches, b: Matches): Matches {
  const slots = new Int32Array(a.slots.length + b.slots.length);
  const positionSum = new Float32Array(slots.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.slots.length || j < b.slots.length) {
    const x = i < a.slots.length ? (a.slots[i] ?? 0) : Number.POSITIVE_INFINITY;
    const y = j < b.slots.length ? (b.slots[j] ?? 0) : Number.POSITIVE_INFINITY;
    if (x < y) {
      slots[n] = x;
      positionSum[n++] = a.positionSum[i++] ?? 0;
    } else if (y < x) {
      slots[n] = y;
      positionSum[n++] = b.positionSum[j++] ?? 0;
    } else {
      slots[n] = x;
      positionSum[n++] = Math.min(a.positionSum[i++] ?? 0, b.positionSum[j++] ?? 0);
    }
  }
  return { slots: slots.subarray(0, n), positionSum: positionSum.subarray(0, n) };
}

/** Slots of `a` not in `b`. */
export function subtract(a: Matches, b: Int32Array): Matches {
  const slots = new Int32Array(a.slots.length);
  const positionSum = new Float32Array(a.slots.length);
  let j = 0;
  let n = 0;
  for (let i = 0; i < a.slots.length; i++) {
    const x = a.slots[i] ?? 0;
    while (j < b.length && (b[j] ?? 0) < x) j++;
    if (j < b.length && b[j] === x) continue;
    slots[n] = x;
    positionSum[n++] = a.positionSum[i] ?? 0;
  }
  return { slots: slots.subarray(0, n), positionSum: positionSum.subarray(0, n) };
}
