import { categoryLevels } from '@baylytics/contract/research-categories';

/** A category node as the Taxonomy client answers it (see ports.ts). */
export interface TreeNode {
  categoryId: string;
  name: string;
  isLeaf: boolean;
  children: readonly TreeNode[];
}

/** One leaf with its path from level 1 down; levels below the leaf stay null. */
export interface FlatCategory {
  leafId: string;
  ids: (string | null)[];
  names: (string | null)[];
}

const deepest = categoryLevels.length;

/**
 * Every leaf of a tree with its path: the root (level 0) is left out, level 1 is its children. A path longer
 * than six levels keeps its first five and its leaf at level 6, so the leaf a seller lists in is always shown.
 */
export function flattenTree(root: TreeNode): FlatCategory[] {
  const rows: FlatCategory[] = [];
  const walk = (node: TreeNode, path: readonly TreeNode[]) => {
    const here = [...path, node];
    if (node.isLeaf || node.children.length === 0) {
      const shown = here.length > deepest ? [...here.slice(0, deepest - 1), node] : here;
      const ids: (string | null)[] = categoryLevels.map((_, index) => shown[index]?.categoryId ?? null);
      const names: (string | null)[] = categoryLevels.map((_, index) => shown[index]?.name ?? null);
      rows.push({ leafId: node.categoryId, ids, names });
      return;
    }
    for (const child of node.children) walk(child, here);
  };
  for (const child of root.children) walk(child, []);
  return rows;
}
