import { z } from 'zod';
import './validation-messages.ts';

/**
 * The body a contract call takes: the schema a form derives its own from with `.pick`, `.extend` or `.refine`,
 * so no rule is written twice.
 */
export function bodySchemaOf<B extends z.ZodType>(call: { method: string; path: string; body?: B }): B {
  if (!call.body) throw new Error(`${call.method} ${call.path} takes no body`);
  return call.body;
}

/** The query a contract call takes, for a form that fills it (see `bodySchemaOf`). */
export function querySchemaOf<Q extends z.ZodType>(call: { method: string; path: string; query?: Q }): Q {
  if (!call.query) throw new Error(`${call.method} ${call.path} takes no query`);
  return call.query;
}

const digits = /^\d+$/;

/**
 * A text box for what the contract takes as a number (an item number): required, digits only, and a number
 * the contract's rule accepts. The value stays text, as typed; `message`, when given, is what an empty or
 * non-numeric box says, and a number the rule refuses says the rule's own message when it has one (e.g.
 * `validation.itemNumber`: 12 digits), else `message` too.
 */
export function numberTextSchema(rule: z.ZodType, message?: string) {
  const error = message === undefined ? undefined : { error: message };
  return z
    .string()
    .trim()
    .min(1, error)
    .regex(digits, error)
    .superRefine((text, context) => {
      const checked = rule.safeParse(Number(text));
      if (checked.success) return;
      const ruleMessage = checked.error.issues[0]?.message;
      const isOwnMessage = ruleMessage !== undefined && ruleMessage !== 'validation.invalid';
      context.addIssue({
        code: 'custom',
        message: isOwnMessage ? ruleMessage : (message ?? 'validation.invalid'),
      });
    });
}

/** A picker (a select) whose options are numbers as text, e.g. a site id; nothing picked reads as required. */
export function pickedNumberSchema(rule: z.ZodType) {
  return z
    .string()
    .nullable()
    .refine((text) => text !== null && digits.test(text) && rule.safeParse(Number(text)).success, {
      error: 'validation.required',
    });
}
