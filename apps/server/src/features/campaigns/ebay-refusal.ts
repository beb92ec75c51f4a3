import { EbayError } from '../../integrations/ebay/ebay-error.ts';
import type { BulkOutcome } from '../../integrations/ebay/marketing-types.ts';
import { AppError } from '../../kernel/errors.ts';
import { toAppError } from '../marketplace/public.ts';

/** eBay's refusal as the seller sees it (spec 002 §8): the first error's message, passed on as eBay wrote it. */
function refused(errorId: string, ebayMessage: string): AppError {
  return new AppError('ebayRefused', [{ message: 'ebayRefused', params: { ebayMessage, errorId } }]);
}

/** For `.catch`: a request eBay refused becomes `ebayRefused`; a consent to repeat or an outage as elsewhere. */
export function ebayRefusal(error: unknown): never {
  if (error instanceof EbayError && (error.kind === 'rejected' || error.kind === 'notFound')) {
    const [first] = error.ebayErrors;
    if (first) throw refused(first.code, first.shortMessage ?? first.message);
  }
  throw toAppError(error);
}

/** The first refused entry of a bulk answer, as `ebayRefused`; null when every entry went through. */
export function firstRefusal(outcomes: BulkOutcome[]): AppError | null {
  const first = outcomes.flatMap((outcome) => outcome.errors)[0];
  return first ? refused(first.code, first.message) : null;
}
