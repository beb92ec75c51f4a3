import { loginBodySchema, loginTokenBodySchema } from '@baylytics/contract/auth';
import { confirmForgotPasswordBodySchema } from '@baylytics/contract/passwords';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { configureValidationMessages } from '../validation-messages.ts';
import { emailRule, type FieldRule, newPasswordRule, otpRule, textRule } from './field-rules.ts';

configureValidationMessages();

/** The message the app's forms show for a value: the schema's first issue; malformed text reads as invalid. */
function schemaMessage(schema: z.ZodType, value: string): string | null {
  const message = schema.safeParse(value).error?.issues[0]?.message ?? null;
  return message === 'invalidCharacters' ? 'validation.invalid' : message;
}

const texts = [
  '',
  ' ',
  'a',
  '  token  ',
  'seven77',
  'eight888',
  '123456',
  '12345',
  '1234567',
  '12a456',
  'x'.repeat(200),
  'x'.repeat(201),
  'x'.repeat(1024),
  'x'.repeat(1025),
  'bad\u0000text',
  'half \ud800 pair',
  'whole 😀 pair',
];
const emails = [
  '',
  'a',
  'seller@example.com',
  'first.last+tag@shop.example.de',
  '.dot@example.com',
  'two..dots@example.com',
  'no-domain@',
  'no-tld@example',
  'seller@example.c',
  ' seller@example.com',
  `${'a'.repeat(64)}@${'b'.repeat(180)}.example.com`,
  `${'a'.repeat(64)}@${'b'.repeat(200)}.example.com`,
];

const cases: [string, FieldRule, z.ZodType, string[]][] = [
  ['e-mail', emailRule, loginBodySchema.shape.email, emails],
  ['sign-in password', textRule(1024), loginBodySchema.shape.password, texts],
  ['login token', textRule(200, { isTrimmed: true }), loginTokenBodySchema.shape.loginToken, texts],
  ['new password', newPasswordRule, confirmForgotPasswordBodySchema.shape.password, texts],
  ['one-time password', otpRule, confirmForgotPasswordBodySchema.shape.otp, texts],
];

describe("the public pages' form rules", () => {
  for (const [name, rule, schema, values] of cases)
    it(`answer what the contract's schema answers: ${name}`, () => {
      for (const value of values) expect([value, rule(value)]).toEqual([value, schemaMessage(schema, value)]);
    });
});
