import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { reviseAnswerSchema } from './listing-item-apply.ts';
import { itemNumberParamSchema } from './listing-item-check.ts';
import { mobileDescriptionMaxLength, titleMaxLength } from './listing-rules.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * Template generator (spec 002 §2, §3, §7): a listing description built on our server from the product data, as
 * HTML eBay accepts (no scripts, no active content) and with eBay's schema.org snippet, so phones show the short
 * description. It can be filled from one of the caller's listings and sent back to eBay as that listing's
 * description (the listing's own seller's token). Another seller's listing answers notFound (404).
 */

/** Who may use the template generator (spec 002 §6: every signed-in user holds User). */
export const templateRoles = roleGroups.user;

/** Feature points of a template (spec 002 §9). */
export const featurePointCount = 10;
export const featurePointMaxLength = 200;
/** The description's text in the form. */
export const templateDescriptionMaxLength = 20_000;
/** eBay takes descriptions of at most 500,000 characters. */
export const descriptionHtmlMaxLength = 500_000;
/** The generated HTML's preview frame height in pixels. */
export const templatePreviewHeight = 600;

/**
 * The external template generator the screen links to, for designs beyond this one: the product's default; a
 * build sets another with VITE_TEMPLATE_GENERATOR_URL.
 */
export const externalTemplateGeneratorUrl = 'https://www.baylytics.de/template-generator';

export const featurePointKeys = [
  'featurePoint1',
  'featurePoint2',
  'featurePoint3',
  'featurePoint4',
  'featurePoint5',
  'featurePoint6',
  'featurePoint7',
  'featurePoint8',
  'featurePoint9',
  'featurePoint10',
] as const;
export type FeaturePointKey = (typeof featurePointKeys)[number];

const featurePoint = text()
  .trim()
  .max(featurePointMaxLength)
  .describe('One feature point, empty when unused');
const featurePoints = Object.fromEntries(featurePointKeys.map((key) => [key, featurePoint])) as Record<
  FeaturePointKey,
  typeof featurePoint
>;

/** An http(s) address, or nothing. */
const webAddress = text()
  .trim()
  .max(1000)
  .refine((value) => value === '' || /^https?:\/\/[^\s<>"']+$/i.test(value), { message: 'invalidUrl' });

/** The product data form (spec 002 §3 "Template data"; limits of §5 and §9). */
export const templateDataSchema = z.object({
  productTitle: text()
    .trim()
    .min(1, 'required')
    .max(titleMaxLength)
    .describe('Heading, at most 80 characters'),
  description: text()
    .trim()
    .max(templateDescriptionMaxLength)
    .describe('The product description as text; blank lines start a new paragraph'),
  itemId: text()
    .trim()
    .regex(/^(\d{9,19})?$/, 'invalidItemNumber')
    .describe('The listing the template is for, empty for a new one'),
  eBayName: text().trim().max(64).describe("The seller's eBay name, shown in the footer"),
  productUrl: webAddress.describe("Address of the product's picture (https)"),
  showPictureMobile: z.boolean().describe('Show the picture in the description (scaled to a phone’s width)'),
  shortDesc: text()
    .trim()
    .max(mobileDescriptionMaxLength)
    .describe("Short description, at most 800 characters: eBay's schema.org snippet, shown on phones"),
  price: text().trim().max(40).describe('The price as it should read, e.g. 19,99 EUR'),
  ...featurePoints,
});
export type TemplateData = z.infer<typeof templateDataSchema>;

export const templateOfItem = endpoint({
  method: 'GET',
  path: '/templategenerator/:itemNumber',
  access: templateRoles,
  summary:
    "The template's product data filled from one of the caller's listings: title, description text, short description, price, picture and item specifics as feature points",
  params: z.object({ itemNumber: itemNumberParamSchema }),
  data: templateDataSchema,
});

export const generateTemplate = endpoint({
  method: 'POST',
  path: '/templategenerator',
  access: templateRoles,
  summary:
    'Builds the description HTML from the product data: escaped, without scripts, readable on phones, with the schema.org short description',
  body: templateDataSchema,
  data: z.object({ html: z.string().describe('The description HTML') }),
});

export const applyTemplateBodySchema = z.object({
  itemNumber: itemNumberParamSchema,
  html: text().trim().min(1, 'required').max(descriptionHtmlMaxLength).describe('The description HTML'),
  sellerId: text()
    .trim()
    .max(64)
    .optional()
    .describe("The listing's seller; another seller's name answers notFound"),
});

export const applyTemplate = endpoint({
  method: 'PUT',
  path: '/templategenerator',
  access: templateRoles,
  summary:
    "Sends the HTML as the description of one of the caller's listings to eBay (sanitised: no scripts, no active content); ack Failure when eBay refuses",
  body: applyTemplateBodySchema,
  data: reviseAnswerSchema.extend({
    message: z
      .enum(['descriptionChanged', 'descriptionNotChanged'])
      .describe('What the screen says: the description was changed on eBay, or eBay refused it'),
  }),
});
