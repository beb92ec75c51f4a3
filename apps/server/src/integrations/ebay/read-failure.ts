import { z } from 'zod';
import { EbayError, type EbayErrorEntry, type EbayErrorKind } from './ebay-error.ts';

// eBay's REST error body (`errors[]`) and the OAuth one (`error`, `error_description`).
const restErrors = z.object({
  errors: z
    .array(
      z.object({
        errorId: z.union([z.number(), z.string()]).optional(),
        message: z.string().optional(),
        longMessage: z.string().optional(),
      }),
    )
    .optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export function kindOfStatus(status: number): EbayErrorKind {
  if (status === 401) return 'authentication';
  if (status === 404) return 'notFound';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'rejected';
}

/** Turns a non-2xx answer into an EbayError, keeping eBay's error ids and messages. */
export async function readFailure(response: Response, operation: string, attempts = 1): Promise<EbayError> {
  const text = await response.text().catch(() => '');
  let entries: EbayErrorEntry[] = [];
  try {
    const body = restErrors.parse(JSON.parse(text));
    entries = (body.errors ?? []).map((e) => ({
      code: String(e.errorId ?? ''),
      message: e.longMessage ?? e.message ?? '',
      ...(e.message !== undefined && { shortMessage: e.message }),
    }));
    if (body.error) entries.push({ code: body.error, message: body.error_description ?? '' });
  } catch {
    // Not eBay's error shape (a proxy's HTML page, an empty body): the status alone has to do.
  }
  const summary = entries.map((e) => `${e.code} ${e.message}`.trim()).join('; ') || response.statusText;
  return new EbayError(kindOfStatus(response.status), `${response.status} ${summary}`.trim(), {
    operation,
    status: response.status,
    ebayErrors: entries,
    attempts,
  });
}
