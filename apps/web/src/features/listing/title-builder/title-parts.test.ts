import { describe, expect, it } from 'vitest';
import {
  freeWords,
  movePart,
  pickId,
  titleCase,
  titleOf,
  togglePick,
  withoutMarker,
  wordParts,
} from './title-parts.ts';

describe('title parts', () => {
  it("title-cases picked keywords and drops a special keyword's '*'", () => {
    expect(titleCase('led lampe dimmbar*')).toBe('Led Lampe Dimmbar');
    expect(titleCase('  LED  stehlampe ')).toBe('LED Stehlampe');
    expect(titleCase('über*')).toBe('Über');
    expect(withoutMarker('lampe*')).toBe('lampe');
    expect(withoutMarker('lampe')).toBe('lampe');
  });

  it('splits free keywords at spaces', () => {
    expect(freeWords('  rot  grün blau ')).toEqual(['rot', 'grün', 'blau']);
    expect(freeWords('   ')).toEqual([]);
  });

  it('toggles a picked keyword in and out; the same keyword with or without * is the same pick', () => {
    const start = wordParts('Lampe Tisch');
    const added = togglePick(start, 'ebay', 'led lampe*');
    expect(titleOf(added)).toBe('Lampe Tisch Led Lampe');
    expect(added.at(-1)?.id).toBe(pickId('ebay', 'led lampe'));
    expect(titleOf(togglePick(added, 'ebay', 'led lampe'))).toBe('Lampe Tisch');
    expect(titleOf(togglePick(added, 'google', 'led lampe'))).toBe('Lampe Tisch Led Lampe Led Lampe');
  });

  it('moves a part to where it was dropped', () => {
    const parts = wordParts('a b c d');
    expect(titleOf(movePart(parts, 'word:0', 'word:2'))).toBe('b c a d');
    expect(titleOf(movePart(parts, 'word:3', 'word:0'))).toBe('d a b c');
    expect(titleOf(movePart(parts, 'word:9', 'word:0'))).toBe('a b c d');
  });
});
