import type { z } from 'zod';
import { type PaypalErrorDetail, paypalFailures } from './paypal-failure.ts';

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current = body;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Parses a request body or throws PayPal's 400 with one detail per problem, the field named by its JSON
 * pointer as PayPal does. Issues and descriptions are the exact strings PayPal's schemas list.
 */
export function parseRequest<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  if (body === undefined || body === null) {
    throw paypalFailures.invalidRequest([
      { issue: 'MISSING_REQUEST_BODY', description: 'Request body is missing.' },
    ]);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details: PaypalErrorDetail[] = parsed.error.issues.map((issue) => {
    const value = valueAt(body, issue.path);
    const isMissing = value === undefined;
    if (issue.code === 'too_big' && typeof value === 'string') {
      return {
        field: `/${issue.path.map(String).join('/')}`,
        location: 'body',
        issue: 'INVALID_STRING_MAX_LENGTH',
        description: 'The value of a field is too long.',
      };
    }
    return {
      field: `/${issue.path.map(String).join('/')}`,
      location: 'body',
      issue: isMissing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
      description: isMissing ? 'A required field is missing.' : 'The value of a field is invalid.',
    };
  });
  throw paypalFailures.invalidRequest(details);
}
