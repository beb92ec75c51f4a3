import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';
import { passwordSchema } from './registration.ts';

/** One-time passwords: 6 digits, 10 minutes, single use, 5 tries (ENGINEERING.md §9). */
export const otpSchema = text()
  .regex(/^\d{6}$/)
  .describe('6-digit one-time password');
export const otpMinutes = 10;
export const otpMaxAttempts = 5;

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/auth/forgot-password',
  access: 'public',
  summary: 'Sends a one-time password to the address if an account has it; answers alike either way',
  body: z.object({ email: emailSchema }),
  data: z.null(),
});

export const confirmForgotPasswordBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  otp: otpSchema,
});

export const confirmForgotPassword = endpoint({
  method: 'PUT',
  path: '/auth/confirm-forgot-password',
  access: 'public',
  summary: 'Sets a new password with the one-time password; signs the account out everywhere',
  body: confirmForgotPasswordBodySchema,
  data: z.null(),
});

export const changePasswordBodySchema = z.object({
  oldPassword: text().min(1).max(200),
  newPassword: passwordSchema,
});

export const changePassword = endpoint({
  method: 'PATCH',
  path: '/bayuser/change-password',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary: 'Changes the password; every session of the account ends',
  body: changePasswordBodySchema,
  data: z.null(),
});

export const verifyEmailOwner = endpoint({
  method: 'POST',
  path: '/bayuser/verify-email-owner',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary: 'Change e-mail, step 1: checks the password and sends a one-time password to the current address',
  body: z.object({ password: text().min(1).max(200) }),
  data: z.null(),
});

export const requestToChangeEmail = endpoint({
  method: 'POST',
  path: '/bayuser/request-to-change-email',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary: 'Change e-mail, step 2: checks the code from the current address and sends one to the new address',
  body: z.object({ email: emailSchema, otp: otpSchema }),
  data: z.null(),
});

export const confirmToChangeEmail = endpoint({
  method: 'PUT',
  path: '/bayuser/confirm-to-change-email',
  access: 'signedIn',
  refusedWhileImpersonating: true,
  summary:
    'Change e-mail, step 3: checks the code from the new address and changes it; the old address is told',
  body: z.object({ otp: otpSchema }),
  data: z.object({ email: text() }),
});
