import { EbayError, EbayReconsentRequired } from '../../integrations/ebay/ebay-error.ts';
import { AppError } from '../../kernel/errors.ts';

/**
 * What the seller is told when eBay fails us: a consent to repeat, or 'try again later'. Anything else is
 * rethrown as is and becomes a 500 with no detail (and a log entry).
 */
export function toAppError(error: unknown): unknown {
  if (error instanceof EbayReconsentRequired) return new AppError('ebayReconsentRequired');
  if (error instanceof EbayError) {
    if (error.kind === 'unavailable') return new AppError('serviceUnavailable');
    if (error.kind === 'rejected' && error.ebayErrors.some((e) => e.code === 'invalid_grant'))
      return new AppError('ebayConsentRejected');
  }
  return error;
}
