/**
 * What the log may hold of requests and errors: no secret token in a URL, no value a failed query carried
 * (names, streets, phone numbers, tokens), only the fields of an error that describe what went wrong.
 */

/** Query-string keys whose values are secrets or one-time codes. */
const secretQueryKeys = new Set([
  'token',
  'code',
  'state',
  'challenge_code',
  'logintoken',
  'password',
  'otp',
]);
/** Path parts followed by a secret: `/api/auth/verify-email/<token>`. */
const secretPathPattern = /(\/verify-email\/)[^/?#]+/gi;
const redacted = '[redacted]';

/** The URL with every secret path part and query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    secretPathPattern,
    `$1${redacted}`,
  );
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [key = '', ...value] = pair.split('=');
      const name = safeDecode(key).toLowerCase();
      return value.length > 0 && secretQueryKeys.has(name) ? `${key}=${redacted}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Drizzle's and similar messages end with the query's values (`\nparams: …`): they are cut off. */
export function withoutQueryParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]');
}

/** Fields of an error that say what failed without carrying data: PostgreSQL's, eBay's and PayPal's. */
const describingFields = [
  'code',
  'statusCode',
  'kind',
  'operation',
  'status',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'attempts',
  'debugId',
  'paypalName',
  'issues',
] as const;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** An error as the log records it: type, message and stack without query values, describing fields, cause. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: withoutQueryParameters(String(error)), stack: '' };
  const fields: LoggedError = {
    type: error.name,
    message: withoutQueryParameters(error.message),
    stack: withoutQueryParameters(error.stack ?? ''),
  };
  const source = error as unknown as Record<string, unknown>;
  for (const key of describingFields) if (source[key] !== undefined) fields[key] = source[key];
  if (error.cause !== undefined && depth < 5) fields.cause = serializeError(error.cause, depth + 1);
  return fields;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

/** A request as the log records it (Fastify's default fields, the URL without secrets). */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}

/** Paths of logged objects pino replaces, whatever their value. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.loginToken',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.otp',
  '*.code',
];

/** The app's logger settings at a level: secrets redacted, requests and errors serialized as above. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: redactedLogPaths,
    serializers: { req: serializeRequest, err: (error: unknown) => serializeError(error) },
  };
}
