import { describe, expect, it } from 'vitest';
import { linesOf } from './table-lines.ts';

describe('linesOf', () => {
  const groups = [
    { id: 'a', rows: ['a1', 'a2'] },
    { id: 'b', rows: [] },
    { id: 'c', rows: ['c1'] },
  ];

  it('puts each group header before its rows, in order, empty groups included', () => {
    expect(
      linesOf(groups, (group) => group.rows).map((line) => (line.kind === 'row' ? line.row : line.group.id)),
    ).toEqual(['a', 'a1', 'a2', 'b', 'c', 'c1']);
  });

  it('counts the rows alone, so the stripes do not shift at a group header', () => {
    const ordinals = linesOf(groups, (group) => group.rows).flatMap((line) =>
      line.kind === 'row' ? [line.ordinal] : [],
    );
    expect(ordinals).toEqual([0, 1, 2]);
  });

  it('has no lines without groups', () => {
    expect(linesOf([], () => [])).toEqual([]);
  });
});
