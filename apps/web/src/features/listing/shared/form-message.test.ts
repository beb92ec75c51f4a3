import { describe, expect, it } from 'vitest';
import { formMessageKey } from './form-message.ts';

describe('form messages of the listing tools', () => {
  it('reads the contract’s codes as translation keys', () => {
    expect(formMessageKey('required')).toBe('validation.required');
    expect(formMessageKey('invalidItemNumber')).toBe('errors.invalidItemNumber');
    expect(formMessageKey('validation.maxLength')).toBe('validation.maxLength');
  });
});
