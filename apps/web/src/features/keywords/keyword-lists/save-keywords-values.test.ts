import { describe, expect, it } from 'vitest';
import { configureValidationMessages } from '../../../app/validation-messages.ts';
import { emptySaveKeywordsForm, saveKeywordsFormSchema } from './save-keywords-values.ts';

configureValidationMessages();

const errorsOf = (values: typeof emptySaveKeywordsForm) =>
  saveKeywordsFormSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('saveKeywordsFormSchema', () => {
  it('asks a new list for a name, by the contract’s rule (required, at most 100 characters)', () => {
    expect(errorsOf({ ...emptySaveKeywordsForm, name: '   ' })).toEqual([['name', 'validation.required']]);
    expect(errorsOf({ ...emptySaveKeywordsForm, name: 'x'.repeat(101) })).toEqual([
      ['name', 'validation.maxLength'],
    ]);
    expect(errorsOf({ ...emptySaveKeywordsForm, name: 'Garten' })).toBeUndefined();
  });

  it('asks for a list when adding to an existing one, and ignores the name then', () => {
    const existing = { ...emptySaveKeywordsForm, target: 'existing' as const };
    expect(errorsOf(existing)).toEqual([['documentId', 'validation.required']]);
    expect(errorsOf({ ...existing, documentId: '0b8f3a1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b' })).toBeUndefined();
  });
});
