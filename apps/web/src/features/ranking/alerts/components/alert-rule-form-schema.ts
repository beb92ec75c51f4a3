import {
  type AlertRule,
  type AlertRuleValues,
  alertRuleBodySchema,
  alertRuleKinds,
  alertRuleProblem,
} from '@baylytics/contract/alerts';
import { listingNumberSchema } from '@baylytics/contract/ebay-item-number';
import { z } from 'zod';

/** The rule form's values as its inputs hold them: texts, 'all' for every keyword, '' for no listing or threshold. */
export interface AlertRuleFormValues extends Record<string, unknown> {
  kind: AlertRule['kind'];
  itemNumber: string;
  keywordId: string;
  threshold: string;
  isActive: boolean;
}

/** The keyword choice that stands for all of the seller's tracked keywords. */
export const allKeywords = 'all';

/** The body the form sends: the contract's shape. */
export function ruleValuesOf(form: AlertRuleFormValues): AlertRuleValues {
  return {
    kind: form.kind,
    itemNumber: form.itemNumber.trim() === '' ? null : Number(form.itemNumber.trim()),
    keywordId: form.keywordId === allKeywords ? null : Number(form.keywordId),
    threshold: form.threshold.trim() === '' ? null : Number(form.threshold.trim()),
    isActive: form.isActive,
  };
}

export function formValuesOf(rule: AlertRule | null): AlertRuleFormValues {
  return {
    kind: rule?.kind ?? 'firstPage',
    itemNumber: rule?.itemNumber === null || !rule ? '' : String(rule.itemNumber),
    keywordId: rule?.keywordId === null || !rule ? allKeywords : String(rule.keywordId),
    threshold: rule?.threshold === null || !rule ? '' : String(rule.threshold),
    isActive: rule?.isActive ?? true,
  };
}

/** The contract's rules, on the form's texts: a 12-digit item number or none, a threshold where the kind has one. */
export const alertRuleFormSchema: z.ZodType<AlertRuleFormValues> = z
  .object({
    kind: z.enum(alertRuleKinds),
    itemNumber: z
      .string()
      .refine((value) => value.trim() === '' || listingNumberSchema.safeParse(value.trim()).success, {
        message: 'validation.itemNumber',
      }),
    keywordId: z.string(),
    threshold: z
      .string()
      .refine(
        (value) =>
          value.trim() === '' || alertRuleBodySchema.shape.threshold.safeParse(Number(value.trim())).success,
        { message: 'validation.alertThreshold' },
      ),
    isActive: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const problem = alertRuleProblem(ruleValuesOf(form));
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
