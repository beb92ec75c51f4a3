import { ApiError } from '../../app/http.ts';
import { errorMessageKey } from '../../app/toast.ts';

/** The message key for a failed sign-in: server failures read as the generic server error (spec 000 §8). */
export function signInErrorKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return 'errors.serverError';
  return errorMessageKey(error.code);
}
