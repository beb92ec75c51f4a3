import { z } from 'zod';
import type { CategoryNode, CategorySuggestion, CategoryTree, ItemAspect } from './ebay-types.ts';

// The Taxonomy API's answers as far as we read them (commerce_taxonomy_v1).

export const defaultTreeIdAnswer = z.object({
  categoryTreeId: z.string().min(1),
  categoryTreeVersion: z.string().optional(),
});

interface WireNode {
  category: { categoryId: string; categoryName: string };
  categoryTreeNodeLevel?: number | undefined;
  leafCategoryTreeNode?: boolean | undefined;
  childCategoryTreeNodes?: WireNode[] | undefined;
}

const wireNode: z.ZodType<WireNode> = z.lazy(() =>
  z.object({
    category: z.object({ categoryId: z.string().min(1), categoryName: z.string() }),
    categoryTreeNodeLevel: z.number().int().optional(),
    leafCategoryTreeNode: z.boolean().optional(),
    childCategoryTreeNodes: z.array(wireNode).optional(),
  }),
);

export const suggestionsAnswer = z.object({
  categorySuggestions: z
    .array(
      z.object({
        category: z.object({ categoryId: z.string().min(1), categoryName: z.string() }),
        categoryTreeNodeAncestors: z
          .array(z.object({ categoryName: z.string(), categoryTreeNodeLevel: z.number().int() }))
          .optional(),
      }),
    )
    .optional(),
});

/** A suggestion's path from level 1 down: eBay lists the ancestors from the parent up to the root (level 0). */
export function toCategorySuggestions(answer: z.infer<typeof suggestionsAnswer>): CategorySuggestion[] {
  return (answer.categorySuggestions ?? []).map((suggestion) => ({
    categoryId: suggestion.category.categoryId,
    path: [
      ...(suggestion.categoryTreeNodeAncestors ?? [])
        .filter((ancestor) => ancestor.categoryTreeNodeLevel > 0)
        .sort((a, b) => a.categoryTreeNodeLevel - b.categoryTreeNodeLevel)
        .map((ancestor) => ancestor.categoryName),
      suggestion.category.categoryName,
    ],
  }));
}

export const categoryTreeAnswer = z.object({
  categoryTreeId: z.string().min(1),
  categoryTreeVersion: z.string(),
  rootCategoryNode: wireNode,
});

export const aspectsAnswer = z.object({
  aspects: z
    .array(
      z.object({
        localizedAspectName: z.string().min(1),
        aspectConstraint: z
          .object({
            aspectRequired: z.boolean().optional(),
            aspectUsage: z.string().optional(),
            aspectDataType: z.string().optional(),
            aspectMode: z.string().optional(),
            itemToAspectCardinality: z.string().optional(),
            aspectEnabledForVariations: z.boolean().optional(),
          })
          .optional(),
        aspectValues: z.array(z.object({ localizedValue: z.string() })).optional(),
      }),
    )
    .optional(),
});

function toNode(node: WireNode, level: number): CategoryNode {
  const children = (node.childCategoryTreeNodes ?? []).map((child) => toNode(child, level + 1));
  return {
    categoryId: node.category.categoryId,
    name: node.category.categoryName,
    level: node.categoryTreeNodeLevel ?? level,
    isLeaf: node.leafCategoryTreeNode ?? children.length === 0,
    children,
  };
}

export function toCategoryTree(answer: z.infer<typeof categoryTreeAnswer>): CategoryTree {
  return {
    treeId: answer.categoryTreeId,
    version: answer.categoryTreeVersion,
    root: toNode(answer.rootCategoryNode, 0),
  };
}

export function toItemAspects(answer: z.infer<typeof aspectsAnswer>): ItemAspect[] {
  return (answer.aspects ?? []).map((aspect) => ({
    name: aspect.localizedAspectName,
    isRequired: aspect.aspectConstraint?.aspectRequired ?? false,
    usage: aspect.aspectConstraint?.aspectUsage ?? null,
    dataType: aspect.aspectConstraint?.aspectDataType ?? null,
    mode: aspect.aspectConstraint?.aspectMode ?? null,
    isMultiValued: aspect.aspectConstraint?.itemToAspectCardinality === 'MULTI',
    isForVariations: aspect.aspectConstraint?.aspectEnabledForVariations ?? false,
    values: (aspect.aspectValues ?? []).map((v) => v.localizedValue),
  }));
}
