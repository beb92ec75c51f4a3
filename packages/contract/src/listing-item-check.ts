import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * Item check (spec 002 §2): one of the caller's own listings, read from eBay (Trading GetItem with specifics,
 * variations and description; Taxonomy for the category's aspects), in sections of entries with colour flags.
 * The flags come from `listing-rules.ts`. Another seller's listing answers notFound (404).
 */

/** Who may use the item check (spec 002 §6: Bronze and above). */
export const itemCheckRoles = roleGroups.bronzeAndUp;
/** Rows per page of the item check's tables (spec 002 §9). */
export const itemCheckPageSize = 25;
/** The description frame's height in pixels (spec 002 §2). */
export const descriptionFrameHeight = 600;

export const itemNumberParamSchema = text()
  .regex(/^\d{9,19}$/, 'invalidItemNumber')
  .describe('eBay item number');

export const itemCheckQuerySchema = z.object({
  keyword: text().trim().min(1, 'required').max(200).describe('The main keyword the title should carry'),
  ean: text()
    .trim()
    .regex(/^(\d{8}|\d{12,14})?$/, 'invalidEan')
    .optional()
    .describe('EAN/GTIN of the product, optional'),
});

/** The start form: itemNumber and keyword required, EAN optional (spec 002 §5). */
export const itemCheckFormSchema = itemCheckQuerySchema.extend({ itemNumber: itemNumberParamSchema });
export type ItemCheckForm = z.infer<typeof itemCheckFormSchema>;

const flagSchema = z.number().int().min(0).max(3).describe('1 good, 2 warning, 3 bad, 0 neutral');

/** One entry of a section: its key (a translation key of group `itemCheck.keys`), value and flag. */
export const checkEntrySchema = z.object({
  description: z.string().describe('Key of the entry, e.g. title, pictureUrl, returnsWithin'),
  value: z.string().describe('The value as text (numbers and flags as eBay gives them)'),
  flag: flagSchema,
  metadata: z.string().describe('JSON text with the figures behind the flag'),
});
export type CheckEntry = z.infer<typeof checkEntrySchema>;

export const checkCategorySchema = z.object({
  value: z.string().describe('Category id'),
  name: z.string().describe('Names from level 1 to the leaf, joined by >'),
  variationEnabled: z.boolean().describe('The category lets aspects tell variations apart'),
});

/** A category eBay suggests for the listing. */
export const categorySuggestionSchema = z.object({
  id: z.string(),
  name: z.string().describe('Names from level 1 to the category, joined by >'),
});

export const characteristicSchema = z.object({
  name: z.string(),
  type: z.enum(['SELECT', 'TEXTBOX']).describe('SELECT when eBay allows only its values'),
  inputMode: z.enum(['MULTI', 'SINGLE']),
  requiredFlag: z.number().int().describe('1 required, 3 not'),
  enabledForVariationsFlag: z.boolean(),
  isRecommended: z.boolean(),
  values: z.array(z.string()).describe("eBay's values for the aspect (allowed or suggested)"),
  value: z.array(z.string()).describe("The listing's values"),
  flag: flagSchema,
});
export type Characteristic = z.infer<typeof characteristicSchema>;

export const variantRowSchema = z.object({
  nameValueList: z.array(
    z.object({ name: z.string(), value: z.string(), nameColor: flagSchema, valueColor: flagSchema }),
  ),
  sku: z.string(),
  startPrice: z.number().nullable(),
  quantity: z.number().int(),
  quantitySold: z.number().int(),
});

export const pictureCheckingSchema = z.object({
  specificName: z.string(),
  specificsSet: z.array(
    z.object({ variationSpecificValue: z.string(), pictureURL: z.string().nullable(), flag: flagSchema }),
  ),
  flag: flagSchema,
});

export const sellerDetailsSchema = z.object({
  hasToken: z.boolean().describe('The seller has a usable eBay token: changes can be sent'),
  sellerName: z.string(),
  feedbackScore: z.number().int().nullable(),
  positiveFeedbackPercent: z.number().nullable(),
  topRatedSeller: z.boolean(),
  feedbackRatingStar: z.string().describe("eBay's star colour name, e.g. Yellow, TurquoiseShooting, None"),
});

export const itemCheckResultSchema = z.object({
  itemNumber: z.string(),
  keyword: z.string(),
  ean: z.string().describe('The EAN asked for, else the listing’s'),
  eBaySiteId: z.number().int().nullable(),
  viewItemUrl: z.string().nullable(),
  pictureUrls: z.array(z.string()),
  item: z.array(checkEntrySchema),
  itemCategories: z.object({
    primaryCategory: checkCategorySchema,
    secondaryCategory: z
      .object({ value: z.string(), name: z.string() })
      .nullable()
      .describe('The second category the item is listed in'),
    eBaySuggestion: categorySuggestionSchema.nullable().describe("eBay's first suggestion"),
    suggestions: z
      .array(categorySuggestionSchema)
      .describe("eBay's suggestions for keyword and title, best first"),
    flag: flagSchema,
  }),
  itemVariants: z.object({
    variants: z.array(variantRowSchema),
    pictureCheckings: pictureCheckingSchema.nullable(),
    flag: flagSchema,
  }),
  mobileDescription: checkEntrySchema,
  description: z.string().describe("The listing's HTML description, shown in a sandboxed frame"),
  sellerDetails: sellerDetailsSchema,
  shipping: z.array(checkEntrySchema),
  itemCharacteristics: z.array(characteristicSchema),
  isOptimized: z
    .boolean()
    .describe(
      'Marked optimized: the account check’s flag on an imported listing, else the mark kept for the listing',
    ),
  inAccountCheck: z.boolean().describe('The listing is imported in the caller’s account check'),
});
export type ItemCheckResult = z.infer<typeof itemCheckResultSchema>;

export const itemCheck = endpoint({
  method: 'GET',
  path: '/itemchecking/:itemNumber',
  access: itemCheckRoles,
  summary:
    "Checks one of the caller's listings: entries with colour flags for the item, category, variants, mobile description, seller and shipping, and the category's characteristics",
  params: z.object({ itemNumber: itemNumberParamSchema }),
  query: itemCheckQuerySchema,
  data: itemCheckResultSchema,
});
