import { changePasswordBodySchema } from '@baylytics/contract/passwords';
import { z } from 'zod';

/** The contract's change-password body plus the repeated new password, which must match (spec 000 §5). */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().min(1) })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    error: 'validation.confirmationMatch',
  });
