import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodySchemaOf, numberTextSchema, pickedNumberSchema } from './request-schemas.ts';
import { configureValidationMessages } from './validation-messages.ts';

configureValidationMessages();

const itemNumber = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const site = z.coerce.number().refine((id) => [77, 0, 3].includes(id));
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('numberTextSchema', () => {
  it("takes the digits the contract's number accepts, as text", () => {
    expect(numberTextSchema(itemNumber).parse(' 123456 ')).toBe('123456');
    expect(messageOf(numberTextSchema(itemNumber), '')).toBe('validation.required');
    for (const text of ['12a', '1e3', '-5', '0', '99999999999999999999'])
      expect(messageOf(numberTextSchema(itemNumber), text)).toBe('validation.invalid');
  });
});

describe('pickedNumberSchema', () => {
  it('asks for a pick, and only an option the contract knows', () => {
    expect(pickedNumberSchema(site).parse('0')).toBe('0');
    expect(messageOf(pickedNumberSchema(site), null)).toBe('validation.required');
    expect(messageOf(pickedNumberSchema(site), '5')).toBe('validation.required');
  });
});

describe('bodySchemaOf', () => {
  it("answers the call's body and refuses a call without one", () => {
    const body = z.object({ name: z.string() });
    expect(bodySchemaOf({ method: 'POST', path: '/lists', body })).toBe(body);
    expect(() => bodySchemaOf({ method: 'GET', path: '/lists' })).toThrow('GET /lists takes no body');
  });
});
