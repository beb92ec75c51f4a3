import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cancellationReasonLabel } from './cancellation-reason-label.ts';

const labels: Record<string, string> = {
  'billing.cancellationReasons.tooExpensive': 'Zu teuer',
  'billing.cancellationReasons.other': 'Anderer Grund',
  'billing.cancellationReasons.provider': 'Bei PayPal beendet',
};
const t = ((key: string) => labels[key] ?? key) as TFunction;

describe('cancellationReasonLabel', () => {
  it('translates a reason code and the provider ending', () => {
    expect(cancellationReasonLabel(t, 'tooExpensive')).toBe('Zu teuer');
    expect(cancellationReasonLabel(t, 'provider')).toBe('Bei PayPal beendet');
  });

  it("shows 'other' with the user's own words", () => {
    expect(cancellationReasonLabel(t, 'other: Nur ausprobiert')).toBe('Anderer Grund: Nur ausprobiert');
  });

  it('shows nothing without a reason, and an unknown stored reason as it is', () => {
    expect(cancellationReasonLabel(t, null)).toBe('');
    expect(cancellationReasonLabel(t, 'legacy text')).toBe('legacy text');
  });
});
