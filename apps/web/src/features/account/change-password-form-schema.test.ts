import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './change-password-form-schema.ts';

describe('the change-password form', () => {
  it('wants the repeated password to equal the new one, and says so at the repeat field', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: 'old-secret',
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validation.confirmationMatch',
    });
    expect(
      changePasswordFormSchema.safeParse({
        oldPassword: 'old-secret',
        newPassword: 'new-secret-1',
        confirmPassword: 'new-secret-1',
      }).success,
    ).toBe(true);
  });
});
