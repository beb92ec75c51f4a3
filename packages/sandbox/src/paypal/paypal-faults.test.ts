import { describe, expect, it } from 'vitest';
import {
  accessToken,
  call,
  monthlyPlan,
  sandbox,
  send,
  usePaypalContractSandbox,
} from './testing/paypal-contract-harness.ts';

usePaypalContractSandbox();

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

/** A raw read of a /v1 path: what arrived, or how the connection failed. */
async function rawRead(path: string) {
  try {
    const response = await fetch(`${sandbox.url}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const promised = Number(response.headers.get('content-length'));
    try {
      const text = await response.text();
      return { status: response.status, promised, text };
    } catch (error) {
      return { status: response.status, promised, bodyError: String(error) };
    }
  } catch (error) {
    return { connectionError: String(error) };
  }
}

describe('PayPal stand-in: faults injected over /sandbox/faults', () => {
  let productPath = '';

  it('answers a matching call with the status until removed by its id; other paths and methods pass', async () => {
    const created = await send('products.create', '/v1/catalogs/products', {
      id: 'fault-product',
      name: 'Fault',
      type: 'SERVICE',
    });
    expect(created.status).toBe(201);
    productPath = '/v1/catalogs/products/fault-product';
    const plan = await send('plans.create', '/v1/billing/plans', monthlyPlan('fault-product'));
    expect(plan.status).toBe(201);

    const added = await control('POST', '/sandbox/faults', {
      status: 503,
      count: 1000,
      path: '/v1/catalogs/products',
      method: 'GET',
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    const other = await control('POST', '/sandbox/faults', {
      status: 429,
      count: 5,
      path: '/v1/nothing-here',
    });
    const otherId = ((await other.json()) as { id: number }).id;
    expect(otherId).not.toBe(id);

    for (let i = 0; i < 3; i += 1) {
      const failed = await call('GET', productPath);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ name: 'SERVICE_UNAVAILABLE' });
    }
    expect((await call('GET', `/v1/billing/plans/${(plan.body as { id: string }).id}`)).status).toBe(200);
    const listed = (await (await control('GET', '/sandbox/faults')).json()) as {
      faults: { id: number; count: number }[];
    };
    expect(listed.faults.map((fault) => [fault.id, fault.count])).toEqual([
      [id, 997],
      [otherId, 5],
    ]);

    expect((await control('DELETE', `/sandbox/faults/${id}`)).status).toBe(204);
    expect((await control('DELETE', `/sandbox/faults/${id}`)).status).toBe(404);
    expect((await call('GET', productPath)).status).toBe(200);
    expect(sandbox.removeFault(otherId)).toBe(true);
  });

  it('refuses a fault that asks for nothing, or for a status and a cut answer at once', async () => {
    expect((await control('POST', '/sandbox/faults', { path: '/v1/' })).status).toBe(400);
    expect((await control('POST', '/sandbox/faults', { status: 500, answer: 'none' })).status).toBe(400);
    expect((await control('POST', '/sandbox/faults', { answer: 'sometimes' })).status).toBe(400);
  });

  it('answers slowly by the delay, then as usual', async () => {
    sandbox.injectFault({ delayMs: 400, path: productPath });
    const started = Date.now();
    const slow = await call('GET', productPath);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(slow.status).toBe(200);
  });

  it('cuts an answer off after half its promised body, and closes without an answer at all', async () => {
    const whole = await rawRead(productPath);
    expect(whole).toMatchObject({ status: 200 });

    sandbox.injectFault({ answer: 'truncated', path: productPath });
    const cut = await rawRead(productPath);
    expect(cut).toMatchObject({ status: 200, bodyError: expect.any(String) });
    expect(cut.promised).toBe(whole.promised);

    sandbox.injectFault({ answer: 'none', path: productPath });
    expect(await rawRead(productPath)).toEqual({ connectionError: expect.any(String) });

    expect(await rawRead(productPath)).toMatchObject({ status: 200, text: whole.text });
  });
});
