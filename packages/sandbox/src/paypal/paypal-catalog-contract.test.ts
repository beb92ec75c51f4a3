import { describe, expect, it } from 'vitest';
import {
  call,
  credentials,
  expectFits,
  monthlyPlan,
  requestToken,
  sandbox,
  send,
  spec,
  usePaypalContractSandbox,
} from './testing/paypal-contract-harness.ts';

usePaypalContractSandbox();

describe('PayPal stand-in: tokens, products and plans, held to PayPal’s OpenAPI documents', () => {
  let productId: string;
  let planId: string;

  it('issues client-credentials tokens and refuses wrong credentials in the OAuth error shape', async () => {
    const token = await requestToken(credentials.clientId, credentials.clientSecret);
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', expires_in: 32_400 });
    for (const field of ['access_token', 'app_id', 'scope', 'nonce'])
      expect(token.body[field]).toEqual(expect.any(String));

    expect(await requestToken(credentials.clientId, 'wrong')).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    });
    expect(
      (await requestToken(credentials.clientId, credentials.clientSecret, 'grant_type=password')).status,
    ).toBe(400);
  });

  it('refuses /v1 calls without a valid Bearer token with PayPal’s 401', async () => {
    const missing = await call('GET', '/v1/catalogs/products/ANYTHING', undefined, { authorization: '' });
    const wrong = await call('GET', '/v1/billing/plans/P-1', undefined, { authorization: 'Bearer forged' });
    expect([missing.status, wrong.status]).toEqual([401, 401]);
    expectFits(spec.response('products.get', 401), missing.body);
    expectFits(spec.response('plans.get', 401), wrong.body);
  });

  it('creates and reads catalog products', async () => {
    const request = {
      id: 'baylytics-ranking',
      name: 'Baylytics',
      description: 'eBay seller analytics',
      type: 'SERVICE',
    };
    const created = await send('products.create', '/v1/catalogs/products', request);
    expect(created.status).toBe(201);
    expectFits(spec.response('products.create', 201), created.body);
    productId = (created.body as { id: string }).id;
    expect(productId).toBe('baylytics-ranking');

    const read = await call('GET', `/v1/catalogs/products/${productId}`);
    expect(read.status).toBe(200);
    expectFits(spec.response('products.get', 200), read.body);
    expect(read.body).toMatchObject({ name: 'Baylytics', type: 'SERVICE' });

    const generated = await send('products.create', '/v1/catalogs/products', {
      name: 'Video',
      type: 'DIGITAL',
    });
    expect((generated.body as { id: string }).id).toMatch(/^PROD-/);

    const missing = await call('GET', '/v1/catalogs/products/NO-SUCH-PRODUCT');
    expect(missing.status).toBe(404);
    expectFits(spec.response('products.get', 404), missing.body);

    const duplicate = await send('products.create', '/v1/catalogs/products', request);
    expect(duplicate.status).toBe(422);
    expectFits(spec.response('products.create', 422), duplicate.body);

    const prefixed = await call('POST', '/v1/catalogs/products', {
      id: 'PROD-MINE',
      name: 'x',
      type: 'SERVICE',
    });
    expect(prefixed.status).toBe(400);
    expectFits(spec.response('products.create', 400), prefixed.body);
  });

  it('creates and reads billing plans, and refuses broken ones as PayPal does', async () => {
    const created = await send('plans.create', '/v1/billing/plans', monthlyPlan(productId));
    expect(created.status).toBe(201);
    expectFits(spec.response('plans.create', 201), created.body);
    planId = (created.body as { id: string }).id;

    const read = await call('GET', `/v1/billing/plans/${planId}`);
    expect(read.status).toBe(200);
    expectFits(spec.response('plans.get', 200), read.body);
    expect(read.body).toMatchObject({ status: 'ACTIVE', product_id: productId, taxes: { percentage: '19' } });

    const trialPlan = {
      ...monthlyPlan(productId),
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'TRIAL',
          sequence: 1,
          total_cycles: 1,
        },
        { ...monthlyPlan(productId).billing_cycles[0], sequence: 2 },
      ],
      payment_preferences: { setup_fee: { value: '5.00', currency_code: 'EUR' } },
    };
    const trial = await send('plans.create', '/v1/billing/plans', trialPlan);
    expect(trial.status).toBe(201);
    expectFits(spec.response('plans.create', 201), trial.body);

    const { name: _name, ...nameless } = monthlyPlan(productId);
    const invalid = await call('POST', '/v1/billing/plans', nameless);
    expect(invalid.status).toBe(400);
    expectFits(spec.response('plans.create', 400), invalid.body);
    expect(invalid.body).toMatchObject({
      details: [{ field: '/name', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });

    const trialOnly = { ...trialPlan, billing_cycles: [trialPlan.billing_cycles[0]] };
    const unprocessable = await send('plans.create', '/v1/billing/plans', trialOnly);
    expect(unprocessable.status).toBe(422);
    expectFits(spec.response('plans.create', 422), unprocessable.body);

    const missing = await call('GET', '/v1/billing/plans/P-NOSUCHPLAN');
    expect(missing.status).toBe(404);
    expectFits(spec.response('plans.get', 404), missing.body);
  });

  it('answers injected faults in PayPal’s error shapes, then serves again', async () => {
    sandbox.injectFault({ status: 500, count: 1, path: '/v1/billing/plans' });
    const failed = await call('GET', `/v1/billing/plans/${planId}`);
    expect(failed.status).toBe(500);
    expectFits(spec.response('plans.get', 500), failed.body);
    expect((await call('GET', `/v1/billing/plans/${planId}`)).status).toBe(200);

    const control = await fetch(`${sandbox.url}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 429, count: 1, retryAfterSeconds: 2 }),
    });
    expect(control.status).toBe(201);
    const limited = await call('GET', `/v1/billing/plans/${planId}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.body).toMatchObject({ name: 'RATE_LIMIT_REACHED', debug_id: expect.any(String) });

    sandbox.injectFault({ status: 503, count: 1 });
    const unavailable = await call('GET', `/v1/catalogs/products/${productId}`);
    expect(unavailable.status).toBe(503);
    expectFits(spec.response('products.get', 503), unavailable.body);
  });
});
