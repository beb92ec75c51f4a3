import { z } from 'zod';
import { text } from './primitives.ts';

// Account check (spec 001 §2.1): the star colours a seller marks listings with, and the caller's texts for them.

/**
 * The star colours a listing can be marked with. Id 0 = no colour (the default of every listing).
 * `defaultText` is a translation key (catalogue group `accountCheck`), shown while the user has set no text.
 */
export const starColors = [
  { id: 0, color: '#adb5bd', defaultText: 'accountCheck.starColors.none' },
  { id: 1, color: '#fa5252', defaultText: 'accountCheck.starColors.red' },
  { id: 2, color: '#fd7e14', defaultText: 'accountCheck.starColors.orange' },
  { id: 3, color: '#fab005', defaultText: 'accountCheck.starColors.yellow' },
  { id: 4, color: '#40c057', defaultText: 'accountCheck.starColors.green' },
  { id: 5, color: '#228be6', defaultText: 'accountCheck.starColors.blue' },
] as const;
export const starColorIds = starColors.map((c) => c.id);
export const maxStarColorId = 5;
export const starColorIdSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(maxStarColorId)
  .describe('Star colour id (0 = none, 1 red, 2 orange, 3 yellow, 4 green, 5 blue)');
/** A user's own star colour text, at most this long. */
export const starColorTextMaxLength = 40;

/** A star colour with the caller's text (spec 001 §3). */
export const starColorSchema = z.object({
  id: z.number().int(),
  color: text().describe('CSS colour'),
  text: text().describe("The caller's text, or when isDefault the translation key of the default text"),
  isDefault: z.boolean().describe('The caller has set no text of their own'),
});
export type StarColor = z.infer<typeof starColorSchema>;
