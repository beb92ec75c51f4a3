import { errorMessageKey, fieldErrorKey } from './error-message-key.ts';
import { ApiError } from './http.ts';
import { i18n } from './i18n.ts';
import { toast } from './toast.ts';

/** A message as a translation key and its values: for `toast.error(key, values)` or `t(key, values)`. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}

/**
 * The message of a failed call (spec 000 §8): the translated error code; for a request the server
 * refused as invalid, its first field error; a failure without an answer is the generic server error.
 */
export function apiErrorMessage(error: unknown): Message {
  if (!(error instanceof ApiError)) return { key: 'errors.serverError' };
  const first = error.errors[0];
  if (error.code === 'validationFailed' && first) {
    const field = first.field ?? '';
    return {
      key: 'errors.fieldIssue',
      values: {
        field: i18n.t(`fields.${field}`, { defaultValue: field }),
        message: i18n.t(fieldErrorKey(first)),
      },
    };
  }
  // Values the message names (eBay's own words for `ebayRefused`, spec 002 §8).
  const values = first?.params
    ? Object.fromEntries(Object.entries(first.params).map(([name, value]) => [name, String(value)]))
    : undefined;
  return { key: errorMessageKey(error.code), ...(values && { values }) };
}

/** Shows the message of a failed call as an error toast (the registration, address and password flows). */
export function toastApiError(error: unknown): void {
  const message = apiErrorMessage(error);
  toast.error(message.key, message.values);
}
