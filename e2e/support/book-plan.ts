import { pressCheckoutButton } from '@baylytics/sandbox/paypal/testing/checkout-driver';
import type { APIRequestContext } from '@playwright/test';
import { type Buyer, dataOf } from './paypal-buyer.ts';

/**
 * Books a package for a number of months through the API and the PayPal stand-in's approval page. Ranking
 * packages start with a trial (role BGTest) unless booked with the seeded promo code OHNE-TEST, which opens
 * their versions without one.
 */
export async function bookPlanByApi(
  request: APIRequestContext,
  buyer: Buyer,
  parentPlanName: 'Bronze' | 'Silver' | 'Gold' | 'Platinum',
  months: 1 | 3 | 6 | 12,
  options: { withoutTrial?: boolean } = {},
): Promise<void> {
  const headers = { authorization: `Bearer ${buyer.token}` };
  const plans = await dataOf<{ id: number; numberOfMonth: number; trial: number }[]>(
    await request.get(
      `/api/order/available-plans?parentPlanName=${parentPlanName}${options.withoutTrial ? '&promoCode=OHNE-TEST' : ''}`,
      { headers },
    ),
  );
  const plan = plans.find(
    (candidate) => candidate.numberOfMonth === months && (!options.withoutTrial || candidate.trial === 0),
  );
  if (!plan) throw new Error(`no ${parentPlanName} plan for ${months} months`);
  const { redirectUrl } = await dataOf<{ redirectUrl: string }>(
    await request.post('/api/paypal', { headers, data: { planId: plan.id } }),
  );
  const approved = await pressCheckoutButton(redirectUrl, 'Zustimmen');
  const subscriptionId = new URL(approved.location ?? '').searchParams.get('token');
  await dataOf(await request.get(`/api/paypal/complete?token=${subscriptionId}`, { headers }));
}
