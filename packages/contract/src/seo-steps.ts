import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { calendarDaySchema, databaseIdParam, text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * SEO steps (spec 001 §3): dated notes of what a seller changed on an item (title, pictures, price …), listed in
 * a modal and drawn as flags on the group chart. Used by the account check and My Ranking, so anyone from
 * Bronze up; a step can be written for an item the caller imported or tracks, and only the caller sees it.
 */
export const seoStepRoles = roleGroups.bronzeAndUp;

/** The flag is the short label drawn on the chart; the description says what was done. */
export const seoStepFlagMaxLength = 40;
export const seoStepDescriptionMaxLength = 2000;

const daySchema = calendarDaySchema;

const itemNumberSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe('eBay item number');

export const seoStepSchema = z.object({
  id: z.number().int(),
  itemNumber: z.number().int(),
  date: daySchema.describe('The day the step was taken'),
  flag: text(),
  description: text(),
});
export type SeoStep = z.infer<typeof seoStepSchema>;

/** The add form's fields (spec 001 §5: flag and description required, date defaults to today). */
export const createSeoStepSchema = z.object({
  itemNumber: itemNumberSchema,
  flag: text().trim().min(1).max(seoStepFlagMaxLength),
  description: text().trim().min(1).max(seoStepDescriptionMaxLength),
  createdDate: daySchema.optional().describe("Default today (the server's UTC day)"),
});
export type CreateSeoStep = z.input<typeof createSeoStepSchema>;

export const createSeoStep = endpoint({
  method: 'POST',
  path: '/seostep',
  access: seoStepRoles,
  summary: "Adds an SEO step to one of the caller's items (imported or tracked); answers the step",
  body: createSeoStepSchema,
  data: seoStepSchema,
});

export const seoStepList = endpoint({
  method: 'GET',
  path: '/seostep',
  access: seoStepRoles,
  summary: "The caller's SEO steps of one item, newest day first",
  query: z.object({ itemNumber: itemNumberSchema }),
  data: z.array(seoStepSchema),
});

export const deleteSeoStep = endpoint({
  method: 'DELETE',
  path: '/seostep/:seoStepId',
  access: seoStepRoles,
  summary: "Deletes one of the caller's SEO steps",
  params: z.object({ seoStepId: databaseIdParam() }),
  data: z.null(),
});
