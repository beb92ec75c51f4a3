import { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { maxDatabaseId, text } from './primitives.ts';

/** One error entry: a translation key, optionally the field it belongs to and values for the text. */
export const fieldErrorSchema = z.object({
  field: text().optional().describe('Request field the error is about, dotted path'),
  message: text().describe('Translation key of the message'),
  params: z.record(text(), z.union([text(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The answer envelope of every call: `{ statusCode, data, total?, message?, errors? }`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.number().int(),
    data,
    total: z.number().int().optional().describe('Total rows of a list, across all pages'),
    message: text().optional(),
  });
}

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  data: z.null(),
  message: text().describe('Error code, also the translation key of the message'),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = Omit<z.infer<typeof errorEnvelopeSchema>, 'message'> & { message: ErrorCode };

/** The list conventions shared by every table (ENGINEERING.md §4). */
export function listQueryOf<const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaults: { pageSize: number; orderBy: S[number]; direction?: 'asc' | 'desc' },
) {
  return z.object({
    pageIndex: z.coerce.number().int().min(1).max(maxDatabaseId).default(1).describe('1-based page number'),
    pageSize: z.coerce.number().int().min(1).max(10_000).default(defaults.pageSize),
    orderBy: z.enum(sortable).default(defaults.orderBy),
    direction: z.enum(['asc', 'desc']).default(defaults.direction ?? 'asc'),
  });
}
