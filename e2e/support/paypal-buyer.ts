import { randomBytes } from 'node:crypto';
import { pressCheckoutButton } from '@baylytics/sandbox/paypal/testing/checkout-driver';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Every test books with an account of its own: tests run in parallel on one database, and a booking
 * changes the roles of the account that makes it.
 */
export interface Buyer {
  email: string;
  password: string;
  /** Session token of the API calls that set the account up. */
  token: string;
}

type Envelope<T> = { data: T };

export async function dataOf<T>(response: {
  ok(): boolean;
  json(): Promise<unknown>;
  url(): string;
}): Promise<T> {
  expect(response.ok(), `${response.url()} answered an error`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** The verification link's token, read from the demo mailbox as a newcomer would. */
async function verificationToken(request: APIRequestContext, email: string): Promise<string> {
  let mailId: string | undefined;
  await expect
    .poll(async () => {
      const mails = await dataOf<{ id: string; kind: string }[]>(
        await request.get(`/api/demo/mailbox?to=${encodeURIComponent(email)}`),
      );
      mailId = mails.find((mail) => mail.kind === 'verifyEmail')?.id;
      return mailId;
    })
    .toBeTruthy();
  const mail = await dataOf<{ text: string }>(await request.get(`/api/demo/mailbox/${mailId}`));
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no verification link in: ${mail.text}`);
  return token;
}

/** Registers, verifies and completes a German billing address through the API: an account ready to buy. */
export async function newBuyer(request: APIRequestContext, label: string): Promise<Buyer> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const email = `e2e-billing-${label}-${id}@example.com`;
  const password = `Pw-${id}-2026`;
  await dataOf(
    await request.post('/api/bayuser', {
      data: { firstName: 'Berta', lastName: 'Billing', phone: '+49 30 1234567', email, password },
    }),
  );
  const verified = await dataOf<{ token: string }>(
    await request.put(`/api/auth/verify-email/${await verificationToken(request, email)}`),
  );
  const headers = { authorization: `Bearer ${verified.token}` };
  const countries = await dataOf<{ id: number; iso: string }[]>(await request.get('/api/country'));
  const germany = countries.find((country) => country.iso === 'DE');
  if (!germany) throw new Error('no country DE');
  await dataOf(
    await request.put('/api/auth/complete-address', {
      headers,
      data: {
        company: 'Billing Handel GmbH',
        salutation: 'Mrs',
        firstName: 'Berta',
        lastName: 'Billing',
        street: 'Kassenweg 1',
        city: 'Berlin',
        postalCode: '10115',
        countryId: germany.id,
      },
    }),
  );
  return { email, password, token: verified.token };
}

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

/** Books Silver for 3 months through the API and the stand-in's approval page, as the browser flow does. */
export function bookSilverByApi(request: APIRequestContext, buyer: Buyer): Promise<void> {
  return bookPlanByApi(request, buyer, 'Silver', 3);
}

export async function signIn(page: Page, buyer: Buyer): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill(buyer.email);
  await page.getByLabel(/^Passwort/).fill(buyer.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}
