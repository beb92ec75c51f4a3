import { cancellationReasons } from '@baylytics/contract/billing';
import type { TFunction } from 'i18next';

// The server stores the reason code, 'other: <the user's text>', or 'provider' when PayPal ended the subscription.
const otherPrefix = 'other: ';

/** A stored cancellation reason in the user's language. */
export function cancellationReasonLabel(t: TFunction, reason: string | null): string {
  if (!reason) return '';
  if (reason.startsWith(otherPrefix))
    return `${t('billing.cancellationReasons.other')}: ${reason.slice(otherPrefix.length)}`;
  if ((cancellationReasons as readonly string[]).includes(reason) || reason === 'provider')
    return t(`billing.cancellationReasons.${reason}`);
  return reason;
}
