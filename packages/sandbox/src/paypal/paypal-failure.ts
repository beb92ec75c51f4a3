import { paypalIds } from './paypal-ids.ts';

export interface PaypalErrorDetail {
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query';
  issue: string;
  description?: string;
}

/**
 * A request the stand-in refuses, carried to the one error handler. Names and messages are the exact
 * strings of PayPal's published error schemas, so the contract tests can hold the stand-in to them.
 */
export class PaypalFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.name ?? body.error));
  }
}

function restError(statusCode: number, name: string, message: string, details?: PaypalErrorDetail[]) {
  const body: Record<string, unknown> = { name, message, debug_id: paypalIds.debug() };
  if (details?.length) body.details = details;
  body.links = [
    {
      href: `https://developer.paypal.com/docs/api/v1/billing/subscriptions#error-${name}`,
      rel: 'information_link',
      method: 'GET',
    },
  ];
  return new PaypalFailure(statusCode, body);
}

export const paypalFailures = {
  invalidRequest: (details: PaypalErrorDetail[]) =>
    restError(
      400,
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
      details,
    ),
  authentication: () =>
    restError(
      401,
      'AUTHENTICATION_FAILURE',
      'Authentication failed due to missing authorization header, or invalid authentication credentials.',
    ),
  notFound: (id: string) =>
    restError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
      {
        field: 'id',
        value: id,
        location: 'path',
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ]),
  unprocessable: (issue: string, description: string) =>
    restError(
      422,
      'UNPROCESSABLE_ENTITY',
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
      [{ issue, description }],
    ),
  internal: () => restError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.'),
  unavailable: () => restError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable.'),
  rateLimited: () => restError(429, 'RATE_LIMIT_REACHED', 'Too many requests. Blocked due to rate limiting.'),
  /** The OAuth endpoint answers in the OAuth 2 error shape, not the REST one. */
  oauth: (statusCode: number, error: string, description: string) =>
    new PaypalFailure(statusCode, { error, error_description: description }),
};
