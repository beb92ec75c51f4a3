import type { FastifyInstance } from 'fastify';
import type { Aspect, CategoryNode, SiteId } from '../marketplace/model.ts';
import { suggestCategories } from './category-suggestions.ts';
import { ebayFailures } from './ebay-failure.ts';
import type { EbayContext } from './sandbox-context.ts';

const base = '/commerce/taxonomy/v1';

interface TreeNode {
  category: { categoryId: string; categoryName: string };
  categoryTreeNodeLevel: number;
  leafCategoryTreeNode?: boolean;
  parentCategoryTreeNodeHref?: string;
  childCategoryTreeNodes?: TreeNode[];
}

/** A category's current name: the market's, or a rename since (see category-tree-editions.ts). */
type NameOf = (node: CategoryNode) => string;

function treeNode(baseUrl: string, treeId: string, node: CategoryNode, nameOf: NameOf): TreeNode {
  const result: TreeNode = {
    category: { categoryId: node.categoryId, categoryName: nameOf(node) },
    categoryTreeNodeLevel: node.level,
  };
  if (node.parentId !== undefined) {
    result.parentCategoryTreeNodeHref = `${baseUrl}${base}/category_tree/${treeId}/get_category_subtree?category_id=${node.parentId}`;
  }
  if (node.leaf) result.leafCategoryTreeNode = true;
  else result.childCategoryTreeNodes = node.children.map((child) => treeNode(baseUrl, treeId, child, nameOf));
  return result;
}

function aspectResource(aspect: Aspect) {
  return {
    localizedAspectName: aspect.name,
    aspectConstraint: {
      aspectDataType: aspect.dataType,
      itemToAspectCardinality: aspect.cardinality,
      aspectMode: aspect.mode,
      aspectRequired: aspect.required,
      aspectUsage: aspect.required || aspect.recommended ? 'RECOMMENDED' : 'OPTIONAL',
      aspectEnabledForVariations: aspect.variationEnabled ?? false,
    },
    ...(aspect.values.length
      ? { aspectValues: aspect.values.map((localizedValue) => ({ localizedValue })) }
      : {}),
  };
}

const treeNotFound = () => ebayFailures.taxonomy(400, 62004, 'The specified category tree ID was not found.');
const missingCategory = () => ebayFailures.taxonomy(400, 62006, 'Missing category ID.');
const wrongCategory = () =>
  ebayFailures.taxonomy(
    400,
    62005,
    'The specified category ID does not belong to the specified category tree.',
  );

/**
 * Taxonomy: default tree per marketplace, the whole tree, a subtree, a leaf category's aspects and category
 * suggestions for keywords.
 */
export function registerTaxonomyRoutes(app: FastifyInstance, context: EbayContext): void {
  const { market, treeEditions } = context;
  // A whole tree is thousands of nodes; each version is serialised once per base URL.
  const wholeTrees = new Map<string, string>();
  const nameIn =
    (siteId: SiteId): NameOf =>
    (node) =>
      treeEditions.renamed(siteId, node.categoryId) ?? node.name;

  function siteOfTree(treeId: string): SiteId {
    const site = market.sites.find((candidate) => market.categoryTreeId(candidate.siteId) === treeId);
    if (!site) throw treeNotFound();
    return site.siteId;
  }

  app.get<{ Querystring: { marketplace_id?: string } }>(
    `${base}/get_default_category_tree_id`,
    async (request) => {
      const marketplaceId = request.query.marketplace_id;
      if (!marketplaceId) throw ebayFailures.taxonomy(400, 62002, 'Missing marketplace ID.');
      const site = market.sites.find((candidate) => candidate.marketplaceId === marketplaceId);
      if (!site) throw ebayFailures.taxonomy(400, 62003, 'The specified marketplace ID was not found.');
      return {
        categoryTreeId: market.categoryTreeId(site.siteId),
        categoryTreeVersion: treeEditions.version(site.siteId),
      };
    },
  );

  app.get<{ Params: { id: string } }>(`${base}/category_tree/:id`, async (request, reply) => {
    const treeId = request.params.id;
    const siteId = siteOfTree(treeId);
    const baseUrl = context.publicUrl();
    const version = treeEditions.version(siteId);
    const key = `${baseUrl} ${treeId} ${version}`;
    let body = wholeTrees.get(key);
    if (!body) {
      body = JSON.stringify({
        categoryTreeId: treeId,
        categoryTreeVersion: version,
        applicableMarketplaceIds: [market.site(siteId).marketplaceId],
        rootCategoryNode: treeNode(baseUrl, treeId, market.rootCategory(siteId), nameIn(siteId)),
      });
      wholeTrees.set(key, body);
    }
    return reply.type('application/json').send(body);
  });

  app.get<{ Params: { id: string }; Querystring: { category_id?: string } }>(
    `${base}/category_tree/:id/get_category_subtree`,
    async (request) => {
      const treeId = request.params.id;
      const siteId = siteOfTree(treeId);
      const categoryId = request.query.category_id;
      if (!categoryId) throw missingCategory();
      const node = market.category(siteId, categoryId);
      if (!node) throw wrongCategory();
      if (node.level === 0) {
        throw ebayFailures.taxonomy(
          400,
          62008,
          `The specified category ID is the root for the category tree. Please use ${context.publicUrl()}${base}/category_tree/${treeId} to retrieve the entire tree.`,
        );
      }
      return {
        categoryTreeId: treeId,
        categoryTreeVersion: treeEditions.version(siteId),
        categorySubtreeNode: treeNode(context.publicUrl(), treeId, node, nameIn(siteId)),
      };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { category_id?: string } }>(
    `${base}/category_tree/:id/get_item_aspects_for_category`,
    async (request) => {
      const siteId = siteOfTree(request.params.id);
      const categoryId = request.query.category_id;
      if (!categoryId) throw missingCategory();
      const node = market.category(siteId, categoryId);
      if (!node) throw wrongCategory();
      if (!node.leaf)
        throw ebayFailures.taxonomy(400, 62009, 'The specified category ID must be a leaf category.');
      return { aspects: market.aspects(siteId, categoryId).map(aspectResource) };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { q?: string } }>(
    `${base}/category_tree/:id/get_category_suggestions`,
    async (request) => {
      const treeId = request.params.id;
      const siteId = siteOfTree(treeId);
      const q = request.query.q?.trim();
      if (!q)
        throw ebayFailures.taxonomy(
          400,
          62007,
          "Missing keyword 'q'. Please specify a valid set of keywords that best describes your item.",
        );
      const baseUrl = context.publicUrl();
      const suggestions = suggestCategories(market.rootCategory(siteId), q, nameIn(siteId));
      return {
        categoryTreeId: treeId,
        categoryTreeVersion: treeEditions.version(siteId),
        categorySuggestions: suggestions.map(({ node, ancestors, relevancy }) => ({
          category: { categoryId: node.categoryId, categoryName: nameIn(siteId)(node) },
          categoryTreeNodeAncestors: ancestors.map((ancestor) => ({
            categoryId: ancestor.categoryId,
            categoryName: nameIn(siteId)(ancestor),
            categoryTreeNodeLevel: ancestor.level,
            categorySubtreeNodeHref: `${baseUrl}${base}/category_tree/${treeId}/get_category_subtree?category_id=${ancestor.categoryId}`,
          })),
          categoryTreeNodeLevel: node.level,
          relevancy,
        })),
      };
    },
  );
}
