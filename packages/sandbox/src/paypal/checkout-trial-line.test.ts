import { describe, expect, it } from 'vitest';
import { pressCheckoutButton } from './testing/checkout-driver.ts';
import {
  monthlyPlan,
  plainSpaces,
  send,
  subscriptionRequest,
  usePaypalContractSandbox,
} from './testing/paypal-contract-harness.ts';

usePaypalContractSandbox();

/** A monthly plan that starts with one paid 14-day trial cycle, as the ranking packages do. */
function planWithTrial(productId: string) {
  const plan = monthlyPlan(productId);
  const regular = { ...plan.billing_cycles[0], sequence: 2 };
  const trial = {
    frequency: { interval_unit: 'DAY', interval_count: 14 },
    tenure_type: 'TRIAL',
    sequence: 1,
    total_cycles: 1,
    pricing_scheme: { fixed_price: { value: '1.19', currency_code: 'EUR' } },
  };
  return { ...plan, billing_cycles: [trial, regular] };
}

describe('the approval page of a plan with a paid trial', () => {
  it('says the trial is paid once, not every 14 days, in German and English', async () => {
    const product = await send('products.create', '/v1/catalogs/products', {
      id: 'baylytics-trial',
      name: 'Baylytics',
      description: 'eBay seller analytics',
      type: 'SERVICE',
    });
    const plan = await send(
      'plans.create',
      '/v1/billing/plans',
      planWithTrial((product.body as { id: string }).id),
    );
    const planId = (plan.body as { id: string }).id;
    for (const [locale, once, recurring] of [
      ['de-DE', 'Testzeitraum: 14 Tage für 1,19 €', '1,19 € alle 14 Tage'],
      ['en-GB', 'Trial: 14 days for €1.19', '€1.19 every 14 days'],
    ] as const) {
      const created = await send(
        'subscriptions.create',
        '/v1/billing/subscriptions',
        subscriptionRequest(planId, locale),
      );
      const approve = (created.body as { links: { rel: string; href: string }[] }).links.find(
        (l) => l.rel === 'approve',
      );
      const page = plainSpaces(
        (await pressCheckoutButton(approve?.href ?? '', locale === 'de-DE' ? 'Abbrechen' : 'Cancel')).page,
      );
      expect(page).toContain(once);
      expect(page).not.toContain(recurring);
    }
  });
});
