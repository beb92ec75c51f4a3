import { missingRequired, type SpecificOption } from '@baylytics/contract/listing-item-apply';
import type {
  TransformerCharacteristic,
  TransformerCharacteristics,
} from '@baylytics/contract/transformer-characteristics';
import { z } from 'zod';

export type PanelColumn = 'characteristics' | 'proposals';

const panelFieldSchema = z.object({
  name: z.string(),
  value: z.array(z.string()),
  required: z.boolean(),
  column: z.enum(['characteristics', 'proposals']),
  isCustomField: z.boolean(),
});
export type PanelField = z.infer<typeof panelFieldSchema>;

/** The panel's fields; a required one without a value is '{name} isRequired' (spec 002 §5). */
export const panelFormSchema = z
  .object({ fields: z.array(panelFieldSchema) })
  .superRefine((values, context) => {
    const missing = new Set(missingRequired(values.fields));
    values.fields.forEach((field, index) => {
      if (missing.has(field.name))
        context.addIssue({ code: 'custom', path: ['fields', index, 'value'], message: 'isRequired' });
    });
  });
export type PanelFormValues = z.infer<typeof panelFormSchema>;

const fieldOf = (c: TransformerCharacteristic, column: PanelColumn): PanelField => ({
  name: c.name,
  value: c.value,
  required: c.requiredFlag === 1,
  column,
  isCustomField: c.isCustomField,
});

/** The form as loaded: the listing's characteristics, then the proposals with the values they propose. */
export function panelFormOf(panel: TransformerCharacteristics): PanelFormValues {
  return {
    fields: [
      ...panel.characteristics.map((c) => fieldOf(c, 'characteristics')),
      ...panel.proposals.map((c) => fieldOf(c, 'proposals')),
    ],
  };
}

/** eBay's answer 'we can not check this item' (spec 002 §5): the listing's category has no characteristics. */
export const isUncheckable = (panel: TransformerCharacteristics) =>
  panel.characteristics.length === 0 && panel.proposals.length === 0;

/** A custom field may be added with a name not blank and not yet in the panel. */
export function canAddCustomField(fields: readonly PanelField[], name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return wanted !== '' && !fields.some((field) => field.name.toLowerCase() === wanted);
}

/** A custom text field, added to the characteristics column. */
export const customField = (name: string): PanelField => ({
  name: name.trim(),
  value: [],
  required: false,
  column: 'characteristics',
  isCustomField: true,
});

/** What the listing is to carry on eBay: every field with a value, and every required one. */
export function optionsOf(fields: readonly PanelField[]): SpecificOption[] {
  return fields
    .map((field) => ({
      name: field.name,
      value: field.value.map((v) => v.trim()).filter(Boolean),
      required: field.required,
    }))
    .filter((option) => option.required || option.value.length > 0);
}

/** A custom field added in the panel is a free text of one value. */
export const customCharacteristic = (name: string): TransformerCharacteristic => ({
  name,
  type: 'TEXTBOX',
  inputMode: 'SINGLE',
  requiredFlag: 3,
  enabledForVariationsFlag: false,
  isRecommended: false,
  values: [],
  value: [],
  flag: 0,
  isCustomField: true,
});
