import { createKeywordList, documentIdSchema } from '@baylytics/contract/keyword-lists';
import { z } from 'zod';
import { bodySchemaOf } from '../../../app/request-schemas.ts';

const listNameSchema = bodySchemaOf(createKeywordList).shape.name;

export const saveTargets = ['new', 'existing'] as const;
export type SaveTarget = (typeof saveTargets)[number];

/**
 * The save-keywords form: a new list named by the contract's rule for list names, or one of the caller's lists.
 * Only the chosen target's field is checked.
 */
export const saveKeywordsFormSchema = z
  .object({ target: z.enum(saveTargets), name: z.string(), documentId: z.string().nullable() })
  .superRefine((values, context) => {
    const [path, rule, value] =
      values.target === 'new'
        ? (['name', listNameSchema, values.name] as const)
        : (['documentId', documentIdSchema, values.documentId ?? ''] as const);
    const checked = rule.safeParse(value);
    // An unchosen list reads as a missing value, not as a malformed id.
    const message = path === 'documentId' ? 'validation.required' : checked.error?.issues[0]?.message;
    if (!checked.success) context.addIssue({ code: 'custom', path: [path], message });
  });
export type SaveKeywordsFormValues = z.infer<typeof saveKeywordsFormSchema>;

/** The longest name the contract takes, for the text box. */
export const listNameMaxLength = listNameSchema.maxLength ?? undefined;

export const emptySaveKeywordsForm: SaveKeywordsFormValues = { target: 'new', name: '', documentId: null };
