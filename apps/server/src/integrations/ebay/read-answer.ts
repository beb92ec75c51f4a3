import type { z } from 'zod';
import { EbayError } from './ebay-error.ts';

/** Where a rejected answer is reported; the server's pino logger fits. Never given a token. */
export interface EbayLogger {
  error(details: object, message: string): void;
}

/**
 * Checks a parsed answer against the schema of what we read from it; a malformed answer is logged with
 * its problems (paths and rules, not the values, which may hold personal data) and rejected.
 */
export function checkAnswer<T>(
  schema: z.ZodType<T>,
  value: unknown,
  context: { operation: string; status: number; logger: EbayLogger | undefined },
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 10)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  context.logger?.error(
    { operation: context.operation, status: context.status, problems },
    'eBay answer rejected: it does not have the documented shape',
  );
  throw new EbayError('invalidAnswer', `unexpected answer (${problems.join('; ')})`, {
    operation: context.operation,
    status: context.status,
  });
}

/** Reads a JSON answer and checks it; a body that is not JSON is an invalid answer too. */
export async function readJsonAnswer<T>(
  response: Response,
  schema: z.ZodType<T>,
  context: { operation: string; logger: EbayLogger | undefined },
): Promise<T> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    context.logger?.error(
      { operation: context.operation, status: response.status },
      'eBay answer is not JSON',
    );
    throw new EbayError(
      'invalidAnswer',
      'answer is not JSON',
      { operation: context.operation, status: response.status },
      { cause: error },
    );
  }
  return checkAnswer(schema, json, { ...context, status: response.status });
}
