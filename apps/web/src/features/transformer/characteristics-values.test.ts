import type {
  TransformerCharacteristic,
  TransformerCharacteristics,
} from '@baylytics/contract/transformer-characteristics';
import { describe, expect, it } from 'vitest';
import {
  canAddCustomField,
  customField,
  isUncheckable,
  optionsOf,
  panelFormOf,
  panelFormSchema,
} from './characteristics-values.ts';

const characteristic = (name: string, value: string[], requiredFlag = 3): TransformerCharacteristic => ({
  name,
  type: 'SELECT',
  inputMode: 'SINGLE',
  requiredFlag,
  enabledForVariationsFlag: false,
  isRecommended: false,
  values: ['Bosch', 'ATE'],
  value,
  flag: 0,
  isCustomField: false,
});

const panel: TransformerCharacteristics = {
  itemNumber: '123456789012',
  title: 'Bremsscheibe',
  keyword: 'Bremsscheibe ATE',
  sellerName: 'seller',
  hasToken: true,
  characteristics: [
    characteristic('Herstellernummer', ['24.0125']),
    { ...characteristic('Hinweis', ['Neu']), isCustomField: true },
  ],
  proposals: [characteristic('Marke', ['ATE'], 1), characteristic('Farbe', [])],
};

describe("the transformer's characteristics panel", () => {
  it('lays the characteristics out in their column and the proposals with their proposed values in theirs', () => {
    expect(panelFormOf(panel).fields.map((f) => [f.name, f.column, f.value, f.required])).toEqual([
      ['Herstellernummer', 'characteristics', ['24.0125'], false],
      ['Hinweis', 'characteristics', ['Neu'], false],
      ['Marke', 'proposals', ['ATE'], true],
      ['Farbe', 'proposals', [], false],
    ]);
  });

  it("sends every field with a value and every required one; an empty required one is '{name} isRequired'", () => {
    const fields = panelFormOf(panel).fields;
    expect(optionsOf(fields).map((o) => o.name)).toEqual(['Herstellernummer', 'Hinweis', 'Marke']);
    const emptied = fields.map((f) => (f.name === 'Marke' ? { ...f, value: [' '] } : f));
    const parsed = panelFormSchema.safeParse({ fields: emptied });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fields.2.value', 'isRequired'],
    ]);
  });

  it('adds a custom field only with a name not yet in the panel', () => {
    const fields = panelFormOf(panel).fields;
    expect(canAddCustomField(fields, '  ')).toBe(false);
    expect(canAddCustomField(fields, 'marke')).toBe(false);
    expect(canAddCustomField(fields, 'Einbauort')).toBe(true);
    expect(customField(' Einbauort ')).toMatchObject({
      name: 'Einbauort',
      isCustomField: true,
      column: 'characteristics',
    });
  });

  it("says 'we can not check this item' only when the category has no characteristics", () => {
    expect(isUncheckable(panel)).toBe(false);
    expect(isUncheckable({ ...panel, characteristics: [], proposals: [] })).toBe(true);
  });
});
