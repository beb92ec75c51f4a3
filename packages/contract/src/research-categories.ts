import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQueryOf } from './envelope.ts';
import { ebaySiteIdSchema } from './keyword-tool.ts';
import { defaultEbaySiteId } from './marketplaces.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/** Levels of eBay's category trees the browser shows (spec 002 §3: l1 … l6). */
export const categoryLevels = [1, 2, 3, 4, 5, 6] as const;

/** Rows per page of the category browser (spec 002 §9). */
export const categoryPageSize = 25;

/** The columns the category browser sorts by: every level's id and name. */
export const categorySortKeys = [
  'l1Name',
  'l2Name',
  'l3Name',
  'l4Name',
  'l5Name',
  'l6Name',
  'l1Id',
  'l2Id',
  'l3Id',
  'l4Id',
  'l5Id',
  'l6Id',
] as const;
export type CategorySortKey = (typeof categorySortKeys)[number];

export const categoryQuery = z
  .object({
    keyword: text()
      .trim()
      .max(100)
      .default('')
      .describe("Words each found in some level's name (case-insensitive); empty lists every category"),
    eBaySiteId: ebaySiteIdSchema.default(defaultEbaySiteId),
  })
  .extend(listQueryOf(categorySortKeys, { pageSize: categoryPageSize, orderBy: 'l1Name' }).shape)
  .extend({ pageSize: z.coerce.number().int().min(1).max(200).default(categoryPageSize) });

const levelId = z.string().nullable().describe('Category id at this level; null below the leaf');
const levelName = z.string().nullable().describe('Category name at this level; null below the leaf');

/** One leaf category of a site's tree with its path from level 1 (spec 002 §3 'Category'). */
export const categoryRowSchema = z.object({
  marketplaceId: z.string().describe('eBay marketplace, e.g. EBAY_DE'),
  eBaySiteId: z.number().int(),
  l1Id: levelId,
  l1Name: levelName,
  l2Id: levelId,
  l2Name: levelName,
  l3Id: levelId,
  l3Name: levelName,
  l4Id: levelId,
  l4Name: levelName,
  l5Id: levelId,
  l5Name: levelName,
  l6Id: levelId,
  l6Name: levelName,
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const categories = endpoint({
  method: 'GET',
  path: '/category',
  access: roleGroups.bronzeAndUp,
  summary:
    "eBay's category tree of a site, one row per leaf category with its levels 1–6, searched over every level's name",
  query: categoryQuery,
  data: z.array(categoryRowSchema),
  isList: true,
});
