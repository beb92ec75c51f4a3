import type { FieldError } from '@baylytics/contract/envelope';
import { ApiError } from './http.ts';
import { i18n } from './i18n.ts';

/** The translation key for an error code from the API; unknown codes read as the generic server error. */
export function errorMessageKey(code: string): string {
  return i18n.exists(`errors.${code}`) ? `errors.${code}` : 'errors.serverError';
}

/**
 * The server names the zod issue of a field (`too_small`, `invalid_format`, …) or a rule of its own (an error
 * code, or a key of a feature's catalogue such as `keywordLists.listFull`); this is its message here.
 */
export function fieldErrorKey(entry: FieldError): string {
  if (entry.message === 'too_small')
    return entry.params?.minimum === 1 ? 'validation.required' : 'validation.minLength';
  if (entry.message === 'too_big') return 'validation.maxLength';
  if (entry.message === 'invalid_format' && entry.params?.format === 'email') return 'validation.email';
  if (i18n.exists(`errors.${entry.message}`)) return `errors.${entry.message}`;
  return entry.message.includes('.') && i18n.exists(entry.message) ? entry.message : 'validation.invalid';
}

/** The message key of a failed sign-in or public call: server failures read as the generic server error (spec 000 §8). */
export function failureMessageKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return 'errors.serverError';
  return errorMessageKey(error.code);
}
