import { PaypalError, type PaypalErrorKind } from './paypal-error.ts';
import { errorAnswer } from './paypal-wire.ts';

function kindOf(status: number): PaypalErrorKind {
  if (status === 401) return 'authentication';
  if (status === 404) return 'notFound';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'rejected';
}

/** Turns a non-2xx answer into a PaypalError, keeping PayPal's name, issue codes and debug id. */
export async function readFailure(response: Response, operation: string, attempts = 1): Promise<PaypalError> {
  const text = await response.text().catch(() => '');
  let body: ReturnType<typeof errorAnswer.parse> = {};
  try {
    body = errorAnswer.parse(JSON.parse(text));
  } catch {
    // Not PayPal's error shape (a proxy's HTML page, an empty body): the status alone has to do.
  }
  const paypalName = body.name ?? body.error;
  const message = body.message ?? body.error_description ?? response.statusText;
  return new PaypalError(
    kindOf(response.status),
    `${response.status} ${paypalName ?? ''} ${message}`.trim(),
    {
      operation,
      status: response.status,
      ...(paypalName ? { paypalName } : {}),
      ...(body.details ? { issues: body.details.map((detail) => detail.issue) } : {}),
      ...(body.debug_id ? { debugId: body.debug_id } : {}),
      attempts,
    },
  );
}
