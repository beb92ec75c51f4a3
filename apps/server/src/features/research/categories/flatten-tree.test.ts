import { describe, expect, it } from 'vitest';
import { flattenTree, type TreeNode } from './flatten-tree.ts';

const node = (categoryId: string, children: TreeNode[] = []): TreeNode => ({
  categoryId,
  name: `name ${categoryId}`,
  isLeaf: children.length === 0,
  children,
});

describe('flattenTree', () => {
  it('gives each leaf its path from level 1, the root left out and the levels below the leaf empty', () => {
    const rows = flattenTree(node('0', [node('1', [node('11'), node('12', [node('121')])]), node('2')]));
    expect(rows).toEqual([
      {
        leafId: '11',
        ids: ['1', '11', null, null, null, null],
        names: ['name 1', 'name 11', null, null, null, null],
      },
      {
        leafId: '121',
        ids: ['1', '12', '121', null, null, null],
        names: ['name 1', 'name 12', 'name 121', null, null, null],
      },
      {
        leafId: '2',
        ids: ['2', null, null, null, null, null],
        names: ['name 2', null, null, null, null, null],
      },
    ]);
  });

  it('fills all six levels for a leaf at level 6', () => {
    const tree = node('0', [node('a', [node('b', [node('c', [node('d', [node('e', [node('f')])])])])])]);
    expect(flattenTree(tree)).toEqual([
      {
        leafId: 'f',
        ids: ['a', 'b', 'c', 'd', 'e', 'f'],
        names: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => `name ${id}`),
      },
    ]);
  });

  it('keeps the leaf at level 6 when a path is deeper than six levels', () => {
    const tree = node('0', [
      node('a', [node('b', [node('c', [node('d', [node('e', [node('f', [node('g')])])])])])]),
    ]);
    expect(flattenTree(tree)[0]?.ids).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
  });

  it('answers no rows for a tree with nothing under its root', () => {
    expect(flattenTree(node('0'))).toEqual([]);
  });
});
