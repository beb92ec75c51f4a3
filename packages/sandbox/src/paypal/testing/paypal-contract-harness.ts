// The PayPal stand-in's contract tests: a stand-in on its own port with a webhook receiver, and requests whose
// bodies and answers are checked against PayPal's published OpenAPI documents, so the stand-in cannot drift
// from the real service unnoticed.
import { afterAll, beforeAll, expect } from 'vitest';
import { loadPaypalOpenApi, type SchemaCheck } from '../openapi-schemas.ts';
import { type PaypalSandbox, startPaypalSandbox } from '../start-paypal-sandbox.ts';
import type { WebhookDelivery } from '../webhook-sender.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

export const spec = loadPaypalOpenApi();
export const credentials = { clientId: 'contract-client', clientSecret: 'contract-secret' };
export const webhookId = 'CONTRACTWEBHOOK1';
export let clock = new Date('2026-01-31T10:00:00Z');
export let sandbox: PaypalSandbox;
export let receiver: WebhookReceiver;
export let accessToken: string;
export const deliveries: WebhookDelivery[] = [];

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export function expectFits(check: SchemaCheck, value: unknown): void {
  expect(check(value)).toEqual([]);
}

export async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  } as Answer;
}

/** Sends a documented write after checking its body against PayPal's request schema. */
export async function send(
  operationId: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  // verify-webhook-signature hands back the event PayPal sent, read-only fields and all.
  const isEcho = operationId === 'verify-webhook-signature.post';
  expectFits(spec.request(operationId, { isEcho }), body);
  return call('POST', path, body, headers);
}

/** Moves the stand-in's clock; tokens expire by that clock, so a fresh one is fetched. */
export async function setClock(time: string): Promise<void> {
  clock = new Date(time);
  const token = await requestToken(credentials.clientId, credentials.clientSecret);
  accessToken = String(token.body.access_token);
}

/** Intl separates amount and currency with a no-break space; compare with plain spaces. */
export const plainSpaces = (text: string) => text.replaceAll('\u00a0', ' ');

export async function requestToken(id: string, secret: string, form = 'grant_type=client_credentials') {
  const response = await fetch(`${sandbox.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const monthlyPlan = (productId: string) => ({
  product_id: productId,
  name: 'Silber monatlich',
  description: 'Silver, billed monthly',
  status: 'ACTIVE',
  billing_cycles: [
    {
      frequency: { interval_unit: 'MONTH', interval_count: 1 },
      tenure_type: 'REGULAR',
      sequence: 1,
      total_cycles: 0,
      pricing_scheme: { fixed_price: { value: '9.99', currency_code: 'EUR' } },
    },
  ],
  payment_preferences: {
    auto_bill_outstanding: true,
    setup_fee_failure_action: 'CANCEL',
    payment_failure_threshold: 3,
  },
  taxes: { percentage: '19', inclusive: true },
});

export const subscriptionRequest = (planId: string, locale: string) => ({
  plan_id: planId,
  custom_id: 'agreement-42',
  subscriber: { email_address: 'seller@example.com', name: { given_name: 'Silke', surname: 'Silber' } },
  application_context: {
    brand_name: 'Baylytics',
    locale,
    user_action: 'SUBSCRIBE_NOW',
    return_url: 'https://app.example.com/billing/return?plan=silver',
    cancel_url: 'https://app.example.com/billing/cancel',
  },
});

/** Starts the stand-in and the webhook receiver before the file's tests, with a token, and stops them after. */
export function usePaypalContractSandbox(): void {
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startPaypalSandbox({
      port: 0,
      ...credentials,
      webhookId,
      webhookUrl: receiver.url,
      now: () => clock,
      webhookRetryDelaysMs: [5, 10],
      onWebhookDelivery: (delivery) => deliveries.push(delivery),
    });
    const token = await requestToken(credentials.clientId, credentials.clientSecret);
    accessToken = String(token.body.access_token);
  });

  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });
}
