import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { specificNameMaxLength, specificValueMaxLength } from './listing-item-apply.ts';
import { maxDatabaseId, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * The item specifics list and editor (spec 002 §2–§9): the seller's listings of one leaf category are read from
 * eBay by a load job, their specifics edited and saved as drafts, then revised on eBay by a sync job. Every call
 * names the seller (`sellerName`, one of the caller's imported accounts); another seller answers notFound.
 */

export const itemSpecificsRoles = roleGroups.itemSpecifics;
/** Spec 002 §9: the list's page size, the editor's, and how often the list asks for the load status. */
export const itemSpecificsListPageSize = 50;
export const itemSpecificsEditorPageSize = 100;
export const itemSpecificsPollMs = 10_000;
export const itemSpecificsSearchDebounceMs = 500;
export const itemSpecificsInputDebounceMs = 100;

export const loadStatuses = ['IN_PROGRESS', 'PROCESSING', 'COMPLETED'] as const;
export type LoadStatus = (typeof loadStatuses)[number];
export const syncStatuses = ['IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type SyncStatus = (typeof syncStatuses)[number];

const sellerName = text().trim().min(1).max(200).describe("One of the caller's imported seller accounts");
const siteId = z.coerce.number().int().min(0).max(255).describe('eBay site id (77 Germany)');
const categoryId = text()
  .regex(/^\d{1,10}$/)
  .describe('eBay leaf category id');

/** What names one category of one seller; `categoryTree` is informative and not used to find it. */
export const categoryKeySchema = z.object({
  categoryId,
  categoryTree: text().max(1000).optional().describe('The category path as the list shows it'),
  eBaySiteId: siteId,
  sellerName,
});
export type CategoryKey = z.infer<typeof categoryKeySchema>;

export const syncResultSchema = z.object({
  itemNumber: z.string(),
  ack: z.enum(['Success', 'Warning', 'Failure']),
  error: z.string().describe("eBay's messages separated by ';' (empty on Success)"),
  hasPrevious: z.boolean().describe('The values from before this sync are kept and can be restored'),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const categoryRowSchema = z.object({
  eBaySiteId: z.number().int(),
  eBaySiteName: z.string(),
  leafCategoryId: z.string(),
  leafCategoryName: z.string(),
  categoryTree: z.string(),
  totalListings: z.number().int(),
  sellerName: z.string(),
  loadStatus: z.enum(loadStatuses).nullable(),
  syncStatus: z.enum(syncStatuses).nullable(),
  syncCompletedTime: z.string().nullable().describe('ISO time of the last finished sync; null when none'),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const summaryByCategory = endpoint({
  method: 'GET',
  path: '/itemspecific/summary-by-category',
  access: itemSpecificsRoles,
  summary: "One row per leaf category of the seller's imported live listings, with its load and sync status",
  query: z.object({
    sellerName,
    pageIndex: z.coerce.number().int().min(1).max(maxDatabaseId).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(itemSpecificsListPageSize),
  }),
  data: z.array(categoryRowSchema),
  isList: true,
});

export const createLoadJob = endpoint({
  method: 'POST',
  path: '/itemspecific/create-load-items-specifics-job',
  access: itemSpecificsRoles,
  summary: "Starts reading every listing of the category with its specifics from eBay (the seller's token)",
  body: categoryKeySchema,
  data: z.object({ loadStatus: z.enum(loadStatuses) }),
});

export const loadStatusSchema = z.object({
  categoryId: z.string(),
  eBaySiteId: z.number().int(),
  loadStatus: z.enum(loadStatuses).nullable(),
  loaded: z.number().int().describe('Listings read so far in this load'),
  total: z.number().int().describe('Listings this load reads'),
});

/** A comma-separated list as the browser sends it in the address. */
const commaSeparated = text()
  .max(5000)
  .transform((value) => value.split(',').filter((part) => part.trim() !== ''));

export const loadJobStatus = endpoint({
  method: 'GET',
  path: '/itemspecific/get-load-items-specifics-job-status',
  access: itemSpecificsRoles,
  summary: 'The load status of the given categories (comma-separated ids and site ids, pairwise)',
  query: z.object({
    sellerName,
    categoryIds: commaSeparated.pipe(z.array(categoryId).max(500)),
    categoryTrees: text().max(20_000).optional(),
    eBaySiteIds: commaSeparated.pipe(
      z
        .array(
          text()
            .regex(/^\d{1,3}$/)
            .transform(Number),
        )
        .max(500),
    ),
  }),
  data: z.array(loadStatusSchema),
});

export const aspectColumnSchema = z.object({
  name: z.string(),
  type: z.enum(['SELECT', 'TEXTBOX']).describe("SELECT: only eBay's values; TEXTBOX: free text"),
  inputMode: z.enum(['MULTI', 'SINGLE']).describe('MULTI: several values allowed'),
  isRequired: z.boolean(),
  usage: z.string().nullable().describe('RECOMMENDED or OPTIONAL'),
  values: z.array(z.string()).describe("eBay's values to choose from"),
});
export type AspectColumn = z.infer<typeof aspectColumnSchema>;

export const categoryInfoSchema = z.object({
  category: categoryRowSchema,
  aspects: z.array(aspectColumnSchema).describe("One column per aspect of the category (eBay's metadata)"),
  hasToken: z.boolean().describe('The seller has a usable eBay token, so a sync can be sent'),
  changedItems: z.number().int().describe('Items with saved changes not yet synced'),
  restorableItems: z.number().int().describe('Items whose values from before the last sync can be restored'),
});
export type CategoryInfo = z.infer<typeof categoryInfoSchema>;

export const categoryInfo = endpoint({
  method: 'GET',
  path: '/itemspecific/category/:categoryId',
  access: itemSpecificsRoles,
  summary: 'The category of the editor: its row, the columns (aspects), the token rule and the counts',
  params: z.object({ categoryId }),
  query: z.object({ eBaySiteId: siteId, sellerName }),
  data: categoryInfoSchema,
});

export const characteristicSchema = z.object({
  name: text().trim().min(1).max(specificNameMaxLength),
  value: z.array(text().trim().max(specificValueMaxLength)).max(30),
});
export type Characteristic = z.infer<typeof characteristicSchema>;

export const editorItemSchema = z.object({
  itemNumber: z.string(),
  title: z.string(),
  sku: z.string(),
  galleryURL: z.string().nullable(),
  eBayUrl: z.string(),
  characteristics: z
    .array(characteristicSchema)
    .describe('The saved draft where there is one, else as loaded'),
  changed: z.boolean().describe('A draft is saved and not yet synced'),
  index: z.number().int(),
});
export type EditorItem = z.infer<typeof editorItemSchema>;

export const editorItems = endpoint({
  method: 'GET',
  path: '/itemspecific',
  access: itemSpecificsRoles,
  summary: 'The loaded listings of the category, 100 a page; keyword matches title, item number or SKU',
  query: categoryKeySchema.extend({
    pageIndex: z.coerce.number().int().min(1).max(maxDatabaseId).default(1),
    keyword: text().trim().max(200).optional(),
  }),
  data: z.array(editorItemSchema),
  isList: true,
});

/** The CSV's file name and columns (spec 002 §2). */
export const itemSpecificsCsvFileName = 'items-specifics.csv';
export const itemSpecificsCsvColumns = [
  'SKU',
  'ebay Item ID',
  'Item Specific',
  'Item Specific Value',
] as const;

export const itemSpecificsExport = endpoint({
  method: 'GET',
  path: '/itemspecific/export',
  access: itemSpecificsRoles,
  summary:
    "Every loaded listing of the category matching the keyword (all pages) as CSV (text/csv; ';', formula guard), streamed: one line per listing and aspect of the category, the saved draft's values over the loaded ones",
  query: categoryKeySchema.extend({
    keyword: text().trim().max(200).optional(),
  }),
  data: z.null(),
  isFile: true,
});

export const changedItemSchema = z.object({
  itemNumber: text().regex(/^\d{1,19}$/),
  characteristics: z.array(characteristicSchema).max(60),
});
export type ChangedItem = z.infer<typeof changedItemSchema>;

export const saveItemsSpecifics = endpoint({
  method: 'PUT',
  path: '/itemspecific/save-items-specifics',
  access: itemSpecificsRoles,
  summary:
    'Saves the changed items as drafts; a required characteristic without a value refuses all (per item and name)',
  body: categoryKeySchema.extend({ data: z.array(changedItemSchema).min(1).max(1000) }),
  data: z.object({ changedItems: z.number().int() }),
});

export const applyChange = endpoint({
  method: 'PUT',
  path: '/itemspecific/apply-change',
  access: itemSpecificsRoles,
  summary:
    "Sends the saved drafts to eBay as a job (the seller's token is required); answers the sync status",
  body: categoryKeySchema,
  data: z.object({ syncStatus: z.enum(syncStatuses) }),
});

export const syncStatusSchema = z.object({
  syncStatus: z.enum(syncStatuses).nullable(),
  syncCompletedTime: z.string().nullable(),
  syncResults: z.array(syncResultSchema),
});
export type SyncStatusAnswer = z.infer<typeof syncStatusSchema>;

export const syncStatus = endpoint({
  method: 'GET',
  path: '/itemspecific/items-specifics-sync-status',
  access: itemSpecificsRoles,
  summary: 'The sync status of the category with the per-item results of the last sync',
  query: categoryKeySchema,
  data: syncStatusSchema,
});

export const restoreSpecifics = endpoint({
  method: 'PUT',
  path: '/itemspecific/restore',
  access: itemSpecificsRoles,
  summary:
    'Saves the values from before the last sync as drafts (all items of that sync, or the given ones), to be synced again',
  body: categoryKeySchema.extend({
    itemNumbers: z
      .array(text().regex(/^\d{1,19}$/))
      .max(1000)
      .optional()
      .describe('Only these items; all restorable ones when absent'),
  }),
  data: z.object({ changedItems: z.number().int() }),
});

/** The characteristics of a changed item that eBay requires and that have no value (spec 002 §5). */
export function missingRequiredOf(
  characteristics: readonly Characteristic[],
  required: readonly string[],
): string[] {
  return required.filter((name) => {
    const given = characteristics.find((c) => c.name.toLowerCase() === name.toLowerCase());
    return !given?.value.some((v) => v.trim() !== '');
  });
}
