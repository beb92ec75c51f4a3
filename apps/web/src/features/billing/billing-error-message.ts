import { apiErrorMessage, type Message } from '../../app/api-error-message.ts';
import { ApiError } from '../../app/http.ts';
import { i18n } from '../../app/i18n.ts';
import { toast } from '../../app/toast.ts';

/**
 * The message of a failed billing call: the billing catalogue's own text for its codes
 * (`billing.errors.<code>`), otherwise the app's shared error message (`errors.<code>` or the first field error).
 */
export function billingErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && i18n.exists(`billing.errors.${error.code}`))
    return { key: `billing.errors.${error.code}` };
  return apiErrorMessage(error);
}

/** Shows the message of a failed billing call as an error toast (purchase, invoice download and e-mail). */
export function toastBillingError(error: unknown): void {
  const message = billingErrorMessage(error);
  toast.error(message.key, message.values);
}
