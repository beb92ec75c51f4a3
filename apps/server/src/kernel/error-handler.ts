import type { FieldError } from '@baylytics/contract/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import { PaypalError } from '../integrations/paypal/paypal-error.ts';
import { AppError } from './errors.ts';

/** One place turns every failure into the error envelope; details of 5xx stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const outside = outsideFailure(error);
    if (outside) {
      // eBay or PayPal knows nothing of what the caller named, or cannot answer now: the caller's answer, not ours.
      request.log.warn({ err: error }, 'outside service refused');
      return reply
        .status(outside.statusCode)
        .send({ statusCode: outside.statusCode, data: null, message: outside.code });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        data: null,
        message: error.code,
        ...(error.errors && { errors: error.errors }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined,
        // fastify-type-provider-zod 7 puts the Zod issue code in `keyword` and its details in `params`.
        message: issue.keyword,
        params: issueParams(issue.params),
      }));
      return reply.status(400).send({ statusCode: 400, data: null, message: 'validationFailed', errors });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ statusCode: 413, data: null, message: 'requestTooLarge' });
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, data: null, message: 'serverError' });
    }
    // Fastify's own client errors (malformed JSON, wrong content type).
    return reply.status(status).send({ statusCode: status, data: null, message: 'validationFailed' });
  });
}

/** A failure of eBay or PayPal that is the caller's answer: what they named does not exist, or try again later. */
function outsideFailure(error: unknown): AppError | null {
  if (!(error instanceof EbayError) && !(error instanceof PaypalError)) return null;
  if (error.kind === 'notFound') return new AppError('notFound');
  if (error.kind === 'unavailable') return new AppError('serviceUnavailable');
  return null;
}

function issueParams(issue: Record<string, unknown>): Record<string, string | number> | undefined {
  const params: Record<string, string | number> = {};
  for (const key of ['minimum', 'maximum', 'format', 'expected'] as const) {
    const value = issue[key];
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    if (typeof value === 'bigint') params[key] = Number(value);
  }
  return Object.keys(params).length ? params : undefined;
}
