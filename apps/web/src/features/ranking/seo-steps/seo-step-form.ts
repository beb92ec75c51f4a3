import { createSeoStepSchema } from '@baylytics/contract/seo-steps';
import { z } from 'zod';

/**
 * The add form: the contract's flag and description (the item number is the one the modal is opened for); the
 * date box may be blank, since a blank date is today.
 */
export const seoStepFormSchema = createSeoStepSchema
  .pick({ flag: true, description: true })
  .extend({ createdDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/) });
export type SeoStepFormValues = z.input<typeof seoStepFormSchema>;

/** Today in the browser's calendar as yyyy-MM-dd: the date a new step starts with (spec 001 §5). */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A blank date box means today, which the server fills in (spec 001 §5: the date defaults to today). */
export function seoStepBody(itemNumber: number, values: SeoStepFormValues) {
  return {
    itemNumber,
    flag: values.flag.trim(),
    description: values.description.trim(),
    createdDate: values.createdDate ? values.createdDate : undefined,
  };
}
